import CellKit
import CellScope
import Foundation

/// Demo 4: standard list content next to custom views.
@MainActor
enum BadgesDemo {
    static let demo = PreviewDemo(
        id: "badges", title: "Badges",
        summary: "A UIListContentView beside a count badge, a progress bar and a status label, all following state and Dynamic Type.",
        items: SyncFolder.samples.map { PreviewItem(id: $0.id, title: $0.title) }
    ) { context in
        makeList(width: context.width)
    }

    static func makeList(width: CGFloat) -> UICollectionView {
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<SyncFolderCell, SyncFolder> { cell, _, folder in
            cell.folder = folder
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, SyncFolder>(collectionView: collectionView) {
            collectionView, indexPath, folder in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: folder)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, SyncFolder>()
        snapshot.appendSections([0])
        snapshot.appendItems(SyncFolder.samples)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        DemoRetainer.keep(dataSource, with: collectionView)
        return collectionView
    }
}
