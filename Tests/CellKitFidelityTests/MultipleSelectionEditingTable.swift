import CellKit
import Foundation

/// A plain table view as a controller's whole view, in editing mode with multiple selection during
/// editing, three one-line rows, the first selected from `tableView(_:cellForRowAt:)` while it is
/// dequeued (a picker list that shows selection circles instead of delete controls). Its delegate
/// answers for a section header and footer with no view and a zero height.
@MainActor
final class MultipleSelectionEditingTable: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let titles = ["Title1", "Title2", "Title3"]
    let table = UITableView(frame: .zero, style: .plain)

    override func loadView() { view = table }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "option")
        table.dataSource = self
        table.delegate = self
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "option", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        if indexPath.row == 0 { tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none) }
        return cell
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
}
