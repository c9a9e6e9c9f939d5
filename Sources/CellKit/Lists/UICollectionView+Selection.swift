import Foundation

extension UICollectionView {
    /// The selected items, or nil when none is selected.
    public var indexPathsForSelectedItems: [IndexPath]? {
        let paths = interactionState.selected.sorted().compactMap { indexPath(forRow: $0) }
        return paths.isEmpty ? nil : paths
    }

    /// Selects an item in code (the delegate is neither asked nor told, as in UIKit) and
    /// optionally scrolls to it. In single selection the previous selection is cleared; nil clears it.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadStructureIfNeeded()
        syncInteractionSettings()
        guard let indexPath, let row = row(for: indexPath) else {
            updateState { $0.selected = [] }
            return
        }
        updateState { state in
            state.selected = state.multipleSelectionActive ? state.selected.union([row]) : [row]
        }
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item in code.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let row = row(for: indexPath) else { return }
        updateState { $0.selected.remove(row) }
    }

    /// Feeds an input event through the interaction reducer, then performs its effects and updates
    /// the cells whose states changed.
    func send(_ event: ListInteractionEvent) {
        reloadStructureIfNeeded()
        syncInteractionSettings()
        let (state, effects) = ListInteractionReducer.reduce(interactionState, event, policy: DelegatePolicy(collectionView: self))
        commit(state)
        for effect in effects { perform(effect) }
    }

    /// Changes the interaction state in code and updates the affected cells.
    func updateState(_ change: (inout ListInteractionState) -> Void) {
        var state = interactionState
        change(&state)
        commit(state)
    }

    /// Stores a new interaction state and updates the cells whose flags changed. A swiped row that
    /// only moved (its flags unchanged, as when released actions snap open) is laid out again too.
    func commit(_ state: ListInteractionState) {
        let old = interactionState
        interactionState = state
        if old.swipe != state.swipe { setNeedsLayout() }
        switch state.rowsNeedingUpdate(since: old) {
        case .none:
            break
        case .rows(let rows):
            for row in rows {
                guard let indexPath = indexPath(forRow: row), let cell = visibleCellsByIndexPath[indexPath] else { continue }
                applyStates(to: cell, at: indexPath)
            }
        case .all:
            for (indexPath, cell) in visibleCellsByIndexPath { applyStates(to: cell, at: indexPath) }
            setNeedsLayout()
        }
    }

    private func perform(_ effect: ListInteractionEffect) {
        func path(_ row: Int) -> IndexPath? { indexPath(forRow: row) }
        switch effect {
        case .highlight(let row): if let p = path(row) { delegate?.collectionView(self, didHighlightItemAt: p) }
        case .unhighlight(let row): if let p = path(row) { delegate?.collectionView(self, didUnhighlightItemAt: p) }
        case .select(let row): if let p = path(row) { delegate?.collectionView(self, didSelectItemAt: p) }
        case .deselect(let row): if let p = path(row) { delegate?.collectionView(self, didDeselectItemAt: p) }
        case .performPrimaryAction(let row): if let p = path(row) { performPrimaryAction(at: p) }
        case .scrollTo(let row): if let p = path(row) { scrollToItem(at: p, at: [], animated: false) }
        case .expand(let row): if let p = path(row) { outlineProvider?.setExpanded(true, at: p, in: self) }
        case .collapse(let row): if let p = path(row) { outlineProvider?.setExpanded(false, at: p, in: self) }
        case .revealSwipeActions(let row, let edge): if let p = path(row) { swipeActions.reveal(at: p, edge: edge) }
        case .hideSwipeActions: swipeActions.hide()
        case .runSwipeAction(let row, let edge, let index): if let p = path(row) { swipeActions.run(at: p, edge: edge, index: index) }
        case .moveItem(let from, let to):
            if let source = path(from), let destination = path(to) { reorderHandler?.moveItem(from: source, to: destination, in: self) }
        }
    }

    /// A tap or Return on an item: a cell with a pop-up menu accessory opens its menu (tapping
    /// anywhere in such a cell presents the menu, as in UIKit); then the delegate performs the
    /// item's primary action if it says it can.
    private func performPrimaryAction(at indexPath: IndexPath) {
        (visibleCellsByIndexPath[indexPath] as? UICollectionViewListCell)?.accessoryHost.presentPopUpMenu()
        guard let delegate, delegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath) else { return }
        delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
    }

    /// Copies an item's interaction flags into its cell's configuration state.
    func applyStates(to cell: UICollectionViewCell, at indexPath: IndexPath) {
        let flags = rowFlags(for: indexPath)
        cell.isSelected = flags.isSelected
        cell.isHighlighted = flags.isHighlighted
        var state = cell.stateFlags
        state.isEditing = isEditing
        state.isFocused = flags.isFocused
        state.isSwiped = flags.isSwiped
        state.isReordering = flags.isReordering
        state.cellDragState = flags.dragPhase.cellDragState
        state.cellDropState = flags.dropPhase.cellDropState
        state.isDisabled = flags.isDisabled || isItemDisabled(at: indexPath)
        state.isHovered = flags.isHovered
        if let outline = outlineProvider, let row = row(for: indexPath), row < interactionState.outline.count {
            _ = outline
            state.isExpanded = interactionState.outline[row].isExpanded
        }
        cell.setStateFlags(state)
        applyStateOverrides(to: cell, at: indexPath)
    }
}

/// Answers the reducer's "should" questions from the collection view's delegate. The reducer
/// runs synchronously on the main actor, inside `send(_:)`.
private struct DelegatePolicy: ListInteractionPolicy {
    let collectionView: UICollectionView

    private func ask<T: Sendable>(_ row: Int, _ fallback: T, _ question: @MainActor (UICollectionView, IndexPath) -> T) -> T {
        MainActor.assumeIsolated {
            guard let path = collectionView.indexPath(forRow: row) else { return fallback }
            return question(collectionView, path)
        }
    }

    func shouldHighlight(row: Int) -> Bool {
        ask(row, false) { list, path in list.delegate?.collectionView(list, shouldHighlightItemAt: path) ?? true }
    }

    func shouldSelect(row: Int) -> Bool {
        ask(row, false) { list, path in list.delegate?.collectionView(list, shouldSelectItemAt: path) ?? true }
    }

    func shouldDeselect(row: Int) -> Bool {
        ask(row, false) { list, path in list.delegate?.collectionView(list, shouldDeselectItemAt: path) ?? true }
    }

    func canReorder(row: Int) -> Bool {
        ask(row, false) { list, path in list.reorderHandler?.canReorderItem(at: path, in: list) ?? false }
    }

    func swipeActionsWidth(row: Int, edge: ListSwipeEdge) -> Double {
        ask(row, 0) { list, path in Double(list.swipeActions.width(at: path, edge: edge)) }
    }

    func performsFirstActionWithFullSwipe(row: Int, edge: ListSwipeEdge) -> Bool {
        ask(row, false) { list, path in list.swipeActions.configuration(at: path, edge: edge)?.performsFirstActionWithFullSwipe ?? false }
    }

    func spatialMove(from row: Int, key: ListKey) -> ListSpatialMove {
        ask(row, .ordered) { list, path in list.spatialMove(from: path, key: key) }
    }

    func tapTogglesOutline(row: Int) -> Bool {
        ask(row, false) { list, path in
            (list.cellForItem(at: path) as? UICollectionViewListCell)?.outlineDisclosureStyle == .header
        }
    }
}

extension ListDragPhase {
    var cellDragState: UICellConfigurationState.DragState {
        switch self {
        case .none: .none
        case .lifting: .lifting
        case .dragging: .dragging
        }
    }
}

extension ListDropPhase {
    var cellDropState: UICellConfigurationState.DropState {
        switch self {
        case .none: .none
        case .notTargeted: .notTargeted
        case .targeted: .targeted
        }
    }
}

/// A data source that can move items (diffable data sources with reordering handlers).
@MainActor
protocol ListReorderHandling: AnyObject {
    func canReorderItem(at indexPath: IndexPath, in collectionView: UICollectionView) -> Bool
    func moveItem(from source: IndexPath, to destination: IndexPath, in collectionView: UICollectionView)
}

extension UICollectionView {
    var reorderHandler: ListReorderHandling? { dataSource as? ListReorderHandling }
}
