@testable import CellKit
import Foundation
import SnapshotTesting
import Testing

/// A table whose rows show a checkmark when selected, decided in `cellForRowAt` from `cell.isSelected`.
final class CheckmarkRowsViewController: UITableViewController {
    private(set) var selectionSeenWhenConfiguring: [IndexPath: Bool] = [:]
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        selectionSeenWhenConfiguring[indexPath] = cell.isSelected
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        cell.accessoryType = cell.isSelected ? .checkmark : .none
        return cell
    }
}

/// A cell that is selected when it is dequeued has its selection before its content is configured, so
/// configuration code that reads `isSelected` draws the selected look (UIKit sets it while dequeuing).
@Suite(.serialized) @MainActor struct SelectionBeforeConfigurationTests {
    @Test func aTableRowSelectedBeforeReloadIsConfiguredSelected() throws {
        try GtkTestEnvironment.start()
        let controller = CheckmarkRowsViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        window.rootViewController = controller
        window.layoutIfNeeded()
        let table = controller.tableView!
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.reloadData()
        window.layoutIfNeeded()
        #expect(controller.selectionSeenWhenConfiguring[IndexPath(row: 2, section: 0)] == true)
        #expect(controller.selectionSeenWhenConfiguring[IndexPath(row: 1, section: 0)] == false)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryType == .checkmark)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType == UITableViewCell.AccessoryType.none)
    }

    @Test func aListCellSelectedBeforeItsRegistrationRunsSeesItsSelection() throws {
        try GtkTestEnvironment.start()
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        var seen: [String: Bool] = [:]
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            seen[item] = cell.isSelected
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = cell.isSelected ? [.checkmark()] : []
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B", "C"])
        source.apply(snapshot)
        list.layoutIfNeeded()
        list.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        seen.removeAll()
        list.reloadData()
        list.layoutIfNeeded()
        #expect(seen == ["A": false, "B": true, "C": false])
        let cell = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(cell.accessories.map(\.accessoryType) == [.checkmark])
        withExtendedLifetime(source) {}
    }
}
