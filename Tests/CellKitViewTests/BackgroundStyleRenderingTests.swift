@testable import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

private extension UIBackgroundConfiguration {
    var isAccompaniedSidebar: Bool { self == .listAccompaniedSidebarCell() }
    var isHeaderOrFooter: Bool {
        [.listPlainHeaderFooter(), .listGroupedHeaderFooter(), .listSidebarHeader(), .listHeader(), .listFooter()].contains(self)
    }
}

/// Every background configuration style in the normal, highlighted, selected, disabled and
/// focused states, and inset-grouped sections with rounded outer corners.
@Suite(.gtk) @MainActor struct BackgroundStyleRenderingTests {
    private static let states: [(name: String, apply: (UICollectionViewListCell) -> Void)] = [
        ("Normal", { _ in }),
        ("Highlighted", { $0.isHighlighted = true }),
        ("Selected", { $0.isSelected = true }),
        ("Disabled", { $0.setSystemStates($0.systemStates.union(.disabled)) }),
        ("Focused", { $0.setSystemStates($0.systemStates.union(.focused)) }),
    ]

    private func tile(_ style: () -> UIBackgroundConfiguration, environment: UIListEnvironment,
                      state: (UICollectionViewListCell) -> Void, title: String) -> UICollectionViewListCell {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 150, height: 44))
        cell.traitOverrides.listEnvironment = environment
        // Each background goes with its matching content style.
        var content = UIListContentConfiguration.cell()
        UITraitCollection(listEnvironment: environment).performAsCurrent {
            let background = style()
            content = background.isAccompaniedSidebar ? .accompaniedSidebarCell()
                : background.isHeaderOrFooter ? .header() : .cell()
        }
        content.text = title
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.clear()
        UITraitCollection(listEnvironment: environment).performAsCurrent { background = style() }
        cell.backgroundConfiguration = background
        state(cell)
        return cell
    }

    private func grid(_ rows: [(() -> UIBackgroundConfiguration, UIListEnvironment)], style: UIUserInterfaceStyle = .light) -> UIView {
        let width: CGFloat = 150, gap: CGFloat = 6
        let root = UIView(frame: CGRect(x: 0, y: 0, width: gap + CGFloat(Self.states.count) * (width + gap), height: 10))
        root.traitOverrides.userInterfaceStyle = style
        root.backgroundColor = .systemGroupedBackground
        var y = gap
        for (style, environment) in rows {
            for (column, state) in Self.states.enumerated() {
                let cell = tile(style, environment: environment, state: state.apply, title: state.name)
                cell.frame = CGRect(x: gap + CGFloat(column) * (width + gap), y: y, width: width, height: 44)
                root.addSubview(cell)
            }
            y += 44 + gap
        }
        root.frame.size.height = y
        root.layoutIfNeeded()
        return root
    }

    private static let cellRows: [(() -> UIBackgroundConfiguration, UIListEnvironment)] = [
        ({ .listPlainCell() }, .plain),
        ({ .listGroupedCell() }, .insetGrouped),
        ({ .listSidebarCell() }, .sidebar),
        ({ .listAccompaniedSidebarCell() }, .sidebar),
        ({ .listCell() }, .sidebarPlain),
        ({ .clear() }, .plain),
    ]

    private static let headerRows: [(() -> UIBackgroundConfiguration, UIListEnvironment)] = [
        ({ .listPlainHeaderFooter() }, .plain),
        ({ .listGroupedHeaderFooter() }, .insetGrouped),
        ({ .listSidebarHeader() }, .sidebar),
        ({ .listHeader() }, .plain),
        ({ .listFooter() }, .insetGrouped),
    ]

    @Test func cellBackgroundsInEveryStateInDark() throws {
        GoldenImage.assertMatches(try ViewSnapshot.image(of: grid(Self.cellRows, style: .dark)), named: "background-cell-styles-by-state-dark")
    }

    @Test func headerBackgroundsInEveryStateInDark() throws {
        GoldenImage.assertMatches(try ViewSnapshot.image(of: grid(Self.headerRows, style: .dark)), named: "background-header-styles-by-state-dark")
    }

    @Test func cellBackgroundsInEveryState() throws {
        let view = grid(Self.cellRows)
        GoldenImage.assertMatches(try ViewSnapshot.image(of: view), named: "background-cell-styles-by-state")
    }

    @Test func headerBackgroundsInEveryState() throws {
        let view = grid(Self.headerRows)
        GoldenImage.assertMatches(try ViewSnapshot.image(of: view), named: "background-header-styles-by-state")
    }

    @Test func backgroundPropertiesDrawInsetsRadiusStrokeAndImage() throws {
        func cell(_ configure: (inout UIBackgroundConfiguration) -> Void) -> UICollectionViewListCell {
            let cell = UICollectionViewListCell(frame: .zero)
            var content = cell.defaultContentConfiguration()
            content.text = "Background properties"
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell()
            configure(&background)
            cell.backgroundConfiguration = background
            return cell
        }
        let cells = [
            cell { $0.backgroundColor = .systemYellow; $0.cornerRadius = 12; $0.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8) },
            cell { $0.backgroundColor = nil; $0.backgroundColorTransformer = .grayscale; $0.cornerRadius = 8 },
            cell { $0.backgroundColor = .systemBackground; $0.strokeColor = .systemRed; $0.strokeWidth = 2; $0.cornerRadius = 10;
                   $0.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing] },
            cell { $0.backgroundColor = .systemBackground; $0.strokeWidth = 3; $0.strokeOutset = 3; $0.cornerRadius = 8;
                   $0.backgroundInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12) },
            cell { $0.image = UIImage(named: "sample-landscape"); $0.imageContentMode = .scaleAspectFill; $0.cornerRadius = 6 },
            cell { $0.backgroundColor = .systemBackground; $0.cornerRadius = 10
                   $0.backgroundInsets = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
                   $0.shadowProperties.opacity = 0.35; $0.shadowProperties.radius = 4
                   $0.shadowProperties.offset = CGSize(width: 0, height: 2) },
        ]
        GoldenImage.assertMatches(try ViewSnapshot.image(of: CellSheet.make(cells)), named: "background-properties")
    }

    @Test func insetGroupedSectionsRoundTheirOuterCorners() throws {
        let positions: [UICollectionViewListCell.GroupPosition] = [.first, .middle, .last, .only]
        let cells = positions.enumerated().map { index, position in
            let cell = UICollectionViewListCell(frame: .zero)
            cell.traitOverrides.listEnvironment = .insetGrouped
            var content = cell.defaultContentConfiguration()
            content.text = ["First", "Middle", "Last", "Only row"][index]
            content.image = UIImage(systemName: ["gear", "bell", "wifi", "person"][index])
            cell.contentConfiguration = content
            cell.groupPosition = position
            return cell as UIView
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 10))
        root.backgroundColor = .systemGroupedBackground
        var y: CGFloat = 20
        for (index, cell) in cells.enumerated() {
            if index == 3 { y += 20 }
            cell.frame = CGRect(x: 20, y: y, width: 335, height: 44)
            root.addSubview(cell)
            y += 44
        }
        root.frame.size.height = y + 20
        root.layoutIfNeeded()
        GoldenImage.assertMatches(try ViewSnapshot.image(of: root), named: "inset-grouped-first-middle-last")
    }
}
