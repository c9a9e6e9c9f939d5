@testable import CellKit
import Foundation
import RenderingTestSupport
import Testing

/// A simple table: numbered rows, no headers unless `headerHeight` answers for them; `configure` adds to
/// each dequeued cell.
final class NumberedRowsViewController: UITableViewController {
    var rows = 20
    /// The height the delegate answers for each section's header, `nil` to leave it to the table.
    var headerHeight: CGFloat?
    var configure: (@MainActor (UITableViewCell, IndexPath) -> Void)?
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight ?? super.tableView(tableView, heightForHeaderInSection: section)
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        configure?(cell, indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }
}

/// A view that records its safe area notifications.
final class SafeAreaRecordingView: UIView {
    var reported: [UIEdgeInsets] = []
    override func safeAreaInsetsDidChange() { reported.append(safeAreaInsets) }
}

final class SafeAreaRecordingController: UIViewController {
    var changes = 0
    override func viewSafeAreaInsetsDidChange() { changes += 1 }
}

/// The safe area flows from the root (a device's status bar and home indicator) through view controllers
/// to scroll views, which keep their content out of it (`adjustedContentInset`) while it scrolls under it.
@Suite(.serialized, .gtk) @MainActor struct SafeAreaFlowTests {
    static let iPhone15Portrait = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    static let iPhone15Landscape = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)

    private func host(_ controller: UIViewController, size: CGSize, safeArea: UIEdgeInsets, screen: UIScreen? = nil) throws -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.host.screen = screen
        window.host.safeAreaInsets = safeArea
        window.rootViewController = controller
        window.layoutIfNeeded()
        return window
    }

    /// The first row's frame in the window's coordinates.
    private func firstRowFrame(_ table: UITableView, in window: UIWindow) throws -> CGRect {
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        return cell.convert(cell.bounds, to: window)
    }

    @Test func aPlainTableWithoutHeadersStartsAtTheSafeAreaTop() throws {
        let controller = NumberedRowsViewController(style: .plain)
        let window = try host(controller, size: CGSize(width: 375, height: 812),
                              safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let table = controller.tableView!
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(table.contentOffset.y == -47)
        // iOS 13 and 18: a plain table with no header puts its first row at the safe area's top.
        #expect(try firstRowFrame(table, in: window).minY == 47)
    }

    @Test func aZeroHeightHeaderAddsTheHeaderTopPadding() throws {
        let controller = NumberedRowsViewController(style: .plain)
        controller.headerHeight = 0
        let window = try host(controller, size: CGSize(width: 375, height: 812),
                              safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // iOS 16/17: a header the delegate answers for, even 0 points tall, gets the 22-point padding.
        #expect(try firstRowFrame(controller.tableView, in: window).minY == 47 + 22)
    }

    @Test func contentScrollsUnderTheStatusBarAndStopsAboveTheHomeIndicator() throws {
        let controller = NumberedRowsViewController(style: .plain)
        controller.rows = 40
        let window = try host(controller, size: CGSize(width: 393, height: 852), safeArea: Self.iPhone15Portrait)
        let table = controller.tableView!
        table.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        #expect(table.contentOffset.y == 100, "scrolled content goes under the status bar")
        table.contentOffset = CGPoint(x: 0, y: 1_000_000)
        #expect(table.contentOffset.y == table.contentSize.height + 34 - 852, "the last row stops above the home indicator")
        table.contentOffset = CGPoint(x: 0, y: -1_000)
        #expect(table.contentOffset.y == -59)
    }

    @Test func adjustmentBehaviors() throws {
        let never = NumberedRowsViewController(style: .plain)
        never.tableView.contentInsetAdjustmentBehavior = .never
        _ = try host(never, size: CGSize(width: 393, height: 852), safeArea: Self.iPhone15Portrait)
        #expect(never.tableView.adjustedContentInset == .zero)
        #expect(never.tableView.contentOffset.y == 0)

        let always = NumberedRowsViewController(style: .plain)
        always.tableView.contentInsetAdjustmentBehavior = .always
        _ = try host(always, size: CGSize(width: 852, height: 393), safeArea: Self.iPhone15Landscape)
        #expect(always.tableView.adjustedContentInset == Self.iPhone15Landscape)

        // A plain scroll view whose content fits does not scroll, so `.scrollableAxes` leaves it alone;
        // taller content makes it scroll and adjusts its top and bottom.
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        scrollView.host.safeAreaInsets = Self.iPhone15Portrait
        scrollView.layoutIfNeeded()
        #expect(scrollView.adjustedContentInset == .zero)
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        scrollView.setNeedsLayout()
        scrollView.layoutIfNeeded()
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(scrollView.contentOffset.y == -59, "content that rested at the top stays at the top")
    }

    @Test func viewsHearWhenTheirSafeAreaChanges() throws {
        let controller = SafeAreaRecordingController()
        let window = try host(controller, size: CGSize(width: 393, height: 852), safeArea: .zero)
        let child = SafeAreaRecordingView(frame: CGRect(x: 0, y: 100, width: 393, height: 100))
        controller.view.addSubview(child)
        window.layoutIfNeeded()
        #expect(child.reported.isEmpty)
        window.host.safeAreaInsets = Self.iPhone15Portrait
        window.layoutIfNeeded()
        #expect(controller.changes == 1)
        #expect(controller.view.safeAreaInsets == Self.iPhone15Portrait)
        #expect(child.reported.isEmpty, "a view below the status bar keeps a zero safe area")
        child.frame.origin.y = 20
        window.layoutIfNeeded()
        #expect(child.reported == [UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0)], "moving under the status bar is heard")
        window.layoutIfNeeded()
        #expect(child.reported.count == 1, "an unchanged safe area is not reported again")
    }

    @Test func layoutMarginsAreMeasuredFromTheSafeArea() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
        view.host.safeAreaInsets = Self.iPhone15Landscape
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 67, bottom: 29, right: 67))
        view.insetsLayoutMarginsFromSafeArea = false
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func landscapeRowsRunUnderTheHousingWithTheirContentBesideIt() throws {
        let controller = NumberedRowsViewController(style: .plain)
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 852, height: 393), scale: 3)
        let window = try host(controller, size: CGSize(width: 852, height: 393), safeArea: Self.iPhone15Landscape, screen: screen)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(try firstRowFrame(controller.tableView, in: window).minX == 0)
        #expect(cell.convert(cell.bounds, to: window).width == 852)
        let leading = cell.contentView.layoutMargins.left
        #expect(abs(leading - (59 + 20)) < 0.001, "the text starts at the safe area plus the 20-point margin, not \(leading)")
    }

    @Test func insetGroupedSectionsStayInsideTheSafeArea() throws {
        let controller = NumberedRowsViewController(style: .insetGrouped)
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 852, height: 393), scale: 3)
        let window = try host(controller, size: CGSize(width: 852, height: 393), safeArea: Self.iPhone15Landscape, screen: screen)
        let row = try firstRowFrame(controller.tableView, in: window)
        #expect(abs(row.minX - (59 + 20)) < 0.001, "\(row.minX)")
        #expect(abs(row.maxX - (852 - 59 - 20)) < 0.001, "\(row.maxX)")
    }

    @Test func aNavigationBarSitsBelowTheStatusBar() throws {
        let content = NumberedRowsViewController(style: .insetGrouped)
        let navigation = UINavigationController(rootViewController: content)
        let window = try host(navigation, size: CGSize(width: 393, height: 852), safeArea: Self.iPhone15Portrait)
        let bar = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: window)
        #expect(bar.minY == 59)
        #expect(content.view.convert(content.view.bounds, to: window).minY == bar.maxY)
        #expect(content.view.safeAreaInsets.top == 0)
        #expect(content.tableView.adjustedContentInset.bottom == 34)
    }
}
