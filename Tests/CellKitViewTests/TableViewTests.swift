@testable import CellKit
import Foundation
import RenderingTestSupport
import Testing

@Suite(.serialized, .gtk) @MainActor struct TableViewTests {
    private func show(_ controller: UIViewController, height: CGFloat = 600) throws -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: height))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func aClassicDataSourceGivesSectionsRowsAndTitles() throws {
        let fruits = FruitsViewController()
        let window = try show(fruits)
        let table = fruits.tableView!
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.numberOfRows(inSection: 1) == 2)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Banana")
        #expect(table.indexPath(for: cell) == IndexPath(row: 1, section: 0))
        #expect(cell.reuseIdentifier == "fruit")
        let header = try #require(table.headerView(forSection: 0))
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Favourites")
        let footer = try #require(table.footerView(forSection: 1))
        #expect((footer.contentConfiguration as? UIListContentConfiguration)?.text == "Seasonal fruit.")
        #expect(table.footerView(forSection: 0) == nil)
        // A table cell covers its row; its content leaves room for the disclosure indicator.
        #expect(cell.frame.size == cell.hostRow?.bounds.size)
        #expect(cell.contentView.frame.width < cell.bounds.width - 20)
        #expect(cell.hostRow?.accessories.filter { $0.displayedState != .whenEditing }.map(\.accessoryType) == [.disclosureIndicator])
        withExtendedLifetime(window) {}
    }

    @Test func everyAccessoryTypeBecomesTheListAccessoryUIKitDraws() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        func kinds(_ type: UITableViewCell.AccessoryType) -> [UICellAccessory.AccessoryType] {
            cell.accessoryType = type
            return cell.rowAccessories(editingStyle: .none, canMove: false, detailTapped: {}, insertTapped: {}).map(\.accessoryType)
        }
        #expect(kinds(.none) == [])
        #expect(kinds(.disclosureIndicator) == [.disclosureIndicator])
        #expect(kinds(.checkmark) == [.checkmark])
        #expect(kinds(.detailButton) == [.detail])
        #expect(kinds(.detailDisclosureButton) == [.detail, .disclosureIndicator])
        let toggle = UISwitch()
        cell.accessoryView = toggle
        #expect(kinds(.checkmark) == [.customView(toggle)])
        cell.accessoryView = nil
        cell.accessoryType = .none
        let editing = cell.rowAccessories(editingStyle: .delete, canMove: true, detailTapped: {}, insertTapped: {})
        #expect(editing.map(\.accessoryType) == [.delete, .reorder])
        #expect(editing.allSatisfy { $0.displayedState == .whenEditing })
    }

    @Test func fixedAndAutomaticRowHeights() throws {
        let fruits = FruitsViewController()
        let window = try show(fruits)
        let row = try #require(fruits.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.hostRow)
        #expect(row.frame.height == 44)
        fruits.rowHeightOverride = 70
        fruits.tableView.reloadData()
        window.layoutIfNeeded()
        #expect(fruits.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.hostRow?.frame.height == 70)
        fruits.tableView.rowHeight = 60
        fruits.rowHeightOverride = nil
        window.layoutIfNeeded()
        #expect(fruits.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.hostRow?.frame.height == 44)
    }

    @Test func selectionInCodeAndTheSelectedRow() throws {
        let fruits = FruitsViewController()
        let window = try show(fruits)
        let table = fruits.tableView!
        #expect(table.indexPathForSelectedRow == nil)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        window.layoutIfNeeded()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.isSelected)
        #expect(cell.configurationState.isSelected)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        window.layoutIfNeeded()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!cell.isSelected)
    }

    @Test func editingShowsControlsAndSwipeToDeleteCommits() throws {
        let fruits = FruitsViewController()
        let window = try show(fruits)
        let table = fruits.tableView!
        fruits.setEditing(true, animated: false)
        window.layoutIfNeeded()
        #expect(table.isEditing)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(cell.isEditing)
        #expect(cell.configurationState.isEditing)
        #expect(cell.hostRow?.accessories.map(\.accessoryType) == [.delete, .disclosureIndicator, .reorder])
        let actions = try #require(table.adapter.listConfiguration(forSection: 1).trailingSwipeActionsConfigurationProvider?(IndexPath(row: 0, section: 1)))
        #expect(actions.actions.map(\.title) == ["Delete"])
        actions.actions[0].handler(actions.actions[0], cell) { _ in }
        window.layoutIfNeeded()
        #expect(fruits.committed.map(\.1) == [IndexPath(row: 0, section: 1)])
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect((table.cellForRow(at: IndexPath(row: 0, section: 1))?.contentConfiguration as? UIListContentConfiguration)?.text == "Elderberry")
    }

    @Test func movingARowTellsTheDataSourceAndKeepsTheCells() throws {
        let fruits = FruitsViewController()
        let window = try show(fruits)
        let table = fruits.tableView!
        let cherry = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        table.adapter.moveItem(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 1), in: table.listView)
        window.layoutIfNeeded()
        #expect(fruits.fruits == [["Apple", "Banana"], ["Cherry", "Date", "Elderberry"]])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === cherry)
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    @Test func aDiffableTableShowsItsSnapshotAndAccessories() throws {
        let networks = NetworksViewController()
        let window = try show(UINavigationController(rootViewController: networks))
        let table = networks.tableView!
        #expect(table.style == .insetGrouped)
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.numberOfRows(inSection: 1) == 4)
        let current = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(current.hostRow?.accessories.map(\.accessoryType) == [.checkmark])
        let other = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
        #expect(other.hostRow?.accessories.map(\.accessoryType) == [.detail])
        // Diffable tables are not editable unless the data source says so: no swipe actions.
        #expect(table.adapter.listConfiguration(forSection: 1).trailingSwipeActionsConfigurationProvider?(IndexPath(row: 0, section: 1)) == nil)
        withExtendedLifetime(window) {}
    }

    @Test func longTablesRecycleTheirCells() throws {
        let fruits = FruitsViewController()
        fruits.fruits = [(0..<500).map { "Fruit \($0)" }]
        let window = try show(fruits, height: 400)
        let table = fruits.tableView!
        let shown = table.visibleCells.count
        for offset in stride(from: 0, through: 4000, by: 200) {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
            window.layoutIfNeeded()
        }
        let first = try #require(table.indexPathsForVisibleRows?.first)
        #expect(first.row > 60)
        let made = table.cellQueues.values.reduce(0) { $0 + $1.count } + table.visibleCells.count
        #expect(made < shown + 20)
        #expect((table.visibleCells.first?.contentConfiguration as? UIListContentConfiguration)?.text == "Fruit \(first.row)")
    }
}
