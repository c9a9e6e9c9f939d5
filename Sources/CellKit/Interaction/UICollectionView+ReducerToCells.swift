import Foundation

// The glue between a list's interaction reducer and its cells: an input event goes through
// `ListInteractionReducer`, the new state is stored, the rows whose states changed get them in their
// cells (`applyStates(to:at:)`), and the reducer's effects become delegate calls, scrolling, outline
// changes, swipe actions and moves. `DelegatePolicy` answers the reducer's "should" questions from the
// delegate. The GTK input that produces the events is `ListInteractionController`.

extension UICollectionView {
    /// Feeds an input event through the interaction reducer, then performs its effects, updates the
    /// cells whose states changed and reports what it did to `interactionCommitHandler`.
    func send(_ event: ListInteractionEvent) {
        reloadStructureIfNeeded()
        syncInteractionSettings()
        let (state, effects) = ListInteractionReducer.reduce(interactionState, event, policy: DelegatePolicy(collectionView: self))
        var report = ListInteractionCommit()
        if case .pointerReleased(let row, true) = event { report.tappedItem = indexPath(forRow: row) }
        commit(state)
        for effect in effects {
            report.record(effect, indexPath: indexPath(forRow:))
            perform(effect)
        }
        if !report.isEmpty { interactionCommitHandler?(report) }
    }

    /// Changes the interaction state in code and updates the affected cells.
    func updateState(_ change: (inout ListInteractionState) -> Void) {
        var state = interactionState
        change(&state)
        commit(state)
    }

    /// Stores a new interaction state and updates the cells whose states changed. A swiped row that
    /// only moved (its states unchanged, as when released actions snap open) is laid out again too.
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
            // Highlighted and selected rows hide the separators beside them.
            separatorOverlay.update(for: self)
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

    /// Hands an item's states, as the reducer gives them (`ListInteractionState.states(forRow:)`), to its
    /// cell's `systemStates` (a change of `.selected` or `.highlighted` through `isSelected` or
    /// `isHighlighted`). The list adds what the reducer does not know: editing follows `isEditing`, and an
    /// item whose cell refuses interaction is disabled (`isItemDisabled(at:)`). `.pinned`, and
    /// `.expanded` when the data source has no outline for the row, stay as the cell has them. The
    /// item's forced states (previews) then go on top.
    func applyStates(to cell: UICollectionViewCell, at indexPath: IndexPath) {
        let row = row(for: indexPath)
        var states = row.map { interactionState.states(forRow: $0) } ?? []
        states.set(.editing, isEditing)
        if isItemDisabled(at: indexPath) { states.insert(.disabled) }
        let hasOutline = outlineProvider != nil && row.map { $0 < interactionState.outline.count } == true
        let kept: CellSystemStates = hasOutline ? .pinned : [.pinned, .expanded]
        states = states.subtracting(kept).union(cell.systemStates.intersection(kept))
        cell.setSystemStates(states)
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
