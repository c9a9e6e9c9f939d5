import Foundation

/// A view that turns pointer and keyboard input into actions (UIKit's `UIControl`), with the
/// closure-based `UIAction` API of iOS 14.
///
/// A press highlights the control; a release inside it sends `.touchUpInside` and
/// `.primaryActionTriggered`; a release outside or a cancelled press only clears the highlight.
/// Disabled controls ignore input.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The kinds of events a control sends.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A press began inside the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A press ended inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A press ended outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A press was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (switches).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a tap, for buttons).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// Whether the control responds to input; disabled controls draw dimmed.
    open var isEnabled = true { didSet { if oldValue != isEnabled { setNeedsDisplay() } } }
    /// Whether the control is selected.
    open var isSelected = false { didSet { if oldValue != isSelected { setNeedsDisplay() } } }
    /// Whether a press is in progress over the control.
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { setNeedsDisplay() } } }

    private var actions: [(action: UIAction, events: Event)] = []
    /// Target-action pairs (see `addTarget(_:action:for:)` in UIControl+Targets.swift).
    var targetActions: [TargetAction] = []

    /// Creates a control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control with a frame and a primary action.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a control from an archive (CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Runs `action` when any of `controlEvents` happens.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Runs the actions and target-actions registered for `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
        targetActions.removeAll { $0.target == nil }
        for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) {
            entry.perform(self)
        }
    }

    /// Every event that has an action or target-action registered.
    open var allControlEvents: Event {
        (actions.map(\.events) + targetActions.map(\.events)).reduce(into: Event()) { $0.formUnion($1) }
    }

    /// A press recognizer on the view's backing (see `PressInputTarget`). A press the control accepts
    /// (enabled, user interaction on) is the control's alone: a switch or an accessory in a list row
    /// never also highlights or selects the row, as in UIKit, where the control's touch handling wins
    /// over the collection view's. The release decides by where the pointer is, however long the press
    /// lasted; a cancelled press (a lost grab) cancels.
    override func backingDidLoad(_ backing: any ViewBacking) {
        pressInput = backing.addPressInput(for: self)
    }

    /// The press recognizer attached to the backing (owned by it); tests press through it.
    var pressInput: (any PressInput)?
    /// Where the last press or release happened, in the control's coordinates.
    var lastPointerLocation: CGPoint?

    /// A press began over the control; returns whether the control took it.
    @discardableResult
    func pointerPressed() -> Bool {
        guard isEnabled, isUserInteractionEnabled, !isHidden else { return false }
        isHighlighted = true
        sendActions(for: .touchDown)
        return true
    }

    func pointerReleased(inside: Bool) {
        guard isHighlighted else { return }
        isHighlighted = false
        if inside {
            sendActions(for: [.touchUpInside])
            sendActions(for: .primaryActionTriggered)
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    func pointerCancelled() {
        guard isHighlighted else { return }
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}

extension UIControl: PressInputTarget {
    /// A touch went down in the control: it highlights and sends `.touchDown` (see `pointerPressed()`).
    package func pressBegan(at point: CGPoint) -> Bool {
        lastPointerLocation = point
        return pointerPressed()
    }

    /// The touch ended: `.touchUpInside` or `.touchUpOutside`, and a tap on the cell's item when inside.
    package func pressEnded(at point: CGPoint) {
        lastPointerLocation = point
        let inside = bounds.contains(point)
        // A tap on a control in a list's cell is a tap on the cell's item for the list's commit handler.
        let tapReport = inside ? UICollectionView.tapReport(forControl: self) : nil
        pointerReleased(inside: inside)
        tapReport?()
    }

    /// The touch was cancelled: `.touchCancel`.
    package func pressCancelled() {
        pointerCancelled()
    }
}
