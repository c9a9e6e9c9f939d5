import CGtk
@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RealInput
import RenderingTestSupport

/// A compositional grid in its own `UIWindow`, on the Xvfb screen and targeted by real input: a row of
/// 150 × 120 tiles in solid, distinct colors that scrolls sideways (`.continuous`, 10 points apart, inset
/// 16), above a two-column grid of tiles that turn blue when selected.
@MainActor
final class GridWindowUnderRealInput {
    let window: UIWindow
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>
    let input: RealInput
    /// The colors of the sideways row's tiles, in item order.
    static let rowColors: [UInt32] = [0xFF3B30, 0x34C759, 0x007AFF, 0xFF9500, 0xAF52DE, 0xFFCC00, 0x5856D6, 0xFF2D55]
    /// A grid tile's fill, and the fill of a selected one.
    static let gridFill: UInt32 = 0xE5E5EA
    static let gridSelectedFill: UInt32 = 0x007AFF
    /// The number of grid tiles.
    static let gridCount = 6
    /// The sideways row: its tiles' width and height, the space between them and its leading inset.
    static let tileWidth: CGFloat = 150, tileHeight: CGFloat = 120, tileSpacing: CGFloat = 10, rowInset: CGFloat = 16

    static func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, _ in
            let fill = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            if index == 0 {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(tileWidth), heightDimension: .absolute(tileHeight)), subitems: [fill])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = tileSpacing
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: rowInset, bottom: 8, trailing: rowInset)
                return section
            }
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: fill, count: 2)
            group.interItemSpacing = .fixed(10)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            return section
        }
    }

    init() throws {
        try GtkTestEnvironment.start()
        input = try RealInput.start()
        input.beginSession()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 460))
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: Self.layout())
        collectionView.backgroundColor = .white
        window.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, indexPath, item in
            if indexPath.section == 0 {
                cell.contentView.backgroundColor = Self.color(Self.rowColors[item % Self.rowColors.count])
            } else {
                cell.configurationUpdateHandler = { cell, state in
                    cell.contentView.backgroundColor = Self.color(state.isSelected ? Self.gridSelectedFill : Self.gridFill)
                }
            }
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<Self.rowColors.count), toSection: 0)
        snapshot.appendItems(Array(100..<100 + Self.gridCount), toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        try input.show(window)
    }

    static func color(_ hex: UInt32) -> UIColor {
        UIColor(red: CGFloat((hex >> 16) & 0xff) / 255, green: CGFloat((hex >> 8) & 0xff) / 255, blue: CGFloat(hex & 0xff) / 255, alpha: 1)
    }

    /// Hides the window (it is destroyed with the `UIWindow`) and ends the input session.
    func close() { input.release(window) }

    /// The collection view's GTK widget: points in it are the collection view's own (it is not scrolled).
    var widget: UnsafeMutablePointer<GtkWidget> { ViewTesting.gtkWidget(of: collectionView) }

    /// How far the sideways row is scrolled.
    var rowOffset: CGFloat { collectionView.engine.orthogonalOffset(ofSection: 0) }

    /// The tile of the sideways row under `x` (collection view coordinates) at `offset`, or nil for a gap.
    static func rowTile(atX x: CGFloat, offset: CGFloat) -> Int? {
        let content = x + offset - rowInset
        guard content >= 0 else { return nil }
        let index = Int(content / (tileWidth + tileSpacing))
        let within = content - CGFloat(index) * (tileWidth + tileSpacing)
        return within < tileWidth && index < rowColors.count ? index : nil
    }

    /// The vertical middle of the sideways row.
    static let rowMidY: CGFloat = 8 + tileHeight / 2

    /// The on-screen color at a point of the collection view.
    func screenColor(at point: CGPoint) throws -> ScreenColor {
        try ScreenPixels.color(of: widget, at: point)
    }

    /// The selected grid tiles (positions in the grid section).
    var selectedGridItems: [Int] {
        (collectionView.indexPathsForSelectedItems ?? []).filter { $0.section == 1 }.map(\.item).sorted()
    }
}
