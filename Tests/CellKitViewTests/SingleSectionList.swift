@testable import CellKit
import Foundation

/// A one-section diffable list of strings, laid out: the setup the geometry tests share.
@MainActor
struct SingleSectionList<Cell: UICollectionViewCell> {
    let view: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    /// A list of `appearance`, `size`, showing `items` in cells that `configure` sets up.
    init(_ appearance: UICollectionLayoutListConfiguration.Appearance, size: CGSize, items: [String],
         configure: @escaping @MainActor (Cell, String) -> Void) {
        view = UICollectionView(frame: CGRect(origin: .zero, size: size),
                                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: appearance)))
        let registration = UICollectionView.CellRegistration<Cell, String> { cell, _, item in configure(cell, item) }
        dataSource = UICollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot)
        view.layoutIfNeeded()
    }

    /// The cell of item `index`.
    func cell(_ index: Int) -> Cell? {
        view.cellForItem(at: IndexPath(item: index, section: 0)) as? Cell
    }
}
