import CellKit
import CellKitGTK
import CGtk
import Foundation

/// The CellKit side's list, built the way a UIKit app builds one: a `UICollectionView` with a sidebar
/// list layout, a cell registration that gives each row a folder symbol and a "Folder N" label, and a
/// diffable data source fed with one section of integer identifiers. Selection is UIKit's own: the
/// sidebar's default cell styling fills the selected row with the tint color and turns its label and
/// symbol white. The scroll indicator is off (the native list shows no scroll bar either).
@MainActor
final class FolderList: NSObject, UICollectionViewDelegate {
    /// The window size both sides use.
    static let windowSize = CGSize(width: 375, height: 667)

    let window: UIWindow
    private(set) var collectionView: UICollectionView
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>
    /// Called when a row was selected (by the person, through the list's own input handling).
    var onSelect: ((IndexPath) -> Void)?

    init(itemCount: Int) {
        window = UIWindow(frame: CGRect(origin: .zero, size: Self.windowSize))
        (collectionView, dataSource) = Self.makeList(itemCount: itemCount, in: window)
        super.init()
        collectionView.delegate = self
    }

    /// Shows the window.
    func show() {
        window.makeKeyAndVisible()
    }

    /// The GTK window (the list must be shown).
    var gtkWindow: UnsafeMutablePointer<GtkWindow> {
        ViewTesting.gtkWindow(of: window)!
    }

    /// The GTK widget of the list itself, for pointing at rows.
    var listWidget: UnsafeMutablePointer<GtkWidget> {
        ViewTesting.gtkWidget(of: collectionView)
    }

    /// Throws the list away and builds it again with the same rows: a new collection view, registration,
    /// data source and snapshot, whose cells are all created anew.
    func rebuild(itemCount: Int) {
        collectionView.removeFromSuperview()
        (collectionView, dataSource) = Self.makeList(itemCount: itemCount, in: window)
        collectionView.delegate = self
    }

    /// The center of a row in the list's coordinates (the list must be laid out).
    func center(ofRow row: Int) -> CGPoint? {
        guard let cell = collectionView.cellForItem(at: IndexPath(item: row, section: 0)) else { return nil }
        return CGPoint(x: cell.frame.midX - collectionView.contentOffset.x, y: cell.frame.midY - collectionView.contentOffset.y)
    }

    /// The selected row, if any.
    var selectedRow: Int? {
        collectionView.indexPathsForSelectedItems?.first?.item
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onSelect?(indexPath)
    }

    private static func makeList(itemCount: Int, in window: UIWindow)
        -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.showsSeparators = false
        let list = UICollectionView(frame: window.bounds,
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.showsVerticalScrollIndicator = false
        window.addSubview(list)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Folder \(item)"
            content.image = UIImage(systemName: "folder")
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: list) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<itemCount))
        dataSource.apply(snapshot, animatingDifferences: false)
        return (list, dataSource)
    }
}
