import CellKit

// A shopping list in a plain view controller that owns its table: an inset grouped UITableView fed
// by a UITableViewDiffableDataSource; pantry rows are taller, through the delegate.
class ShoppingListViewController: UIViewController, UITableViewDelegate {
    enum Section: Int, CaseIterable {
        case toBuy
        case pantry
    }

    static let pantryRowHeight: CGFloat = 60
    let toBuy = ["Lentils", "Coconut milk", "Flour"]
    let pantry = ["Olive oil", "Salt"]
    var tableView: UITableView!
    var dataSource: UITableViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shopping"
        tableView = UITableView(frame: view.bounds, style: .insetGrouped)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        tableView.delegate = self
        view.addSubview(tableView)

        dataSource = UITableViewDiffableDataSource<Section, String>(tableView: tableView) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessoryType = indexPath.section == Section.toBuy.rawValue ? .none : .checkmark
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(toBuy, toSection: .toBuy)
        snapshot.appendItems(pantry, toSection: .pantry)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        return indexPath.section == Section.pantry.rawValue ? ShoppingListViewController.pantryRowHeight : UITableView.automaticDimension
    }
}
