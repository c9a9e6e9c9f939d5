@testable import CellKit
import CGtk
import CGtkShim
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// A list cell in the iOS pattern that shows its selection by observing `isSelected` and `isHighlighted`:
/// it records every change it hears.
@MainActor
final class ObservingSelectionCell: UICollectionViewListCell {
    var heard: [String] = []

    override var isSelected: Bool {
        didSet { heard.append("selected \(isSelected)") }
    }

    override var isHighlighted: Bool {
        didSet { heard.append("highlighted \(isHighlighted)") }
    }
}

/// A cell keeps its system states in one value: `isSelected` and `isHighlighted` read and write it, every
/// change the list makes goes through their setters, and the configuration state is built from it.
@Suite(.serialized, .gtk) @MainActor struct CellStateStorageTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
    let source = SingleSectionList<ObservingSelectionCell>(.plain, size: CGSize(width: 375, height: 300),
                                                           items: ["A", "B", "C"]) { cell, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
    }

    init() {
        window.addSubview(source.view)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    private func cell(_ item: Int) throws -> ObservingSelectionCell {
        try #require(source.cell(item))
    }

    /// Presses and releases over `item` the way the list's drag gesture reports a click.
    private func click(_ item: Int) throws {
        let frame = try cell(item).frame
        let drag = try #require(source.view.interaction.drag)
        cgtk_emit_double_double(drag, "drag-begin", frame.midX, frame.midY - source.view.contentOffset.y)
        cgtk_emit_double_double(drag, "drag-end", 0, 0)
        source.view.layoutIfNeeded()
    }

    @Test func aSubclassObservingIsSelectedHearsAClickAndTheNextClickElsewhere() throws {
        for item in 0..<3 { try cell(item).heard = [] }
        try click(1)
        #expect(try cell(1).heard == ["highlighted true", "selected true", "highlighted false"])
        try click(2)
        #expect(try cell(1).heard == ["highlighted true", "selected true", "highlighted false", "selected false"])
        #expect(try cell(2).heard == ["highlighted true", "selected true", "highlighted false"])
        #expect(try cell(0).heard.isEmpty, "a row the clicks did not touch hears nothing")
    }

    @Test func aSubclassObservingIsSelectedHearsSelectionInCode() throws {
        try cell(0).heard = []
        source.view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(try cell(0).heard == ["selected true"])
        source.view.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        #expect(try cell(0).heard == ["selected true", "selected false"])
    }

    @Test func theConfigurationStateIsTheStoredStates() throws {
        try click(1)
        source.view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        let selected = try cell(2)
        #expect(selected.systemStates == .selected && selected.isSelected)
        #expect(selected.configurationState.systemStates == selected.systemStates)
        let clicked = try cell(1)
        #expect(!clicked.isSelected && clicked.configurationState.systemStates == clicked.systemStates)
        source.view.isEditing = true
        #expect(try cell(0).systemStates.contains(.editing) && cell(0).configurationState.isEditing)
    }

    @Test func settingIsSelectedWritesTheStoredStatesOnceAndTheSameValueChangesNothing() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let selectedBackground = UIView()
        cell.selectedBackgroundView = selectedBackground
        cell.layoutIfNeeded()
        #expect(selectedBackground.isHidden)
        cell.isSelected = true
        #expect(cell.systemStates == .selected && !selectedBackground.isHidden)
        cell.layoutIfNeeded()
        cell.isSelected = true
        #expect(!cell.configurationHost.needsUpdate, "the same value requests no update pass")
        cell.isHighlighted = true
        cell.isSelected = false
        #expect(cell.systemStates == .highlighted && !selectedBackground.isHidden)
        cell.isHighlighted = false
        #expect(cell.systemStates.isEmpty && selectedBackground.isHidden)
    }
}
