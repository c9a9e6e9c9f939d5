@testable import CellKit
import Foundation
import RenderingTestSupport
import Testing

/// Where separators are drawn: under every row of a plain table, the last included (iOS 13, 17.5 and
/// 26.2 renderings of a plain `UITableViewController` all show it); not under the last row of a grouped
/// section; not beside a selected row; to the row's edge on iOS 17, to its trailing margin on iOS 26.
@Suite(.serialized, .gtk) @MainActor struct ListSeparatorPlacementTests {
    private func table(_ style: UITableView.Style, rows: Int = 3, look: SystemLook? = nil) throws -> (NumberedRowsViewController, UIWindow) {
        let controller = NumberedRowsViewController(style: style)
        controller.rows = rows
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 600))
        window.host.systemLook = look
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (controller, window)
    }

    private func lines(_ controller: NumberedRowsViewController) -> [CGRect] {
        controller.tableView.listView.separatorOverlay.lineRects.sorted { $0.minY < $1.minY }
    }

    private func rowBottom(_ controller: NumberedRowsViewController, _ row: Int) -> CGFloat {
        let table = controller.tableView!
        return table.rectForRow(at: IndexPath(row: row, section: 0)).maxY - table.contentOffset.y
    }

    @Test func theLastRowOfAPlainTableHasASeparator() throws {
        let (controller, window) = try table(.plain)
        #expect(lines(controller).count == 3)
        #expect(lines(controller).last.map { abs($0.maxY - rowBottom(controller, 2)) < 0.01 } == true)
        withExtendedLifetime(window) {}
    }

    @Test func theLastRowOfAGroupedSectionHasNone() throws {
        let (controller, window) = try table(.insetGrouped)
        #expect(lines(controller).count == 2)
        withExtendedLifetime(window) {}
    }

    @Test func aSelectedRowHidesTheSeparatorsAboveAndBelowIt() throws {
        let (controller, window) = try table(.plain, rows: 4)
        controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        window.layoutIfNeeded()
        let bottoms = lines(controller).map(\.maxY)
        #expect(bottoms.count == 2)
        #expect(!bottoms.contains { abs($0 - rowBottom(controller, 0)) < 0.01 }, "above the selected row")
        #expect(!bottoms.contains { abs($0 - rowBottom(controller, 1)) < 0.01 }, "below the selected row")
    }

    @Test func onIOS26SeparatorsStopAtTheTrailingMargin() throws {
        let (modern, window) = try table(.plain, look: .iOS26)
        // iOS 26.2, 402-point iPhone 17 Pro: the separator ends at x 382, 20 points before the edge.
        #expect(lines(modern).first.map { abs($0.maxX - (402 - 20)) < 0.01 } == true)
        let (classic, classicWindow) = try table(.plain)
        #expect(lines(classic).first.map { abs($0.maxX - 402) < 0.01 } == true, "iOS 17: to the row's edge")
        withExtendedLifetime((window, classicWindow)) {}
    }
}
