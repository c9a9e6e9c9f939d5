import Foundation

/// A target and the method to call on it for some control events; the target is held weakly, as
/// UIKit holds targets.
@preconcurrency @MainActor
struct TargetAction {
    weak var target: AnyObject?
    let events: UIControl.Event
    let call: @MainActor (AnyObject, UIControl) -> Void

    func perform(_ sender: UIControl) {
        if let target { call(target, sender) }
    }
}

extension UIControl {
    /// Calls `action` on `target` when any of `controlEvents` happens; the target is not retained.
    ///
    /// UIKit names the method with an Objective-C selector (`#selector(tapped)`), which Swift on
    /// Linux does not have. Pass the method itself instead, unapplied and named through its class:
    /// `#selector(tapped)` becomes `ViewController.tapped` (Swift does not allow `Self.tapped` in a
    /// class), whether the method takes no argument, the sender, or the sender and the event;
    /// `cellscope port` makes this change in a copy of an app's sources:
    ///
    /// ```swift
    /// button.addTarget(self, action: ViewController.saveTapped(_:), for: .touchUpInside)   // func saveTapped(_ sender: UIButton)
    /// ```
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> @MainActor () -> Void,
                                             for controlEvents: Event) {
        targetActions.append(TargetAction(target: target, events: controlEvents) { target, _ in
            action(target as! Target)()
        })
    }

    /// Calls `action` with the sender on `target` when any of `controlEvents` happens (see
    /// `addTarget(_:action:for:)`); a sender of another class than the method takes is skipped.
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void, for controlEvents: Event
    ) {
        targetActions.append(TargetAction(target: target, events: controlEvents) { target, sender in
            if let sender = sender as? Sender { action(target as! Target)(sender) }
        })
    }

    /// Calls `action` with the sender and the event (always nil in CellKit) on `target` when any of
    /// `controlEvents` happens (see `addTarget(_:action:for:)`).
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Sender, UIEvent?) -> Void, for controlEvents: Event
    ) {
        targetActions.append(TargetAction(target: target, events: controlEvents) { target, sender in
            if let sender = sender as? Sender { action(target as! Target)(sender, nil) }
        })
    }

    /// Stops calling `target` (every target when nil) for `controlEvents`. UIKit's `action:`
    /// parameter (a selector) has no Linux counterpart: every method of the target registered for
    /// those events is removed.
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        targetActions.removeAll { entry in
            (target == nil || entry.target === target) && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// The targets that have an action registered (weakly held ones that went away are left out).
    public var allTargets: [AnyObject] {
        var seen = Set<ObjectIdentifier>()
        return targetActions.compactMap(\.target).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Runs `action`'s handler with this control as the sender, as UIKit does when a control
    /// performs a primary action.
    public func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }
}
