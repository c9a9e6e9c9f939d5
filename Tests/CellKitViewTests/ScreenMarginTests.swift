@testable import CellKit
import Foundation
import RenderingTestSupport
import Testing

/// The screen a root is shown on decides the system side margins (16 points on 320- and 375-point
/// screens, 20 on wider ones, whatever the view's own width) and the root's display scale.
@Suite(.serialized, .gtk) @MainActor struct ScreenMarginTests {
    /// A list of `appearance` `width` points wide, on `screen`, laid out; returns its first cell.
    private func firstCell(_ appearance: UICollectionLayoutListConfiguration.Appearance, width: CGFloat,
                           screen: UIScreen?) throws -> (UICollectionViewCell, UICollectionView) {
        let list = SingleSectionList<UICollectionViewListCell>(appearance, size: CGSize(width: width, height: 400),
                                                               items: ["One", "Two"]) { cell, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        list.view.host.screen = screen
        list.view.layoutIfNeeded()
        let cell = try #require(list.cell(0))
        return withExtendedLifetime(list.dataSource) { (cell, list.view) }
    }

    static func screen(_ width: CGFloat, _ height: CGFloat, scale: CGFloat = 3) -> UIScreen {
        UIScreen(bounds: CGRect(x: 0, y: 0, width: width, height: height), scale: scale)
    }

    @Test func phonesWiderThan375PointsGet20PointMargins() throws {
        for (width, expected): (CGFloat, CGFloat) in [(320, 16), (375, 16), (390, 20), (393, 20), (430, 20)] {
            let (cell, _) = try firstCell(.plain, width: width, screen: Self.screen(width, 800))
            #expect(cell.directionalLayoutMargins.leading == expected, "a \(width)-point screen")
            #expect(cell.directionalLayoutMargins.trailing == expected, "a \(width)-point screen")
        }
    }

    @Test func theScreenNotTheViewDecides() throws {
        let (cell, _) = try firstCell(.plain, width: 375, screen: Self.screen(393, 852))
        #expect(cell.directionalLayoutMargins.leading == 20, "a 375-point view on a 393-point screen")
        let (insetCell, _) = try firstCell(.insetGrouped, width: 375, screen: Self.screen(393, 852))
        #expect(insetCell.frame.minX == 20)
        #expect(insetCell.frame.width == 335)
    }

    @Test func withoutAScreenTheViewWidthDecidesAsBefore() throws {
        #expect(try firstCell(.plain, width: 393, screen: nil).0.directionalLayoutMargins.leading == 16)
        #expect(try firstCell(.plain, width: 430, screen: nil).0.directionalLayoutMargins.leading == 20)
    }

    @Test func iPadsAndLandscapePhonesGet20PointMargins() throws {
        #expect(try firstCell(.plain, width: 1024, screen: Self.screen(1024, 1366, scale: 2)).0.directionalLayoutMargins.leading == 20)
        #expect(try firstCell(.plain, width: 667, screen: Self.screen(667, 375, scale: 2)).0.directionalLayoutMargins.leading == 20)
    }

    @Test func theScreenGivesTheRootItsDisplayScale() throws {
        let (cell, list) = try firstCell(.plain, width: 393, screen: Self.screen(393, 852))
        #expect(cell.traitCollection.displayScale == 3)
        list.traitOverrides.displayScale = 1
        #expect(cell.traitCollection.displayScale == 1, "the root's trait overrides win")
        let screen = Self.screen(393, 852)
        #expect(screen.nativeBounds.size == CGSize(width: 1179, height: 2556))
        #expect(Self.screen(852, 393).nativeBounds.size == CGSize(width: 1179, height: 2556), "native bounds are portrait")
    }

    @Test func listHeadersLineUpWithTheRows() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 400),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        list.host.screen = Self.screen(393, 852)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
            var content = header.defaultContentConfiguration()
            content.text = "Header"
            header.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        source.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One"])
        source.apply(snapshot)
        list.layoutIfNeeded()
        let header = try #require(list.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                         at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(header.directionalLayoutMargins.leading == 20)
        #expect(header.directionalLayoutMargins.trailing == 20)
    }
}
