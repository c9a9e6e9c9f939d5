import Foundation

/// The geometry of a list: where every header, item and footer goes, from section configurations,
/// counts and (estimated or measured) heights. Pure arithmetic, O(items), so a 100 000-item list
/// lays out in well under a frame; lookups of what is visible are binary searches.
///
/// Metrics per appearance (UIKit's observed defaults where known, plausible values otherwise):
/// - plain: full-width rows; 22 points above each supplementary header (`headerTopPadding`).
/// - grouped: full-width rows; 35 points above a section without a header.
/// - insetGrouped: rows inset by the layout margin (16, or 20 when the list is wider than 400
///   points); sections round their outer corners; 35 points above a section without a header.
/// - sidebar / sidebarPlain: rows inset by 10 points; 10 points between sections.
package struct ListLayoutEngine {
    /// The frames of one section.
    package struct Section {
        package var header: CGRect?
        package var footer: CGRect?
        package var itemX: CGFloat
        package var itemWidth: CGFloat
        /// The top of each item, in content coordinates.
        var itemTops: [CGFloat]
        var itemHeights: [CGFloat]
        var top: CGFloat
        var bottom: CGFloat

        func itemFrame(_ item: Int) -> CGRect {
            CGRect(x: itemX, y: itemTops[item], width: itemWidth, height: itemHeights[item])
        }
    }

    /// What the engine needs to know about one section.
    package struct SectionInput {
        /// The section's list appearance (`UICollectionLayoutListConfiguration.Appearance` as a list environment).
        var appearance: UIListEnvironment
        /// The configuration's `headerTopPadding`, when set.
        var headerTopPadding: CGFloat?
        var itemHeights: [CGFloat]
        var headerHeight: CGFloat?
        var footerHeight: CGFloat?

        package init(appearance: UIListEnvironment, headerTopPadding: CGFloat?, itemHeights: [CGFloat],
                     headerHeight: CGFloat?, footerHeight: CGFloat?) {
            self.appearance = appearance
            self.headerTopPadding = headerTopPadding
            self.itemHeights = itemHeights
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
        }
    }

    package private(set) var sections: [Section] = []
    package private(set) var contentHeight: CGFloat = 0

    /// Lays out sections for a list `width` points wide.
    package init(sections inputs: [SectionInput], width: CGFloat) {
        var y: CGFloat = 0
        for (index, input) in inputs.enumerated() {
            let metrics = Self.metrics(for: input.appearance, width: width)
            y += Self.spacingBefore(section: index, input: input)
            let top = y
            var header: CGRect?
            if let height = input.headerHeight {
                header = CGRect(x: metrics.x, y: y, width: metrics.width, height: height)
                y += height
            }
            var tops = [CGFloat]()
            tops.reserveCapacity(input.itemHeights.count)
            for height in input.itemHeights {
                tops.append(y)
                y += height
            }
            var footer: CGRect?
            if let height = input.footerHeight {
                footer = CGRect(x: metrics.x, y: y, width: metrics.width, height: height)
                y += height
            }
            sections.append(Section(header: header, footer: footer, itemX: metrics.x, itemWidth: metrics.width,
                                    itemTops: tops, itemHeights: input.itemHeights, top: top, bottom: y))
        }
        contentHeight = y + (inputs.last.map { Self.bottomPadding($0.appearance) } ?? 0)
    }

    /// The horizontal placement of rows.
    static func metrics(for appearance: UIListEnvironment, width: CGFloat) -> (x: CGFloat, width: CGFloat) {
        let inset: CGFloat = switch appearance {
        case .insetGrouped: width > 400 ? 20 : 16
        case .sidebar, .sidebarPlain: 10
        case .plain, .grouped, .unspecified, .none: 0
        }
        return (inset, max(0, width - 2 * inset))
    }

    /// The layout margins cells get for a list this wide (16, or 20 on wide lists).
    package static func cellLayoutMargin(forWidth width: CGFloat) -> CGFloat {
        width > 400 ? ListMetrics.wideCellLayoutMargin : ListMetrics.cellLayoutMargin
    }

    private static func spacingBefore(section: Int, input: SectionInput) -> CGFloat {
        switch input.appearance {
        case .plain, .unspecified, .none:
            return input.headerHeight != nil ? (input.headerTopPadding ?? ListMetrics.plainHeaderTopPadding) : 0
        case .grouped, .insetGrouped:
            if let padding = input.headerTopPadding { return padding }
            return input.headerHeight != nil ? (section == 0 ? 0 : 8) : 35
        case .sidebar, .sidebarPlain:
            return input.headerTopPadding ?? (section == 0 ? 0 : 10)
        }
    }

    private static func bottomPadding(_ appearance: UIListEnvironment) -> CGFloat {
        appearance == .grouped || appearance == .insetGrouped ? 35 : 0
    }

    /// Index paths of items whose frames meet `rect` (vertically), in order.
    package func items(in rect: CGRect) -> [IndexPath] {
        var result: [IndexPath] = []
        for (sectionIndex, section) in sections.enumerated() where section.bottom >= rect.minY && section.top <= rect.maxY {
            var low = 0, high = section.itemTops.count
            while low < high {
                let mid = (low + high) / 2
                if section.itemTops[mid] + section.itemHeights[mid] <= rect.minY { low = mid + 1 } else { high = mid }
            }
            var item = low
            while item < section.itemTops.count, section.itemTops[item] < rect.maxY {
                result.append(IndexPath(item: item, section: sectionIndex))
                item += 1
            }
        }
        return result
    }

    /// A section's boundary element.
    package enum SupplementaryKind: Hashable, Sendable { case header, footer }

    /// Sections whose header or footer meets `rect`.
    package func supplementaries(in rect: CGRect) -> [(kind: SupplementaryKind, section: Int, frame: CGRect)] {
        var result: [(SupplementaryKind, Int, CGRect)] = []
        for (index, section) in sections.enumerated() {
            if let header = section.header, header.intersects(rect) || (header.height == 0 && header.minY >= rect.minY && header.minY <= rect.maxY) {
                result.append((.header, index, header))
            }
            if let footer = section.footer, footer.intersects(rect) {
                result.append((.footer, index, footer))
            }
        }
        return result
    }

    /// The frame of an item.
    package func frame(of indexPath: IndexPath) -> CGRect? {
        guard indexPath.section < sections.count, indexPath.item < sections[indexPath.section].itemTops.count else { return nil }
        return sections[indexPath.section].itemFrame(indexPath.item)
    }
}
