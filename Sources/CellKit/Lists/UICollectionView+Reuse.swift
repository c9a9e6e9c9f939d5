import Foundation

extension UICollectionView {
    /// Registers a cell class for a reuse identifier (the pre-registration API).
    public func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass
        registeredCellNibs[identifier] = nil
    }

    /// Registers a header or footer class for a kind and reuse identifier.
    public func register(_ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        registeredSupplementaryClasses[elementKind + "|" + identifier] = viewClass
        registeredSupplementaryNibs[elementKind + "|" + identifier] = nil
    }

    /// A reusable cell of a registered class for an item (configure it yourself).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let nib = registeredCellNibs[identifier] {
            return dequeueCell(reuseIdentifier: identifier, for: indexPath) {
                nib.instantiateView(of: UICollectionViewCell.self, reuseIdentifier: identifier)
            }
        }
        guard let cellClass = registeredCellClasses[identifier] else {
            preconditionFailure("no cell class is registered for the reuse identifier '\(identifier)'; call register(_:forCellWithReuseIdentifier:) first")
        }
        return dequeueCell(reuseIdentifier: identifier, for: indexPath) { cellClass.init(reuseFrame: .zero) }
    }

    /// A reusable header or footer of a registered class.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        if let nib = registeredSupplementaryNibs[elementKind + "|" + identifier] {
            let view = dequeueReusable(reuseIdentifier: elementKind + "|" + identifier) {
                nib.instantiateView(of: UICollectionReusableView.self, reuseIdentifier: identifier)
            }
            view.elementKind = elementKind
            return view
        }
        guard let viewClass = registeredSupplementaryClasses[elementKind + "|" + identifier] else {
            preconditionFailure("no view class is registered for kind '\(elementKind)' and reuse identifier '\(identifier)'")
        }
        let view = dequeueReusable(reuseIdentifier: elementKind + "|" + identifier) { viewClass.init(reuseFrame: .zero) }
        view.elementKind = elementKind
        return view
    }

    /// A cell from `registration`'s reuse queue (or a new one), configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let cell = dequeueCell(reuseIdentifier: registration.reuseIdentifier, for: indexPath) {
            registration.cellNib?.instantiateView(of: Cell.self, reuseIdentifier: registration.reuseIdentifier) ?? Cell(reuseFrame: .zero)
        }
        guard let cell = cell as? Cell else {
            preconditionFailure("the reuse queue for \(Cell.self) returned a \(type(of: cell))")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A header or footer from `registration`'s reuse queue (or a new one), configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let view = dequeueReusable(reuseIdentifier: registration.reuseIdentifier) { Supplementary(reuseFrame: .zero) }
        guard let view = view as? Supplementary else {
            preconditionFailure("the reuse queue for \(Supplementary.self) returned a \(type(of: view))")
        }
        view.elementKind = registration.elementKind
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// The cell being reconfigured for `indexPath` (kept), or one from the reuse queue, or a new one.
    /// Marks it as its section's first-item header or not, and gives it the item's states (selected,
    /// highlighted, editing, …), before the caller configures it: as in UIKit, configuration code
    /// that reads `isSelected` sees the item's selection.
    private func dequeueCell(reuseIdentifier: String, for indexPath: IndexPath,
                             make: () -> UICollectionViewCell) -> UICollectionViewCell {
        let cell = reconfiguringCells[indexPath] ?? dequeueReusable(reuseIdentifier: reuseIdentifier, make: make) as! UICollectionViewCell
        cell.isFirstItemHeader = isFirstItemHeader(at: indexPath)
        applyStates(to: cell, at: indexPath)
        return cell
    }

    /// Whether the item is its section's header: item 0 of a section whose list configuration has
    /// `headerMode = .firstItemInSection`.
    func isFirstItemHeader(at indexPath: IndexPath) -> Bool {
        indexPath.item == 0 && indexPath.section < sectionConfigurations.count
            && sectionConfigurations[indexPath.section]?.headerMode == .firstItemInSection
    }

    private func dequeueReusable(reuseIdentifier: String, make: () -> UICollectionReusableView) -> UICollectionReusableView {
        if var queue = reuseQueues[reuseIdentifier], let reused = queue.popLast() {
            reuseQueues[reuseIdentifier] = queue
            if let cell = reused as? UICollectionViewCell {
                cell.resetForReuse()
            } else {
                reused.prepareForReuse()
            }
            reused.isHidden = false
            return reused
        }
        let view = make()
        view.reuseIdentifier = reuseIdentifier
        createdReusableViewCount += 1
        return view
    }

    /// Puts a view that left the screen back in its reuse queue (hidden, still a subview, so it
    /// costs no widget churn when it comes back).
    func enqueueForReuse(_ view: UICollectionReusableView) {
        view.isHidden = true
        reuseQueues[view.reuseIdentifier ?? "", default: []].append(view)
    }
}
