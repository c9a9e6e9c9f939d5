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

    /// A root `width` points wide on `screen` showing a controller's view, laid out (keep the root alive).
    private func root(showing controller: UIViewController, width: CGFloat, screen: UIScreen?) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 800))
        root.host.screen = screen
        controller.view.frame = root.bounds
        root.addSubview(controller.view)
        root.layoutIfNeeded()
        return root
    }

    // UIKit: a view controller's root view keeps its leading and trailing layout margins at least
    // `systemMinimumLayoutMargins` while `viewRespectsSystemMinimumLayoutMargins` (default true); the
    // minimum is the screen's side margin that lists and cells use (16 points on 320- and 375-point
    // screens, 20 on wider ones, as measured above), zero at the top and bottom.
    @Test func aControllersViewGetsTheSystemMinimumSideMargins() throws {
        for (width, expected): (CGFloat, CGFloat) in [(375, 16), (393, 20), (1024, 20)] {
            let controller = UIViewController()
            let root = root(showing: controller, width: width, screen: Self.screen(width, 800))
            let view = try #require(controller.view)
            #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: expected, bottom: 0, trailing: expected))
            #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: expected, bottom: 8, trailing: expected),
                    "a \(width)-point screen: \(view.directionalLayoutMargins)")
            withExtendedLifetime(root) {}
        }
    }

    @Test func aControllerCanLetItsViewKeepSmallerMargins() throws {
        let controller = UIViewController()
        controller.viewRespectsSystemMinimumLayoutMargins = false
        let root = root(showing: controller, width: 393, screen: Self.screen(393, 852))
        let view = try #require(controller.view)
        #expect(view.directionalLayoutMargins.leading == 8)
        controller.viewRespectsSystemMinimumLayoutMargins = true
        #expect(view.directionalLayoutMargins.leading == 20)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 32, bottom: 0, trailing: 4)
        #expect(view.directionalLayoutMargins.leading == 32, "larger margins than the minimum stay")
        #expect(view.directionalLayoutMargins.trailing == 20, "smaller ones grow to it")
        withExtendedLifetime(root) {}
    }

    @Test func aViewThatIsNotAControllersKeepsItsMargins() throws {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 800))
        plain.host.screen = Self.screen(393, 852)
        #expect(plain.directionalLayoutMargins.leading == 8)
    }
}
