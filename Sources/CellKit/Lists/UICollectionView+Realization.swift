import Foundation

extension UICollectionView {
    /// The list's estimated row height, used until a row is measured.
    static let estimatedItemHeight: CGFloat = ListSectionLayout.estimatedRowHeight

    /// Reads the sections, item counts and section layouts from the data source and the layout again, and
    /// starts a fresh layout (nothing measured).
    func reloadStructureIfNeeded() {
        guard needsStructureReload else { return }
        needsStructureReload = false
        needsSectionLayoutRefresh = false
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        sectionItemCounts = (0..<sections).map { dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0 }
        let layouts = readSectionLayouts(count: sections)
        sectionConfigurations = layouts.listConfigurations
        engine = CollectionLayoutEngine(specs: layouts.specs, counts: sectionItemCounts, size: bounds.size,
                                        isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
                                        trailingPadding: layouts.trailingPadding)
        applyListAppearance()
    }

    /// Asks the layout for its sections again (after a change of size, traits or `invalidateLayout()`),
    /// keeping what was measured; with `staleMeasurements` every view is measured again when shown.
    func refreshSectionLayouts(staleMeasurements: Bool) {
        needsSectionLayoutRefresh = false
        let layouts = readSectionLayouts(count: sectionItemCounts.count)
        sectionConfigurations = layouts.listConfigurations
        engine = engine.rebuilt(specs: layouts.specs, counts: sectionItemCounts, size: bounds.size,
                                isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
                                trailingPadding: layouts.trailingPadding, staleMeasurements: staleMeasurements,
                                sectionMapping: { $0 }, itemMapping: { $0 })
        applyListAppearance()
    }

    /// The layout changed its mind (`invalidateLayout()`): its sections are read again on the next pass.
    func layoutDidInvalidate() {
        needsSectionLayoutRefresh = true
        setNeedsLayout()
    }

    /// Gives cells the list environment trait of the first list section's appearance, and the collection
    /// view that list's background (a layout without list sections gets the plain background).
    private func applyListAppearance() {
        let configuration = sectionConfigurations.lazy.compactMap { $0 }.first ?? .init(appearance: .plain)
        if traitOverrides.listEnvironment != configuration.appearance.listEnvironment {
            traitOverrides.listEnvironment = configuration.appearance.listEnvironment
        }
        if backgroundColor == nil || isUsingListBackground {
            backgroundColor = configuration.resolvedBackgroundColor
            isUsingListBackground = true
        }
    }

    /// Creates, measures and places the cells and supplementary views in and near the visible area: the
    /// visible rectangle and half a screen on every side (sideways too, for sections that scroll sideways).
    func realizeVisibleContent() {
        reloadStructureIfNeeded()
        syncInteractionSettings()
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if bounds.size != engine.size || rightToLeft != engine.isRightToLeft || needsSectionLayoutRefresh {
            refreshSectionLayouts(staleMeasurements: bounds.width != engine.size.width)
        }
        for _ in 0..<4 {
            contentSize = engine.contentSize
            let area = bounds.insetBy(dx: -bounds.width / 2, dy: -bounds.height / 2)
            let changedItems = realizeItems(engine.items(in: area))
            let changedSupplementaries = realizeSupplementaries(in: area)
            if !changedItems && !changedSupplementaries { break }
        }
        realizeItemSupplementaries(in: bounds.insetBy(dx: -bounds.width / 2, dy: -bounds.height / 2))
        realizeDecorations(in: bounds.insetBy(dx: -bounds.width / 2, dy: -bounds.height / 2))
        contentSize = engine.contentSize
        placeRealizedViews()
    }

    /// Makes cells for `wanted`, recycles the others, and measures cells that need it; returns whether
    /// anything moved.
    private func realizeItems(_ wanted: [(indexPath: IndexPath, frame: CGRect)]) -> Bool {
        let wantedSet = Set(wanted.map(\.indexPath))
        for (indexPath, cell) in visibleCellsByIndexPath where !wantedSet.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
            enqueueForReuse(cell)
        }
        var changed = false
        for (indexPath, _) in wanted {
            let cell = visibleCellsByIndexPath[indexPath] ?? makeCell(at: indexPath)
            guard engine.needsMeasurement(indexPath) else { continue }
            let target = engine.measurementTarget(indexPath)
            prepare(cell, at: indexPath, width: target.fitsWidth ? cell.frame.width : target.size.width)
            if !target.fitsHeight, cell.frame.height != target.size.height {
                cell.frame = CGRect(origin: cell.frame.origin, size: CGSize(width: cell.frame.width, height: target.size.height))
            }
            let size = cell.systemLayoutSizeFitting(target.size,
                                                    withHorizontalFittingPriority: target.fitsWidth ? .fittingSizeLevel : .required,
                                                    verticalFittingPriority: target.fitsHeight ? .fittingSizeLevel : .required)
            if engine.setMeasured(size, for: indexPath) { changed = true }
        }
        return changed
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

    /// Gives a cell its width, place in the section and states, so it measures and draws correctly. Cells
    /// of list sections get the list's layout margins and their position in the section.
    func prepare(_ cell: UICollectionViewCell, at indexPath: IndexPath, width: CGFloat) {
        if cell.frame.width != width {
            cell.frame = CGRect(x: cell.frame.minX, y: cell.frame.minY, width: width, height: cell.frame.height)
        }
        if isListSection(indexPath.section) {
            let margin = systemSideMargin(forWidth: bounds.width)
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
        }
        cell.sectionCorners = sectionCorners(of: cell, at: indexPath)
        cell.isFirstItemHeader = isFirstItemHeader(at: indexPath)
        applyStates(to: cell, at: indexPath)
    }

    /// The rounded corners of a plain cell at the top or bottom of an inset-grouped section: iOS clips
    /// such a cell to the section's shape (10-point corners, the radius list backgrounds use; iOS 17
    /// draws them as continuous curves, measured ≈10.3 points by a circle fit, CellKit as circular arcs).
    /// List cells round their own backgrounds and get none.
    private func sectionCorners(of cell: UICollectionViewCell, at indexPath: IndexPath) -> CornerRadii? {
        guard !(cell is UICollectionViewListCell), isListSection(indexPath.section),
              listConfiguration(forSection: indexPath.section).appearance == .insetGrouped,
              !isFirstItemHeader(at: indexPath) else { return nil }
        let headerItems = isFirstItemHeader(at: IndexPath(item: 0, section: indexPath.section)) ? 1 : 0
        let count = (indexPath.section < sectionItemCounts.count ? sectionItemCounts[indexPath.section] : 1) - headerItems
        let item = indexPath.item - headerItems
        let radius = ListMetrics.insetGroupedSectionCornerRadius
        let top: CGFloat = item == 0 ? radius : 0, bottom: CGFloat = item == count - 1 ? radius : 0
        guard top > 0 || bottom > 0 else { return nil }
        return CornerRadii(topLeft: top, topRight: top, bottomRight: bottom, bottomLeft: bottom)
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

    /// Makes and measures the headers, footers and other boundary items in `area`; returns whether a
    /// size changed.
    private func realizeSupplementaries(in area: CGRect) -> Bool {
        let wanted = engine.boundaryElements(in: area, visibleRect: bounds)
        let wantedKeys = Set(wanted.map { SupplementaryKey(kind: $0.kind, section: $0.section) })
        for (key, view) in visibleSupplementaries where !wantedKeys.contains(key) {
            visibleSupplementaries[key] = nil
            enqueueForReuse(view)
        }
        var changed = false
        for element in wanted {
            let key = SupplementaryKey(kind: element.kind, section: element.section)
            let view = visibleSupplementaries[key] ?? makeSupplementary(key)
            guard engine.needsMeasurement(section: element.section, boundary: element.index) else { continue }
            let target = engine.measurementTarget(section: element.section, boundary: element.index)
            view.frame = CGRect(x: element.frame.minX, y: element.frame.minY,
                                width: target.fitsWidth ? view.frame.width : target.size.width,
                                height: target.fitsHeight ? view.frame.height : target.size.height)
            let size = view.systemLayoutSizeFitting(target.size,
                                                    withHorizontalFittingPriority: target.fitsWidth ? .fittingSizeLevel : .required,
                                                    verticalFittingPriority: target.fitsHeight ? .fittingSizeLevel : .required)
            if engine.setMeasured(size, section: element.section, boundary: element.index) { changed = true }
        }
        return changed
    }

    private func makeSupplementary(_ key: SupplementaryKey) -> UICollectionReusableView {
        RegistrationPolicy.providerDepth += 1
        let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind,
                                              at: IndexPath(item: 0, section: key.section)) ?? UICollectionReusableView(frame: .zero)
        RegistrationPolicy.providerDepth -= 1
        view.elementKind = key.kind
        // A list header or footer lines its text up with the rows': the list's side margins.
        if isListSection(key.section), let header = view as? UICollectionViewListCell {
            let margin = systemSideMargin(forWidth: bounds.width)
            var margins = header.explicitLayoutMargins
            margins.leading = margin
            margins.trailing = margin
            if header.explicitLayoutMargins != margins { header.directionalLayoutMargins = margins }
        }
        if view.superview !== self { insertSubview(view, belowSubview: separatorOverlay) }
        visibleSupplementaries[key] = view
        return view
    }

    /// Sets the final frames and states of everything realized, and the separators. Pinned boundary
    /// items are kept above the cells.
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
        placeItemSupplementaries()
        for (key, view) in visibleSupplementaries {
            guard key.section < engine.sections.count,
                  let index = engine.sections[key.section].spec.boundaryItems.firstIndex(where: { $0.kind == key.kind }) else { continue }
            view.frame = engine.boundaryFrame(section: key.section, index: index, visibleRect: bounds)
            if engine.sections[key.section].spec.boundaryItems[index].pinsToVisibleBounds,
               let position = subviews.firstIndex(where: { $0 === view }),
               subviews[(position + 1)...].contains(where: { $0 is UICollectionViewCell && !$0.isHidden }) {
                insertSubview(view, belowSubview: separatorOverlay)
            }
        }
        separatorOverlay.frame = bounds
        // A separator starts where its cell's content does: the cells lay out first (editing
        // controls that came or went move the content), so the separators are not a pass behind.
        for cell in visibleCellsByIndexPath.values { cell.layoutIfNeeded() }
        separatorOverlay.update(for: self)
        if subviews.last !== separatorOverlay { bringSubviewToFront(separatorOverlay) }
    }
}
