import Foundation

/// Translates a collection view's input into `ListInteractionEvent`s, and nothing more: the
/// reducer decides what each event means.
///
/// The input comes from the collection view's backing (`ListInputTarget`, attached in
/// `attach(to:)`):
/// - the pointer's press, drag and release: a `ListPointerArbiter` decides, from the movement,
///   whether the press is a tap (highlight on press, select on release inside), a swipe (a
///   horizontal drag) or a reorder (a drag that starts on a reorder control in editing mode). A press
///   also moves keyboard focus into the list, as a click into a list does. Controls inside cells
///   (switches, accessories, swipe action buttons) take their own presses before the list hears them.
/// - the pointer over the list: the row under it → `.hoverEntered` / `.hoverExited`.
/// - list keys: arrows, Home/End, Page Up/Down, Space, Return, Escape → `.key`.
/// - focus entering or leaving the list → `.focusIn` / `.focusOut`.
/// Scrolling (wheel, touchpad) reaches the list through `contentDidScroll()`.
@preconcurrency @MainActor
final class ListInteractionController {
    private weak var collectionViewReference: UICollectionView?
    private var collectionView: UICollectionView { collectionViewReference! }
    private var arbiter = ListPointerArbiter()
    private var pressPoint = CGPoint.zero
    /// The sideways-scrolling section a press went down on, and its offset then.
    private var panSection: (section: Int, startOffset: CGFloat)?
    /// Where the pointer is over the list (widget coordinates), nil when it is elsewhere.
    private(set) var pointerLocation: CGPoint?
    /// The input attached to the list's backing (its recognizers are owned by the backing).
    private(set) var input: (any ListInput)?

    init(collectionView: UICollectionView) {
        collectionViewReference = collectionView
    }

    /// Whether the list still exists (GTK may emit a last signal while it is being torn down).
    private var isAlive: Bool { collectionViewReference != nil }

    /// Attaches the list's pointer, key and focus input to its backing.
    func attach(to backing: any ViewBacking) {
        input = backing.addListInput(for: self)
    }

    /// The list scrolled: a press in progress is no longer a tap, open swipe actions close, hover
    /// is re-evaluated on the next motion.
    func contentDidScroll() {
        guard isAlive else { return }
        send(arbiter.scrolled())
        if collectionView.interactionState.swipe != nil { collectionView.send(.dismissSwipeActions) }
    }

    // MARK: Hit testing

    /// The row under a point in the widget's (visible) coordinates.
    func row(at point: CGPoint) -> Int? {
        let content = CGPoint(x: point.x + collectionView.contentOffset.x, y: point.y + collectionView.contentOffset.y)
        return collectionView.indexPathForItem(at: content).flatMap { collectionView.row(for: $0) }
    }

    // MARK: Pointer

    private func pressed(at point: CGPoint) {
        pressPoint = point
        let row = row(at: point)
        let onReorderControl = row.map { collectionView.isEditing && isOnReorderControl(point, row: $0) } ?? false
        if !onReorderControl { input?.takeFocusOnClick() }
        send(arbiter.began(row: row, onReorderControl: onReorderControl, horizontalDrag: horizontalDrag(at: point, row: row)))
    }

    /// What a horizontal drag from `point` does: pan a section that scrolls sideways, swipe a list row,
    /// or nothing (a grid cell).
    private func horizontalDrag(at point: CGPoint, row: Int?) -> ListPointerArbiter.HorizontalDrag {
        let content = CGPoint(x: point.x + collectionView.contentOffset.x, y: point.y + collectionView.contentOffset.y)
        if let section = collectionView.engine.orthogonalSection(at: content) {
            panSection = (section, collectionView.engine.orthogonalOffset(ofSection: section))
            return .pan
        }
        panSection = nil
        guard let row, let indexPath = collectionView.indexPath(forRow: row) else { return .swipe }
        return collectionView.isListSection(indexPath.section) ? .swipe : .none
    }

    private func moved(by offset: CGSize) {
        let start = pressPoint
        send(arbiter.moved(by: offset) { [unowned self] dy in row(at: CGPoint(x: start.x, y: start.y + dy)) })
    }

    private func released(by offset: CGSize) {
        send(arbiter.ended(rowUnder: row(at: CGPoint(x: pressPoint.x + offset.width, y: pressPoint.y + offset.height))))
    }

    /// Sends the arbiter's events, and claims the pointer sequence when it asks to (so that no
    /// other gesture acts on it).
    private func send(_ outcome: ListPointerArbiter.Outcome) {
        if outcome.claims { input?.claimPress() }
        for event in outcome.events { collectionView.send(event) }
        if let pan = outcome.pan, let panSection {
            switch pan {
            case .moved(let translation):
                // Dragging toward the leading edge reveals what follows: right to left in left-to-right layouts.
                let forward = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? translation : -translation
                collectionView.setOrthogonalOffset(panSection.startOffset + CGFloat(forward), forSection: panSection.section)
            case .ended:
                self.panSection = nil
                collectionView.settleOrthogonalSection(panSection.section, dragStartedAt: panSection.startOffset)
            }
        }
    }

    private var hoveredRow: Int?

    private func hover(at point: CGPoint?) {
        pointerLocation = point
        let row = point.flatMap { self.row(at: $0) }
        guard row != hoveredRow else { return }
        if let old = hoveredRow { collectionView.send(.hoverExited(row: old)) }
        hoveredRow = row
        if let row { collectionView.send(.hoverEntered(row: row)) }
    }

    // MARK: Keys

    private func keyPressed(_ listKey: ListKey) -> Bool {
        let state = collectionView.interactionState
        if state.focused == nil, state.keyboardAnchor == nil, [.space, .enter, .left, .right].contains(listKey) {
            // A key that acts on the focused row, while none shows focus: focus comes in first (the
            // reducer does the same for navigation keys).
            collectionView.send(.focusIn)
        }
        collectionView.send(.key(listKey))
        return true
    }

    // MARK: Reorder control

    /// Whether a point (widget coordinates) is on the reorder control of a row's cell.
    private func isOnReorderControl(_ point: CGPoint, row: Int) -> Bool {
        guard let indexPath = collectionView.indexPath(forRow: row),
              let cell = collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell else { return false }
        let inCell = cell.convert(CGPoint(x: point.x + collectionView.contentOffset.x, y: point.y + collectionView.contentOffset.y),
                                  from: collectionView)
        return ReorderControlLocator.frame(in: cell)?.contains(inCell) ?? false
    }
}

extension ListInteractionController: ListInputTarget {
    func pointerHovered(at point: CGPoint?) {
        if isAlive { hover(at: point) }
    }

    func listKeyPressed(_ key: ListKey) -> Bool {
        isAlive ? keyPressed(key) : false
    }

    /// Rows show focus only for keyboard focus (`ListInput.isFocusVisible`), as UIKit shows it only with
    /// a hardware keyboard; a window that merely starts with the list focused shows no focused row.
    func focusEntered() {
        guard let collectionView = collectionViewReference, input?.isFocusVisible == true else { return }
        collectionView.send(.focusIn)
    }

    func focusLeft() {
        collectionViewReference?.send(.focusOut)
    }

    func dragBegan(at point: CGPoint) {
        if isAlive { pressed(at: point) }
    }

    func dragMoved(by offset: CGSize) {
        if isAlive { moved(by: offset) }
    }

    func dragEnded(by offset: CGSize) {
        if isAlive { released(by: offset) }
    }

    func dragCancelled() {
        if isAlive { send(arbiter.cancelled()) }
    }
}

/// Finds a cell's reorder control.
@preconcurrency @MainActor
enum ReorderControlLocator {
    /// The frame of the cell's visible reorder control, in the cell's coordinates.
    static func frame(in cell: UIView) -> CGRect? {
        func search(_ view: UIView) -> UIView? {
            if let accessory = view as? SystemAccessoryView, accessory.kind == .reorder, !accessory.isHidden { return view }
            for subview in view.subviews {
                if let found = search(subview) { return found }
            }
            return nil
        }
        guard let control = search(cell) else { return nil }
        return control.convert(control.bounds, to: cell)
    }
}
