@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// A list written the way Apple's list-appearances sample writes it: `headerMode =
/// .firstItemInSection`, each section's first item a header configured with
/// `defaultContentConfiguration()` and an automatic `.outlineDisclosure()`, its rows below it.
@MainActor
final class FirstItemHeaderList {
    let list: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(appearance: UICollectionLayoutListConfiguration.Appearance, width: CGFloat = 320) {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .firstItemInSection
        list = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 900),
                                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.image = UIImage(systemName: "star")
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: list) { collectionView, indexPath, title in
            indexPath.item == 0
                ? collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: title)
                : collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        dataSource.apply(snapshot, animatingDifferences: false)
        for section in 0..<2 {
            var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<String>()
            let header = "Section \(section + 1)"
            sectionSnapshot.append([header])
            sectionSnapshot.append((1...3).map { "Item \(section + 1).\($0)" }, to: header)
            sectionSnapshot.expand([header])
            dataSource.apply(sectionSnapshot, to: section, animatingDifferences: false)
        }
        list.layoutIfNeeded()
    }

    func cell(_ item: Int, section: Int = 0) -> UICollectionViewListCell {
        list.cellForItem(at: IndexPath(item: item, section: section)) as! UICollectionViewListCell
    }

    func content(_ item: Int, section: Int = 0) -> UIListContentConfiguration {
        cell(item, section: section).contentConfiguration as! UIListContentConfiguration
    }

    /// The list sized to its content.
    func fitted() -> UICollectionView {
        list.frame.size.height = list.contentSize.height
        list.layoutIfNeeded()
        return list
    }
}

/// In a list with `headerMode = .firstItemInSection`, the first item of each section gets UIKit's
/// header look for the list's appearance (content, background, no separator, outside the inset
/// group) and its automatic outline disclosure acts as a header's: a tap toggles the section.
@Suite(.gtk) @MainActor struct FirstItemHeaderTests {
    @Test func theFirstItemGetsTheHeaderStyleOfTheListsAppearance() {
        let grouped = FirstItemHeaderList(appearance: .insetGrouped)
        #expect(grouped.content(0).textProperties.transform == .uppercase, "grouped headers are uppercase")
        #expect(grouped.content(0).textProperties.font.pointSize == 13, "footnote")
        #expect(grouped.content(0).textProperties.color == .secondaryLabel)
        #expect(grouped.content(1).textProperties.font.pointSize == 17, "rows keep the body cell style")
        #expect(grouped.content(1).textProperties.transform == .none)

        let sidebar = FirstItemHeaderList(appearance: .sidebar)
        #expect(sidebar.content(0).textProperties.font.pointSize == 20, "sidebar headers are title3")
        #expect(sidebar.content(0).textProperties.font.weight == .bold)
        #expect(sidebar.content(0).textProperties.color == .label)

        let plain = FirstItemHeaderList(appearance: .plain)
        #expect(plain.content(0).textProperties.font.weight.rawValue >= UIFont.Weight.semibold.rawValue, "plain headers are bold")
        #expect(plain.content(0).textProperties.color == .secondaryLabel)
        #expect(plain.content(0, section: 1).textProperties.color == .secondaryLabel, "every section's first item")
    }

    @Test func theFirstItemHasTheHeaderBackgroundAndNoMinimumRowHeight() {
        let grouped = FirstItemHeaderList(appearance: .grouped)
        let traits = grouped.cell(0).traitCollection
        #expect(grouped.cell(0).backgroundConfiguration == traits.resolving { UIBackgroundConfiguration.listHeader() })
        #expect(grouped.cell(1).backgroundConfiguration == traits.resolving { UIBackgroundConfiguration.listCell() })
        #expect(grouped.cell(0).minimumHeight == 0)
        #expect(grouped.cell(1).minimumHeight == 44)
    }

    @Test func theInsetGroupStartsBelowTheHeaderAndTheHeaderHasNoSeparator() {
        let grouped = FirstItemHeaderList(appearance: .insetGrouped)
        #expect(grouped.cell(1).groupPosition == .first)
        #expect(grouped.cell(2).groupPosition == .middle)
        #expect(grouped.cell(3).groupPosition == .last)
        let plain = FirstItemHeaderList(appearance: .plain)
        let header = plain.cell(0).frame
        let lines = plain.list.separatorOverlay.lineRects
        #expect(!lines.contains { abs($0.maxY - header.maxY) < 1 }, "no separator under the header")
        #expect(lines.contains { abs($0.maxY - plain.cell(1).frame.maxY) < 1 }, "rows keep theirs")
    }

    @Test func aCellReusedBelowTheHeaderLosesTheHeaderLook() {
        let plain = FirstItemHeaderList(appearance: .plain)
        let header = plain.cell(0)
        #expect(header.isFirstItemHeader)
        #expect(!plain.cell(1).isFirstItemHeader)
        header.isFirstItemHeader = false
        #expect(header.defaultContentConfiguration().textProperties.font.pointSize == 17, "a plain cell again")
        #expect(header.minimumHeight == 44)
    }

    @Test func aClickOnTheHeaderTogglesItsSectionAndSelectsNothing() {
        let sidebar = FirstItemHeaderList(appearance: .sidebar)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.addSubview(sidebar.list)
        _ = ViewTesting.gtkWidget(of: window)
        window.layoutIfNeeded()
        #expect(sidebar.cell(0).outlineDisclosureStyle == .header, "automatic resolves to the header style")
        #expect(sidebar.list.numberOfItems(inSection: 0) == 4)
        ViewTesting.clickItem(at: IndexPath(item: 0, section: 0), in: sidebar.list)
        #expect(sidebar.list.numberOfItems(inSection: 0) == 1, "collapsed")
        #expect(sidebar.list.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test(arguments: [("light", UIUserInterfaceStyle.light, UIContentSizeCategory.large, "L"),
                      ("dark", .dark, .large, "L"), ("light", .light, .accessibilityExtraLarge, "AX3"),
                      ("dark", .dark, .accessibilityExtraLarge, "AX3")])
    func headersInEveryAppearanceMatchTheirGolden(name: String, style: UIUserInterfaceStyle,
                                                  size: UIContentSizeCategory, sizeName: String) throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 4 * 320 + 3 * 8, height: 10))
        root.backgroundColor = .separator
        root.traitOverrides.userInterfaceStyle = style
        root.traitOverrides.preferredContentSizeCategory = size
        var x: CGFloat = 0, height: CGFloat = 0
        for appearance in [UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar] {
            let host = FirstItemHeaderList(appearance: appearance)
            KeepAlive.keep(host)
            root.addSubview(host.list)
            host.list.frame.origin.x = x
            host.list.layoutIfNeeded()
            let list = host.fitted()
            height = max(height, list.frame.height)
            x += 328
        }
        root.frame.size.height = height
        root.layoutIfNeeded()
        GoldenImage.assertMatches(try ViewSnapshot.image(of: root), named: "first-item-headers-\(name)-\(sizeName)")
    }
}
