import CGtk
@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RealInput
import RenderingTestSupport

/// A CellKit list in its own `UIWindow` (an inset grouped list of fruit rows), shown on the Xvfb
/// screen and targeted by real input: for list features no built-in demo uses (disabled rows,
/// editing mode with reorder and delete controls).
@MainActor
final class ListWindowUnderRealInput {
    let window: UIWindow
    let list: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    let delegate = ListDelegateRecorder()
    let input: RealInput
    /// The items, in order.
    static let fruit = ["Apples", "Bread", "Coffee", "Dates", "Eggs", "Figs"]

    init(accessories: [UICellAccessory] = [], editing: Bool = false, disabled: Set<Int> = [],
         trailingActions: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? = nil) throws {
        try GtkTestEnvironment.start()
        input = try RealInput.start()
        input.beginSession()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = trailingActions
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 420))
        list = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        window.addSubview(list)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = accessories
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: list) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.fruit)
        dataSource.apply(snapshot)
        delegate.disabledItems = disabled
        list.delegate = delegate
        list.isEditing = editing
        try input.show(window)
    }

    /// Hides the window (it is destroyed with the `UIWindow`), so it covers no later test's window,
    /// and ends the input session.
    func close() { input.release(window) }

    /// The cell of an item (every row is visible).
    func cell(_ item: Int) -> UICollectionViewCell {
        list.cellForItem(at: IndexPath(item: item, section: 0))!
    }

    /// The GTK widget of an item's cell.
    func cellWidget(_ item: Int) -> UnsafeMutablePointer<GtkWidget> {
        ViewTesting.gtkWidget(of: cell(item))
    }

    /// The selected items.
    var selectedItems: [Int] {
        (list.indexPathsForSelectedItems ?? []).map(\.item).sorted()
    }

    /// The on-screen image of an item's cell.
    func screenImage(_ item: Int) throws -> PixelImage {
        try ScreenPixels.image(of: cellWidget(item))
    }

    /// The GTK widget of an accessory's view in an item's cell.
    func accessoryWidget(_ type: UICellAccessory.AccessoryType, item: Int) -> UnsafeMutablePointer<GtkWidget>? {
        (cell(item) as? UICollectionViewListCell)?.accessoryHost.view(for: type).map { ViewTesting.gtkWidget(of: $0) }
    }
}

/// Records what the collection view tells its delegate, and disables the items it is told to.
@MainActor
final class ListDelegateRecorder: UICollectionViewDelegate {
    var events: [String] = []
    var disabledItems: Set<Int> = []

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        !disabledItems.contains(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !disabledItems.contains(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.item)")
    }
}
