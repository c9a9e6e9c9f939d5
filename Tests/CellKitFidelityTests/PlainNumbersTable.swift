import CellKit
import Foundation

/// A plain `UITableViewController` of ten rows whose `textLabel` shows the row's number, styled as
/// the snapshot library's own table test builds it (one registered cell class, nothing customized).
@MainActor
final class PlainNumbersTable: UITableViewController {
    /// The font the rows use, `nil` for the cell's default; a Dynamic Type style scales with the
    /// trait collection's content size category.
    var textStyle: UIFont.TextStyle?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "number")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "number", for: indexPath)
        if let textStyle {
            cell.textLabel?.font = .preferredFont(forTextStyle: textStyle)
            cell.textLabel?.adjustsFontForContentSizeCategory = true
        }
        cell.textLabel?.text = String(indexPath.row)
        return cell
    }
}
