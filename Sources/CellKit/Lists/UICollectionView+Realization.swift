import Foundation

extension UICollectionView {
    /// The list's estimated row height, used until a row is measured.
    static let estimatedItemHeight: CGFloat = 44

    /// Reads the sections, item counts and section configurations from the data source again.
    func reloadStructureIfNeeded() {
        guard needsStructureReload else { return }
        needsStructureReload = false
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        sectionItemCounts = (0..<sections).map { dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0 }
        let environment = CollectionLayoutEnvironment(size: bounds.size, traitCollection: traitCollection)
        sectionConfigurations = (0..<sections).map { collectionViewLayout.listConfiguration(forSection: $0, environment: environment) }
        itemHeights = sectionItemCounts.map { Array(repeating: Self.estimatedItemHeight, count: $0) }
        measuredItems.removeAll()
        supplementaryHeights.removeAll()
        applyListAppearance()
    }

    /// Gives cells the list environment trait of the (first section's) appearance and the list's background.
    private func applyListAppearance() {
        let configuration = sectionConfigurations.first ?? .init(appearance: .plain)
        if traitOverrides.listEnvironment != configuration.appearance.listEnvironment {
            traitOverrides.listEnvironment = configuration.appearance.listEnvironment
        }
        if backgroundColor == nil || isUsingListBackground {
            backgroundColor = configuration.resolvedBackgroundColor
            isUsingListBackground = true
        }
    }

    /// Creates, measures and places the cells and supplementary views in and near the visible area.
    func realizeVisibleContent() {
        reloadStructureIfNeeded()
        syncInteractionSettings()
        let width = bounds.width
        if width != measuredWidth {
            measuredWidth = width
            measuredItems.removeAll()
            supplementaryHeights.removeAll()
        }
        for _ in 0..<4 {
            engine = ListLayoutEngine(sections: sectionInputs(), width: width)
            contentSize = CGSize(width: width, height: engine.contentHeight)
            let area = bounds.insetBy(dx: 0, dy: -bounds.height / 2)
            let changedItems = realizeItems(engine.items(in: area))
            let changedSupplementaries = realizeSupplementaries(in: area)
            if !changedItems && !changedSupplementaries { break }
        }
        placeRealizedViews()
    }

    private func sectionInputs() -> [ListLayoutEngine.SectionInput] {
        sectionConfigurations.indices.map { section in
            let configuration = sectionConfigurations[section]
            let header = configuration.headerMode == .supplementary
                ? supplementaryHeights[SupplementaryKey(kind: Self.elementKindSectionHeader, section: section)] ?? 38 : nil
            let footer = configuration.footerMode == .supplementary
                ? supplementaryHeights[SupplementaryKey(kind: Self.elementKindSectionFooter, section: section)] ?? 38 : nil
            return .init(appearance: configuration.appearance.listEnvironment,
                         headerTopPadding: configuration.headerTopPadding ?? firstItemHeaderTopPadding(section: section),
                         itemHeights: itemHeights[section], headerHeight: header, footerHeight: footer)
        }
    }

    /// The space above a grouped section whose first item is its header: what a supplementary
    /// header gets (none above the first section, 8 points between sections), not the 35 points
    /// of a section without a header. Nil (the engine's default) elsewhere.
    private func firstItemHeaderTopPadding(section: Int) -> CGFloat? {
        let appearance = sectionConfigurations[section].appearance.listEnvironment
        guard appearance == .grouped || appearance == .insetGrouped,
              sectionItemCounts[section] > 0, isFirstItemHeader(at: IndexPath(item: 0, section: section)) else { return nil }
        return section == 0 ? 0 : 8
    }

    /// Makes cells for `wanted`, recycles the others, and measures new rows; returns whether a height changed.
    private func realizeItems(_ wanted: [IndexPath]) -> Bool {
        let wantedSet = Set(wanted)
        for (indexPath, cell) in visibleCellsByIndexPath where !wantedSet.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
            enqueueForReuse(cell)
        }
        var heightChanged = false
        for indexPath in wanted {
            let cell = visibleCellsByIndexPath[indexPath] ?? makeCell(at: indexPath)
            guard !measuredItems.contains(indexPath) else { continue }
            measuredItems.insert(indexPath)
            let width = engine.sections[indexPath.section].itemWidth
            prepare(cell, at: indexPath, width: width)
            let height = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0)).height
            if height != itemHeights[indexPath.section][indexPath.item] {
                itemHeights[indexPath.section][indexPath.item] = height
                heightChanged = true
            }
        }
        return heightChanged
    }

    /// Asks the data source for the cell of an item and adds it to the list.
    func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
        guard let dataSource else { preconditionFailure("a collection view with items needs a data source") }
        RegistrationPolicy.providerDepth += 1
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        RegistrationPolicy.providerDepth -= 1
        if cell.superview !== self { insertSubview(cell, belowSubview: separatorOverlay) }
        visibleCellsByIndexPath[indexPath] = cell
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    /// Gives a cell its width, place in the section and states, so it measures and draws correctly.
    func prepare(_ cell: UICollectionViewCell, at indexPath: IndexPath, width: CGFloat) {
        if cell.frame.width != width {
            cell.frame = CGRect(x: cell.frame.minX, y: cell.frame.minY, width: width, height: cell.frame.height)
        }
        let margin = ListLayoutEngine.cellLayoutMargin(forWidth: bounds.width)
        let margins = NSDirectionalEdgeInsets(top: cell.directionalLayoutMargins.top, leading: margin,
                                              bottom: cell.directionalLayoutMargins.bottom, trailing: margin)
        if cell.directionalLayoutMargins != margins { cell.directionalLayoutMargins = margins }
        if let listCell = cell as? UICollectionViewListCell {
            if listCell.accessoryHost.outlineToggleHandler == nil {
                listCell.accessoryHost.outlineToggleHandler = { [weak self] cell in self?.outlineDisclosureTapped(in: cell) }
            }
            // A first-item header stands outside its section's group: the group starts at item 1.
            let headerItems = isFirstItemHeader(at: IndexPath(item: 0, section: indexPath.section)) ? 1 : 0
            let count = (indexPath.section < sectionItemCounts.count ? sectionItemCounts[indexPath.section] : 1) - headerItems
            let item = indexPath.item - headerItems
            listCell.groupPosition = count <= 1 || item < 0 ? .only : item == 0 ? .first : item == count - 1 ? .last : .middle
        }
        cell.isFirstItemHeader = isFirstItemHeader(at: indexPath)
        applyStates(to: cell, at: indexPath)
    }

    /// An outline disclosure accessory was clicked: the reducer expands or collapses its row.
    private func outlineDisclosureTapped(in cell: UICollectionViewListCell) {
        guard let indexPath = indexPath(for: cell), let row = row(for: indexPath) else { return }
        send(.outlineDisclosureTapped(row: row))
        layoutIfNeeded()
    }

    /// Whether an item shows as disabled: its cell has user interaction off (clicks pass through
    /// it), or the delegate refuses both highlighting and selecting it. (UIKit does not document
    /// which signal drives `isDisabled` for cells; this is the plausible one.)
    func isItemDisabled(at indexPath: IndexPath) -> Bool {
        if visibleCellsByIndexPath[indexPath]?.isUserInteractionEnabled == false { return true }
        guard let delegate else { return false }
        return !delegate.collectionView(self, shouldHighlightItemAt: indexPath)
            && !delegate.collectionView(self, shouldSelectItemAt: indexPath)
    }

    /// Makes and measures the headers and footers in `area`; returns whether a height changed.
    private func realizeSupplementaries(in area: CGRect) -> Bool {
        let wanted = engine.supplementaries(in: area).map { entry in
            (kind: entry.kind == .header ? Self.elementKindSectionHeader : Self.elementKindSectionFooter,
             section: entry.section, frame: entry.frame)
        }
        let wantedKeys = Set(wanted.map { SupplementaryKey(kind: $0.kind, section: $0.section) })
        for (key, view) in visibleSupplementaries where !wantedKeys.contains(key) {
            visibleSupplementaries[key] = nil
            enqueueForReuse(view)
        }
        var changed = false
        for entry in wanted {
            let key = SupplementaryKey(kind: entry.kind, section: entry.section)
            let view = visibleSupplementaries[key] ?? makeSupplementary(key)
            guard supplementaryHeights[key] == nil else { continue }
            view.frame = CGRect(x: entry.frame.minX, y: entry.frame.minY, width: entry.frame.width, height: view.frame.height)
            let height = view.systemLayoutSizeFitting(CGSize(width: entry.frame.width, height: 0)).height
            supplementaryHeights[key] = height
            if height != entry.frame.height { changed = true }
        }
        return changed
    }

    private func makeSupplementary(_ key: SupplementaryKey) -> UICollectionReusableView {
        RegistrationPolicy.providerDepth += 1
        let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind,
                                              at: IndexPath(item: 0, section: key.section)) ?? UICollectionReusableView(frame: .zero)
        RegistrationPolicy.providerDepth -= 1
        view.elementKind = key.kind
        if view.superview !== self { insertSubview(view, belowSubview: separatorOverlay) }
        visibleSupplementaries[key] = view
        return view
    }

    /// Sets the final frames and states of everything realized, and the separators.
    private func placeRealizedViews() {
        for (indexPath, cell) in visibleCellsByIndexPath {
            guard var frame = engine.frame(of: indexPath) else { continue }
            prepare(cell, at: indexPath, width: frame.width)
            if let swipe = interactionState.swipe, swipe.row == row(for: indexPath) {
                // The offset is in layout-direction terms: positive moves the content toward trailing.
                frame.origin.x += CGFloat(interactionState.isRightToLeft ? -swipe.offset : swipe.offset)
            }
            cell.frame = frame
        }
        swipeActions.layout()
        for (key, view) in visibleSupplementaries {
            let section = engine.sections[key.section]
            if let frame = key.kind == Self.elementKindSectionHeader ? section.header : section.footer { view.frame = frame }
        }
        separatorOverlay.frame = bounds
        separatorOverlay.update(for: self)
        if subviews.last !== separatorOverlay { bringSubviewToFront(separatorOverlay) }
    }
}
