@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// A delete control without a handler opens the row's trailing swipe actions, as in UIKit.
@Suite(.serialized, .gtk) @MainActor struct DeleteControlTests {
    @Test func deleteWithoutAHandlerRevealsTheTrailingActions() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let list = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        window.addSubview(list)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.delete()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One", "Two", "Three"])
        dataSource.apply(snapshot)
        list.isEditing = true
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        let cell = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
        let delete = try #require(cell.subviews.compactMap { $0 as? SystemAccessoryView }.first { $0.kind == .delete })
        ViewTesting.click(delete)
        #expect(cell.configurationState.isSwiped)
        #expect(list.swipeActions.visibleButtons.map(\.action.title) == ["Delete"])
        withExtendedLifetime(dataSource) {}
    }
}
