@testable import CellKit
import Foundation
import RenderingTestSupport
import Testing

/// A table in editing mode with `allowsMultipleSelectionDuringEditing` shows selection circles, not
/// delete controls; a selected row is filled with #D1D1D6 and has no separator under it.
/// Measured on iOS 16/17 simulator renderings of a plain table in editing mode with multiple selection
/// (390- and 393-point screens, in points): circle 20.33 points wide inking from x 21.0, text inking from
/// x 59.67 (its label one point before, the first glyph's side bearing).
@Suite(.serialized, .gtk) @MainActor struct MultipleSelectionEditingTests {
    private func editingTable(width: CGFloat = 393) throws -> (NumberedRowsViewController, UIWindow) {
        let controller = NumberedRowsViewController(style: .plain)
        controller.rows = 4
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 400))
        window.host.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: width, height: 812), scale: 3)
        window.rootViewController = controller
        controller.tableView.allowsMultipleSelectionDuringEditing = true
        controller.setEditing(true, animated: false)
        window.layoutIfNeeded()
        return (controller, window)
    }

    private func label(in view: UIView) -> UILabel? {
        if let label = view as? UILabel, !label.isHidden, label.text?.isEmpty == false { return label }
        for subview in view.subviews { if let found = label(in: subview) { return found } }
        return nil
    }

    @Test func rowsShowSelectionCirclesInsteadOfDeleteControls() throws {
        let (controller, window) = try editingTable()
        let table = controller.tableView!
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let row = try #require(cell.hostRow)
        #expect(row.accessoryHost.view(for: .multiselect) != nil)
        #expect(row.accessoryHost.view(for: .delete) == nil)
        let circleView = try #require(row.accessoryHost.view(for: .multiselect) as? SystemAccessoryView)
        let diameter = circleView.appearance.circleDiameter
        let circle = circleView.convert(circleView.circleRect, to: window)
        let circleLeft = circle.minX
        let text = try #require(label(in: cell))
        let textX = text.convert(text.bounds, to: window).minX
        #expect(abs(textX - 58.67) <= 0.5, "text at \(textX)")
        #expect(abs(diameter - 20.33) < 0.01)
        #expect(abs(circleLeft - 21) <= 0.5)
    }

    @Test func aSelectedRowIsFilledGreyWithoutASeparatorUnderIt() throws {
        let (controller, window) = try editingTable()
        let table = controller.tableView!
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let fill = cell.backgroundConfiguration?.updated(for: cell.configurationState).backgroundColor
            ?? UIBackgroundConfiguration.listPlainCell().updated(for: cell.configurationState).backgroundColor
        #expect(fill?.rgba(resolvedWith: cell.traitCollection) == UIColor(red: 0xD1 / 255, green: 0xD1 / 255, blue: 0xD6 / 255, alpha: 1)
            .rgba(resolvedWith: cell.traitCollection))
        let rowBottom = table.rectForRow(at: IndexPath(row: 1, section: 0)).maxY - table.contentOffset.y
        #expect(!table.listView.separatorOverlay.lineRects.contains { abs($0.maxY - rowBottom) < 0.01 })
    }
}
