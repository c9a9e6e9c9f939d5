@testable import CellKit
import Foundation
import RenderingTestSupport
import Testing

/// A `defaultContentConfiguration()` row with a `UISwitch` accessory, as iOS 17.5 and iOS 26.2 draw it
/// (simulator renderings of such rows, measured in points): iOS 17.5: a 51 × 31 switch in a 44.33-point
/// row; iOS 26.2: a 63 × 28 switch in a 53-point row.
@Suite(.serialized, .gtk) @MainActor struct SwitchRowMetricsTests {
    private func rowAndSwitch(look: SystemLook?) throws -> (CGRect, CGSize) {
        let controller = NumberedRowsViewController(style: .insetGrouped)
        controller.rows = 2
        controller.configure = { cell, _ in
            if cell.accessoryView == nil { cell.accessoryView = UISwitch() }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 500))
        window.host.systemLook = look
        // At 3x, as the renderings: heights round to device pixels (1x would round 44.33 up to 45).
        window.host.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)
        window.rootViewController = controller
        window.layoutIfNeeded()
        let table = controller.tableView!
        let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let toggle = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
        return withExtendedLifetime(window) { (row, toggle.bounds.size) }
    }

    @Test func iOS17RowsWithASwitchAre44Point33Tall() throws {
        let (row, toggle) = try rowAndSwitch(look: nil)
        #expect(toggle == CGSize(width: 51, height: 31))
        #expect(abs(row.height - 44.33) < 0.01, "\(row.height)")
    }

    @Test func iOS26RowsWithASwitchAre53Tall() throws {
        let (row, toggle) = try rowAndSwitch(look: .iOS26)
        #expect(toggle == CGSize(width: 63, height: 28))
        #expect(abs(row.height - 53) < 0.01, "\(row.height)")
    }

    @Test func aSwitchTakesTheLookOfTheHierarchyItJoins() {
        let toggle = UISwitch()
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.host.systemLook = .iOS26
        root.addSubview(toggle)
        #expect(toggle.bounds.size == CGSize(width: 63, height: 28))
        root.host.systemLook = .iOS17
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
    }
}
