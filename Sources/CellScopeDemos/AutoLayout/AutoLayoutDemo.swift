import CellKit
import CellScope
import Foundation

/// Demo 7: a team list whose rows are laid out with Auto Layout and size themselves.
@MainActor
enum AutoLayoutDemo {
    static let demo = PreviewDemo(
        id: "auto-layout", title: "Auto Layout",
        summary: "Profile rows laid out with constraints (an avatar and a stack of wrapping labels anchored to the layout margins) that size themselves; direct reports indent through a constraint's constant.",
        items: Profile.samples.map { PreviewItem(id: $0.id, title: $0.name) },
        customStates: [PreviewCustomState("report", key: .isDirectReport)]
    ) { context in
        makeList(width: context.width)
    }

    static func makeList(width: CGFloat) -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<ProfileCell, Profile> { cell, _, profile in
            cell.profile = profile
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Profile>(collectionView: collectionView) {
            collectionView, indexPath, profile in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: profile)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Profile>()
        snapshot.appendSections([0])
        snapshot.appendItems(Profile.samples)
        dataSource.apply(snapshot, animatingDifferences: false)
        DemoRetainer.keep(dataSource, with: collectionView)
        return collectionView
    }
}
