@testable import CellKit
import Foundation
import RenderingTestSupport
import Testing

/// A cell that is selected when it is dequeued has its selection before its content is configured, so
/// configuration code that reads `isSelected` draws the selected look (UIKit sets it while dequeuing).
@Suite(.serialized, .gtk) @MainActor struct SelectionBeforeConfigurationTests {
    @Test func aTableRowSelectedBeforeReloadIsConfiguredSelected() throws {
        let controller = NumberedRowsViewController(style: .plain)
        controller.rows = 4
        var selectionSeenWhenConfiguring: [IndexPath: Bool] = [:]
        controller.configure = { cell, indexPath in
            selectionSeenWhenConfiguring[indexPath] = cell.isSelected
            cell.accessoryType = cell.isSelected ? .checkmark : .none
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        window.rootViewController = controller
        window.layoutIfNeeded()
        let table = controller.tableView!
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.reloadData()
        window.layoutIfNeeded()
        #expect(selectionSeenWhenConfiguring[IndexPath(row: 2, section: 0)] == true)
        #expect(selectionSeenWhenConfiguring[IndexPath(row: 1, section: 0)] == false)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryType == .checkmark)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType == UITableViewCell.AccessoryType.none)
    }

    @Test func aListCellSelectedBeforeItsRegistrationRunsSeesItsSelection() throws {
        var seen: [String: Bool] = [:]
        let source = SingleSectionList<UICollectionViewListCell>(.plain, size: CGSize(width: 375, height: 400),
                                                                 items: ["A", "B", "C"]) { cell, item in
            seen[item] = cell.isSelected
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = cell.isSelected ? [.checkmark()] : []
        }
        let list = source.view
        list.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        seen.removeAll()
        list.reloadData()
        list.layoutIfNeeded()
        #expect(seen == ["A": false, "B": true, "C": false])
        let cell = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(cell.accessories.map(\.accessoryType) == [.checkmark])
        withExtendedLifetime(source.dataSource) {}
    }
}
