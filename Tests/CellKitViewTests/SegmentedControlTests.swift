@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// `UISegmentedControl` keeps UIKit's segment bookkeeping, sizes its segments by the widest title,
/// and a click selects a segment and sends `.valueChanged` only when the selection changes.
@Suite(.gtk) @MainActor struct SegmentedControlTests {
    @Test func segmentsAreInsertedRemovedAndRetitledAsInUIKit() {
        let control = UISegmentedControl(items: ["Day", "Week"])
        #expect(control.numberOfSegments == 2)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Hour", at: 0, animated: false)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["Hour", "Day", "Week"])
        #expect(control.selectedSegmentIndex == 2, "the selection stays on the same segment")
        control.setTitle("Month", forSegmentAt: 2)
        #expect(control.titleForSegment(at: 2) == "Month")
        control.insertSegment(withTitle: "Year", at: 99, animated: true)
        #expect(control.titleForSegment(at: 3) == "Year", "an index past the end appends")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "removing the selected segment clears the selection")
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "an index out of range is ignored")
        #expect(control.titleForSegment(at: 9) == nil)
    }

    @Test func everySegmentIsAsWideAsTheWidestTitleAndTheControlIs32Tall() {
        let control = UISegmentedControl(items: ["A", "Much longer"])
        let size = control.intrinsicContentSize
        #expect(size.height == 32)
        let widest = ControlText("Much longer", font: .systemFont(ofSize: 13, weight: .semibold), traits: control.traitCollection).size.width
        #expect(size.width == 2 * (widest + 24))
        #expect(control.frame.size == size)
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize.width == widest + 24 + 44, "a short title still gets the 44-point minimum")
        control.setWidth(100, forSegmentAt: 0)
        #expect(control.intrinsicContentSize.width == 100 + widest + 24)
    }

    @Test func aClickSelectsTheSegmentAndSendsValueChangedOnlyWhenItChanges() throws {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        var events: [Int] = []
        control.addAction(UIAction { _ in events.append(control.selectedSegmentIndex) }, for: .valueChanged)
        _ = try ViewSnapshot.image(of: control)
        ViewTesting.click(control, at: CGPoint(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == 1)
        ViewTesting.click(control, at: CGPoint(x: 160, y: 16))
        ViewTesting.click(control, at: CGPoint(x: 290, y: 16))
        #expect(events == [1, 2])
        control.selectedSegmentIndex = 0
        #expect(events == [1, 2], "setting the selection in code sends nothing")
    }

    @Test func disabledSegmentsAndDisabledControlsIgnoreClicksAndMomentaryControlsKeepNoSelection() throws {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        var sent = 0
        control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        _ = try ViewSnapshot.image(of: control)
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1))
        ViewTesting.click(control, at: CGPoint(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.isEnabled = false
        ViewTesting.click(control, at: CGPoint(x: 50, y: 16))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(sent == 0)
        control.isEnabled = true
        control.isMomentary = true
        ViewTesting.click(control, at: CGPoint(x: 50, y: 16))
        ViewTesting.click(control, at: CGPoint(x: 50, y: 16))
        #expect(sent == 2, "a momentary control sends on every click")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func segmentsMadeFromActionsRunTheirActionWhenChosen() throws {
        var chosen: [String] = []
        let list = UIAction(title: "List") { _ in chosen.append("list") }
        let grid = UIAction(title: "Grid") { _ in chosen.append("grid") }
        let control = UISegmentedControl(frame: .zero, actions: [list, grid])
        #expect(control.titleForSegment(at: 1) == "Grid")
        #expect(control.actionForSegment(at: 0) === list)
        control.frame.size = CGSize(width: 200, height: 32)
        _ = try ViewSnapshot.image(of: control)
        ViewTesting.click(control, at: CGPoint(x: 150, y: 16))
        #expect(chosen == ["grid"])
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test func rightToLeftPutsTheFirstSegmentAtTheRight() throws {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.semanticContentAttribute = .forceRightToLeft
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        _ = try ViewSnapshot.image(of: control)
        ViewTesting.click(control, at: CGPoint(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == 0)
    }
}
