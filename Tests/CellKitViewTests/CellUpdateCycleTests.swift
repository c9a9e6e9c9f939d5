import CellKit
import Foundation
import Testing

/// A cell that records what runs in each update pass.
@MainActor
private final class RecordingCell: UICollectionViewListCell {
    var log: [String] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        log.append("override(selected: \(state.isSelected))")
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Row"
        if state.isSelected { content.textProperties.color = .white }
        contentConfiguration = content
    }
}

/// A cell that records the order of the override and the handler, and what the override saw.
@MainActor
private final class OrderCell: UICollectionViewListCell {
    var log: [String] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        let color = (contentConfiguration as? UIListContentConfiguration)?.textProperties.color
        log.append("override(textIsWhite: \(color == .white))")
    }
}

/// A content configuration of another type, to force a content view replacement.
private struct OtherConfiguration: UIContentConfiguration {
    var title = ""
    func makeContentView() -> any UIView & UIContentView { OtherContentView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> OtherConfiguration { self }
}

@MainActor
private final class OtherContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration
    init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError() }
}

@Suite @MainActor struct CellUpdateCycleTests {
    private func makeCell() -> RecordingCell {
        let cell = RecordingCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.layoutIfNeeded()
        cell.log.removeAll()
        return cell
    }

    @Test func updateRunsBeforeTheCellFirstAppears() {
        let cell = RecordingCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.log.isEmpty)
        cell.layoutIfNeeded()
        #expect(cell.log == ["override(selected: false)"])
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Row")
    }

    @Test func tenRequestsCoalesceIntoOneUpdate() {
        let cell = makeCell()
        for _ in 0..<10 { cell.setNeedsUpdateConfiguration() }
        #expect(cell.log.isEmpty, "nothing runs until the next layout pass")
        cell.layoutIfNeeded()
        #expect(cell.log.count == 1)
        cell.layoutIfNeeded()
        #expect(cell.log.count == 1)
    }

    @Test func stateChangesRequestAnUpdateWithTheFreshState() {
        let cell = makeCell()
        cell.isSelected = true
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(cell.log == ["override(selected: true)"])
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .white)
    }

    @Test func updatedForStateRunsFirstThenTheOverrideThenTheHandler() {
        let cell = OrderCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.traitOverrides.listEnvironment = .sidebar
        var content = cell.defaultContentConfiguration()
        content.text = "Order"
        cell.contentConfiguration = content
        cell.configurationUpdateHandler = { cell, state in
            (cell as! OrderCell).log.append("handler(selected: \(state.isSelected))")
        }
        cell.layoutIfNeeded()
        cell.log.removeAll()
        cell.isSelected = true
        cell.layoutIfNeeded()
        // The automatic updated(for:) already turned the sidebar text white when the override ran.
        #expect(cell.log == ["override(textIsWhite: true)", "handler(selected: true)"])
    }

    @Test func aSupportedConfigurationReusesTheContentViewAndAnotherTypeReplacesIt() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "One"
        cell.contentConfiguration = content
        let first = cell.contentView.subviews.first { $0 is UIListContentView }
        content.text = "Two"
        cell.contentConfiguration = content
        let second = cell.contentView.subviews.first { $0 is UIListContentView }
        #expect(first != nil && first === second)
        cell.contentConfiguration = OtherConfiguration(title: "x")
        #expect(cell.contentView.subviews.contains { $0 is OtherContentView })
        #expect(!cell.contentView.subviews.contains { $0 is UIListContentView })
        cell.contentConfiguration = nil
        #expect(!cell.contentView.subviews.contains { $0 is OtherContentView })
    }

    @Test func applyingAnEqualConfigurationDoesNoWork() {
        var content = UIListContentConfiguration.cell()
        content.text = "Title"
        content.secondaryText = "Detail"
        content.image = UIImage(systemName: "star")
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        view.layoutIfNeeded()
        let applies = view.configurationApplyCount
        view.configuration = content
        #expect(view.configurationApplyCount == applies)
        var changed = content
        changed.secondaryText = "Other detail"
        view.configuration = changed
        #expect(view.configurationApplyCount == applies + 1)
    }

    @Test func aTraitChangeRerunsTheUpdate() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let cell = RecordingCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        window.addSubview(cell)
        window.layoutIfNeeded()
        cell.log.removeAll()
        window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        window.layoutIfNeeded()
        #expect(cell.log.count == 1)
        #expect(cell.configurationState.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        window.traitOverrides.userInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(cell.log.count == 2)
    }

    @Test func disabledCellsReportTheDisabledState() {
        let cell = makeCell()
        cell.isUserInteractionEnabled = false
        #expect(cell.configurationState.isDisabled)
    }
}
