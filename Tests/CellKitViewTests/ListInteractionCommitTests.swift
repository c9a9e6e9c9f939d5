@testable import CellKit
import CellKitGTK
import Foundation
import RenderingTestSupport
import Testing

/// A list reports what each input event did to its items to its commit handler: the tapped item, and
/// the items it selected, deselected, highlighted, unhighlighted and triggered the primary action of, once the
/// delegate has heard of them.
@Suite(.serialized, .gtk) @MainActor struct ListInteractionCommitTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
    let source = SingleSectionList<UICollectionViewListCell>(.insetGrouped, size: CGSize(width: 375, height: 300),
                                                             items: ["A", "B", "C"]) { cell, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
        cell.accessories = item == "C" ? [.customView(configuration: .init(customView: UISwitch(), placement: .trailing()))] : []
    }
    let delegate = RecordingDelegate()
    let reports = CommitLog()

    init() {
        window.addSubview(source.view)
        source.view.delegate = delegate
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        source.view.interactionCommitHandler = { [reports, delegate] commit in reports.entries.append((commit, delegate.events)) }
    }

    private func item(_ index: Int) -> IndexPath { IndexPath(item: index, section: 0) }

    @Test func aClickReportsTheTappedItemItsHighlightAndItsSelectionAfterTheDelegateHeardIt() {
        ViewTesting.clickItem(at: item(1), in: source.view)
        var pressed = ListInteractionCommit()
        pressed.highlightedItems = [item(1)]
        var released = ListInteractionCommit(tappedItem: item(1))
        released.unhighlightedItems = [item(1)]
        released.selectedItems = [item(1)]
        released.primaryActionItems = [item(1)]
        #expect(reports.entries.map(\.commit) == [pressed, released])
        #expect(reports.entries.last?.delegateEvents == ["select 1"], "the delegate heard of the selection first")
        ViewTesting.clickItem(at: item(0), in: source.view)
        #expect(reports.entries.last?.commit.deselectedItems == [item(1)])
        #expect(reports.entries.last?.commit.selectedItems == [item(0)])
    }

    @Test func aClickTheDelegateRefusesStillReportsTheTappedItem() {
        delegate.disabledItems = [2]
        ViewTesting.clickItem(at: item(2), in: source.view)
        #expect(reports.entries.map(\.commit) == [ListInteractionCommit(tappedItem: item(2))])
        #expect(source.view.indexPathsForSelectedItems?.isEmpty != false)
    }

    @Test func aClickOnASwitchInACellReportsATapOnItsItemAndSelectsNothing() throws {
        let cell = try #require(source.view.cellForItem(at: item(2)) as? UICollectionViewListCell)
        let toggle = try #require(cell.contentView.superview.flatMap { Self.firstSwitch(in: $0) })
        ViewTesting.click(toggle)
        #expect(toggle.isOn)
        #expect(reports.entries.map(\.commit) == [ListInteractionCommit(tappedItem: item(2))])
        #expect(delegate.events.isEmpty)
    }

    @Test func keysAndCodeReportNoTap() {
        source.view.selectItem(at: item(0), animated: false, scrollPosition: [])
        #expect(reports.entries.isEmpty, "selection in code is not input")
        source.view.isEditing = true
        #expect(reports.entries.allSatisfy { $0.commit.tappedItem == nil })
    }

    private static func firstSwitch(in view: UIView) -> UISwitch? {
        if let toggle = view as? UISwitch { return toggle }
        for subview in view.subviews { if let toggle = firstSwitch(in: subview) { return toggle } }
        return nil
    }
}

/// The commits a list reported, with what its delegate had heard by then.
@MainActor
final class CommitLog {
    var entries: [(commit: ListInteractionCommit, delegateEvents: [String])] = []
}
