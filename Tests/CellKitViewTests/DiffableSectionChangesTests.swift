@testable import CellKit
import Foundation
import Testing

/// Section-level changes keep headers, outlines and indentation with their sections.
@Suite @MainActor struct DiffableSectionChangesTests {
    private func makeList(headers: Bool = false) -> (UICollectionView, UICollectionViewDiffableDataSource<String, String>) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        if headers { configuration.headerMode = .supplementary }
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 800),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: list) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: title)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { [weak dataSource] header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = dataSource?.sectionIdentifier(for: indexPath.section)
            header.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        KeepAlive.keep(dataSource)
        return (list, dataSource)
    }

    private func headerText(_ list: UICollectionView, section: Int) -> String? {
        let header = list.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
        return ((header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    @Test func headersFollowTheirSectionsWhenSectionsMove() {
        let (list, dataSource) = makeList(headers: true)
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(["a1"], toSection: "A")
        snapshot.appendItems(["b1", "b2"], toSection: "B")
        dataSource.apply(snapshot)
        list.layoutIfNeeded()
        #expect(headerText(list, section: 0) == "A")
        snapshot.moveSection("B", beforeSection: "A")
        dataSource.apply(snapshot)
        list.layoutIfNeeded()
        #expect(headerText(list, section: 0) == "B")
        #expect(headerText(list, section: 1) == "A")
    }

    @Test func reorderingInOneSectionKeepsAnotherSectionsOutline() {
        let (list, dataSource) = makeList()
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        var flat = NSDiffableDataSourceSnapshot<String, String>()
        flat.appendSections(["flat"])
        flat.appendItems(["x", "y", "z"], toSection: "flat")
        dataSource.apply(flat)
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["P"])
        outline.append(["c1", "c2"], to: "P")
        dataSource.apply(outline, to: "tree")
        list.layoutIfNeeded()
        dataSource.moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0), in: list)
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "flat") == ["y", "z", "x"])
        let tree = dataSource.snapshot(for: "tree")
        #expect(tree.items == ["P", "c1", "c2"])
        #expect(tree.level(of: "c1") == 1)
        #expect(!tree.isExpanded("P"))
    }

    @Test func reusedCellsResetTheirIndentation() {
        let (list, dataSource) = makeList()
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["P"])
        outline.append(["c1", "c2"], to: "P")
        outline.expand(["P"])
        dataSource.apply(outline, to: "tree")
        list.layoutIfNeeded()
        var flat = NSDiffableDataSourceSnapshot<String, String>()
        flat.appendSections(["flat"])
        flat.appendItems(["x", "y", "z"], toSection: "flat")
        dataSource.apply(flat)
        list.layoutIfNeeded()
        let levels = (0..<3).map { (list.cellForItem(at: IndexPath(item: $0, section: 0)) as? UICollectionViewListCell)?.indentationLevel }
        #expect(levels == [0, 0, 0])
    }
}
