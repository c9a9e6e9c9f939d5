import CGtk
@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RealInput
import RenderingTestSupport

/// A whole screen (a view controller) as the window's root, shown on the Xvfb screen and targeted
/// by real input.
@MainActor
final class ScreenWindowUnderRealInput {
    let window: UIWindow
    let input: RealInput

    init(_ controller: UIViewController, size: CGSize = CGSize(width: 375, height: 620)) throws {
        try GtkTestEnvironment.start()
        input = try RealInput.start()
        input.beginSession()
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = controller
        try input.show(window)
    }

    /// Hides the window and ends the input session.
    func close() { input.release(window) }

    /// The GTK widget of a view.
    func widget(_ view: UIView) -> UnsafeMutablePointer<GtkWidget> { ViewTesting.gtkWidget(of: view) }

    /// Clicks a view in its middle (or at `point`) with the real pointer.
    func click(_ view: UIView, at point: CGPoint? = nil) throws {
        try input.click(widget(view), at: point)
        window.layoutIfNeeded()
        try input.settle()
    }

    /// The on-screen image of a view.
    func screenImage(_ view: UIView) throws -> PixelImage {
        try input.settle()
        return try ScreenPixels.image(of: widget(view))
    }
}

/// A Wi-Fi settings style screen, written as iOS code: a table view controller with a diffable data
/// source, accessory types, a bar button with target-action, and a row that pushes a detail screen.
@MainActor
final class NetworksViewController: UITableViewController {
    enum Section: Int, CaseIterable { case known, other }

    private var dataSource: UITableViewDiffableDataSource<Section, String>!
    private(set) var events: [String] = []
    private(set) var addTaps = 0

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Wi-Fi"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: NetworksViewController.addNetwork)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "network")
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "network", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessoryType = indexPath.section == 0 ? .disclosureIndicator : .detailButton
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(["Home", "Office"], toSection: .known)
        snapshot.appendItems(["Café", "Library", "Airport"], toSection: .other)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func addNetwork() {
        addTaps += 1
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("select \(indexPath.section).\(indexPath.row)")
        guard indexPath.section == 0 else { return }
        let detail = UIViewController()
        detail.title = dataSource.itemIdentifier(for: indexPath)
        navigationController?.pushViewController(detail, animated: true)
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        events.append("info \(indexPath.section).\(indexPath.row)")
    }
}
