import Foundation

/// Reading each section's layout from the collection view's layout object, as values for the layout engine.
extension UICollectionView {
    /// The scrolling axis of a layout (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        /// Content scrolls up and down.
        case vertical = 0
        /// Content scrolls left and right.
        case horizontal = 1
    }

    /// What the layout says about every section: the engine's section values, the list configuration of
    /// list sections (nil for grid sections), and the space below the last section.
    struct SectionLayouts {
        var specs: [LayoutSectionSpec] = []
        var listConfigurations: [UICollectionLayoutListConfiguration?] = []
        var trailingPadding: CGFloat = 0
    }

    /// The environment the layout's section provider sees.
    var layoutEnvironment: CollectionLayoutEnvironment {
        CollectionLayoutEnvironment(size: bounds.size, traitCollection: traitCollection,
                                    contentInsets: NSDirectionalEdgeInsets(top: contentInset.top, leading: contentInset.left,
                                                                           bottom: contentInset.bottom, trailing: contentInset.right),
                                    sideMargin: systemSideMargin(forWidth: bounds.width))
    }

    /// Asks the layout for the layout of each of `count` sections.
    func readSectionLayouts(count: Int) -> SectionLayouts {
        let environment = layoutEnvironment
        let layoutReference = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuration.contentInsetsReference
        var result = SectionLayouts()
        let spacing = collectionViewLayout.interSectionSpacing
        for index in 0..<count {
            let section = collectionViewLayout.section(at: index, environment: environment)
            var spec: LayoutSectionSpec
            if let group = section?.group, let section {
                spec = LayoutSectionSpec(group: group.groupSpec, interGroupSpacing: section.interGroupSpacing,
                                         contentInsets: section.contentInsets,
                                         orthogonalScrolling: section.orthogonalScrollingBehavior.spec,
                                         boundaryItems: section.boundarySupplementaryItems.map(\.boundarySpec),
                                         supplementariesFollowContentInsets: section.supplementariesFollowContentInsets)
                spec.decorationItems = section.decorationItems.map(\.decorationSpec)
                addReferenceInsets(to: &spec, reference: section.effectiveContentInsetsReference(layoutReference), listAppearance: nil)
                result.listConfigurations.append(nil)
            } else {
                let configuration = section?.listConfiguration ?? UICollectionLayoutListConfiguration(appearance: .plain)
                spec = ListSectionLayout.spec(
                    appearance: configuration.appearance.listEnvironment,
                    headerTopPadding: configuration.headerTopPadding ?? firstItemHeaderTopPadding(configuration, section: index),
                    headerKind: configuration.headerMode == .supplementary ? Self.elementKindSectionHeader : nil,
                    footerKind: configuration.footerMode == .supplementary ? Self.elementKindSectionFooter : nil,
                    sectionIndex: index, sideMargin: systemSideMargin(forWidth: bounds.width))
                if let section, section.hasCustomContentInsets { spec.contentInsets = section.contentInsets }
                addReferenceInsets(to: &spec, reference: section?.effectiveContentInsetsReference(layoutReference) ?? .automatic,
                                   listAppearance: configuration.appearance.listEnvironment)
                if let section { spec.interGroupSpacing = section.interGroupSpacing }
                result.listConfigurations.append(configuration)
            }
            if index > 0 { spec.spacingBefore += spacing }
            result.specs.append(spec)
        }
        if let last = result.listConfigurations.last, let last {
            result.trailingPadding = ListSectionLayout.bottomPadding(last.appearance.listEnvironment)
        }
        return result
    }

    private func addReferenceInsets(to spec: inout LayoutSectionSpec, reference: UIContentInsetsReference, listAppearance: UIListEnvironment?) {
        let insets = referenceInsets(for: reference, listAppearance: listAppearance)
        spec.contentInsets.leading += insets.leading
        spec.contentInsets.trailing += insets.trailing
    }

    /// Whether a section is laid out as a list (separators, swipe actions and list cell metrics apply).
    func isListSection(_ section: Int) -> Bool {
        section >= 0 && section < sectionConfigurations.count && sectionConfigurations[section] != nil
    }

    /// The space above a grouped section whose first item is its header: what a supplementary
    /// header gets (none above the first section, 8 points between sections), not the 35 points
    /// of a section without a header. Nil (the layout's default) elsewhere.
    private func firstItemHeaderTopPadding(_ configuration: UICollectionLayoutListConfiguration, section: Int) -> CGFloat? {
        let appearance = configuration.appearance.listEnvironment
        guard appearance == .grouped || appearance == .insetGrouped, configuration.headerMode == .firstItemInSection,
              section < sectionItemCounts.count, sectionItemCounts[section] > 0 else { return nil }
        return section == 0 ? 0 : 8
    }
}
