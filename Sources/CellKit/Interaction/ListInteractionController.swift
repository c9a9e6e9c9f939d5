import CGtk
import CGtkShim
import Foundation
import GtkSupport

/// Translates a collection view's GTK input into `ListInteractionEvent`s, and nothing more: the
/// reducer decides what each event means.
///
/// Controllers on the collection view's widget:
/// - `GtkGestureDrag` (primary button, or touch): every press, drag and release. A
///   `ListPointerArbiter` decides, from the movement, whether the press is a tap (highlight on
///   press, select on release inside), a swipe (a horizontal drag) or a reorder (a drag that
///   starts on a reorder control in editing mode). A press also moves keyboard focus into the list,
///   as a click into a GTK list does. Controls inside cells (switches, accessories, swipe action
///   buttons) take their own clicks: their gesture claims the press before it reaches the list.
/// - `GtkEventControllerMotion`: the row under the pointer → `.hoverEntered` / `.hoverExited`.
/// - `GtkEventControllerKey`: arrows, Home/End, Page Up/Down, Space, Return, Escape → `.key`.
/// - `GtkEventControllerFocus`: focus entering or leaving the list → `.focusIn` / `.focusOut`.
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
    /// The controllers, owned by the widget; tests emit their signals.
    private(set) var motion: UnsafeMutableRawPointer?
    private(set) var key: UnsafeMutableRawPointer?
    private(set) var focus: UnsafeMutableRawPointer?
    private(set) var drag: UnsafeMutableRawPointer?

    init(collectionView: UICollectionView) {
        collectionViewReference = collectionView
    }

    /// Whether the list still exists (GTK may emit a last signal while it is being torn down).
    private var isAlive: Bool { collectionViewReference != nil }

    func attach(to backing: GtkViewBacking) {
        let widget = backing.gtkWidget
        gtk_widget_set_focusable(widget, 1)
        gtk_widget_set_focus_on_click(widget, 1)

        let motion = UnsafeMutableRawPointer(gtk_event_controller_motion_new()!)
        Signals.connect(motion, "enter", point: { [weak self] x, y in if self?.isAlive == true { self?.hover(at: CGPoint(x: x, y: y)) } })
        Signals.connect(motion, "motion", point: { [weak self] x, y in if self?.isAlive == true { self?.hover(at: CGPoint(x: x, y: y)) } })
        Signals.connect(motion, "leave") { [weak self] in if self?.isAlive == true { self?.hover(at: nil) } }
        gtk_widget_add_controller(widget, OpaquePointer(motion))
        self.motion = motion

        let key = UnsafeMutableRawPointer(gtk_event_controller_key_new()!)
        Signals.connect(key, "key-pressed", key: { [weak self] keyval, _, _ in self?.isAlive == true ? self!.keyPressed(keyval) : false })
        gtk_widget_add_controller(widget, OpaquePointer(key))
        self.key = key

        let focus = UnsafeMutableRawPointer(gtk_event_controller_focus_new()!)
        Signals.connect(focus, "enter") { [weak self] in self?.focusEntered(widget) }
        Signals.connect(focus, "leave") { [weak self] in self?.collectionViewReference?.send(.focusOut) }
        gtk_widget_add_controller(widget, OpaquePointer(focus))
        self.focus = focus

        let drag = UnsafeMutableRawPointer(gtk_gesture_drag_new()!)
        Signals.connect(drag, "drag-begin", point: { [weak self] x, y in
            guard self?.isAlive == true else { return }
            self?.pressed(at: CGPoint(x: x, y: y), widget: widget)
        })
        Signals.connect(drag, "drag-update", point: { [weak self] dx, dy in
            guard self?.isAlive == true else { return }
            self?.moved(by: CGSize(width: dx, height: dy))
        })
        Signals.connect(drag, "drag-end", point: { [weak self] dx, dy in
            guard self?.isAlive == true else { return }
            self?.released(by: CGSize(width: dx, height: dy))
        })
        Signals.connect(drag, "cancel", object: { [weak self] _ in
            guard self?.isAlive == true, let self else { return }
            send(arbiter.cancelled())
        })
        gtk_widget_add_controller(widget, OpaquePointer(drag))
        self.drag = drag
    }

    /// Keyboard focus entered the list. Rows show focus only for keyboard focus (GTK's
    /// focus-visible, set by Tab and arrow keys), as UIKit shows it only with a hardware keyboard;
    /// a window that merely starts with the list focused shows no focused row.
    private func focusEntered(_ widget: UnsafeMutablePointer<GtkWidget>) {
        guard let collectionView = collectionViewReference else { return }
        guard let root = gtk_widget_get_root(widget),
              gtk_window_get_focus_visible(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)) != 0
        else { return }
        collectionView.send(.focusIn)
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

    private func pressed(at point: CGPoint, widget: UnsafeMutablePointer<GtkWidget>) {
        pressPoint = point
        let row = row(at: point)
        let onReorderControl = row.map { collectionView.isEditing && isOnReorderControl(point, row: $0) } ?? false
        if !onReorderControl, gtk_widget_get_focus_on_click(widget) != 0, gtk_widget_has_focus(widget) == 0 {
            gtk_widget_grab_focus(widget)
        }
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
        if outcome.claims, let drag {
            gtk_gesture_set_state(OpaquePointer(drag), GTK_EVENT_SEQUENCE_CLAIMED)
        }
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

    private func keyPressed(_ keyval: UInt32) -> Bool {
        let listKey: ListKey? = switch Int32(keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: .down
        case GDK_KEY_Home, GDK_KEY_KP_Home: .home
        case GDK_KEY_End, GDK_KEY_KP_End: .end
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: .pageDown
        case GDK_KEY_space, GDK_KEY_KP_Space: .space
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: .enter
        case GDK_KEY_Escape: .escape
        case GDK_KEY_Left, GDK_KEY_KP_Left: .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: .right
        default: nil
        }
        guard let listKey else { return false }
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
