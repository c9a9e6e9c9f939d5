import CellKit
import Foundation

/// A plain `UITableViewController` of three rows, each a `defaultContentConfiguration()` with one line
/// of text and a `UISwitch` as the accessory view (a settings-style toggle row).
@MainActor
final class SwitchRowsTable: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Hello World"
        cell.contentConfiguration = content
        cell.accessoryView = UISwitch()
        return cell
    }
}
