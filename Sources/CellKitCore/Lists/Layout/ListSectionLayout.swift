import Foundation

/// List sections (`UICollectionLayoutListConfiguration`, `NSCollectionLayoutSection.list`) as layout sections:
/// one full-width self-sizing item per group, rows stacked without spacing, headers and footers as boundary
/// items of an estimated 38 points.
///
/// Metrics per appearance (UIKit's observed defaults where known, plausible values otherwise):
/// - plain: full-width rows; 22 points above each supplementary header (`headerTopPadding`).
/// - grouped: full-width rows; 35 points above a section without a header, 8 above a later section's header,
///   35 below the last section.
/// - insetGrouped: rows inset by the side margin (16 or 20 by the screen's width, see `UIScreen`; without a
///   screen, 20 when the list is wider than 400 points);
///   sections round their outer corners; spacing as grouped.
/// - sidebar / sidebarPlain: rows inset by 10 points; 10 points between sections.
package enum ListSectionLayout {
    /// A row's height until it is measured.
    package static let estimatedRowHeight: CGFloat = 44
    /// A header's or footer's height until it is measured.
    package static let estimatedSupplementaryHeight: CGFloat = 38

    /// The layout section of a list section.
    /// - Parameters:
    ///   - headerKind, footerKind: the element kinds of the section's supplementary header and footer, nil for none.
    ///   - sectionIndex: the section's index in the layout (the first section has no spacing above a header).
    package static func spec(appearance: UIListEnvironment, headerTopPadding: CGFloat?, headerKind: String?, footerKind: String?,
                             sectionIndex: Int, sideMargin: CGFloat) -> LayoutSectionSpec {
        let inset = horizontalInset(for: appearance, sideMargin: sideMargin)
        let row = LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(estimatedRowHeight))
        let group = LayoutGroupSpec(size: row, axis: .horizontal, subitems: [.item(LayoutItemSpec(size: row))])
        let supplementary = LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(estimatedSupplementaryHeight))
        var boundary: [BoundaryItemSpec] = []
        if let headerKind { boundary.append(BoundaryItemSpec(kind: headerKind, size: supplementary, alignment: .top)) }
        if let footerKind { boundary.append(BoundaryItemSpec(kind: footerKind, size: supplementary, alignment: .bottom)) }
        return LayoutSectionSpec(group: group, contentInsets: NSDirectionalEdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset),
                                 boundaryItems: boundary,
                                 spacingBefore: spacingBefore(appearance: appearance, headerTopPadding: headerTopPadding,
                                                              hasHeader: headerKind != nil, sectionIndex: sectionIndex))
    }

    /// How far rows are inset from the list's edges, where the list's side margin is `sideMargin`.
    package static func horizontalInset(for appearance: UIListEnvironment, sideMargin: CGFloat) -> CGFloat {
        switch appearance {
        case .insetGrouped: sideMargin
        case .sidebar, .sidebarPlain: 10
        case .plain, .grouped, .unspecified, .none: 0
        }
    }

    /// The layout margins cells get for a list this wide when the screen is not known (16, or 20 on lists
    /// wider than 400 points).
    package static func cellLayoutMargin(forWidth width: CGFloat) -> CGFloat {
        width > 400 ? ListMetrics.wideCellLayoutMargin : ListMetrics.cellLayoutMargin
    }

    /// The space above a section.
    static func spacingBefore(appearance: UIListEnvironment, headerTopPadding: CGFloat?, hasHeader: Bool, sectionIndex: Int) -> CGFloat {
        switch appearance {
        case .plain, .unspecified, .none:
            return hasHeader ? (headerTopPadding ?? ListMetrics.plainHeaderTopPadding) : 0
        case .grouped, .insetGrouped:
            if let padding = headerTopPadding { return padding }
            return hasHeader ? (sectionIndex == 0 ? 0 : 8) : 35
        case .sidebar, .sidebarPlain:
            return headerTopPadding ?? (sectionIndex == 0 ? 0 : 10)
        }
    }

    /// The space below the last section when it is a list of this appearance.
    package static func bottomPadding(_ appearance: UIListEnvironment) -> CGFloat {
        appearance == .grouped || appearance == .insetGrouped ? 35 : 0
    }
}
