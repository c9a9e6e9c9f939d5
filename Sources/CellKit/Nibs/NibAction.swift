import Foundation

/// A method a nib's action calls, paired with the object it is called on (see ``NibActionTarget``).
@preconcurrency @MainActor
public struct NibAction {
    let target: AnyObject
    let call: @MainActor (AnyObject, UIControl) -> Void

    /// An action method that takes no argument: `NibAction(self, ContactCell.followTapped)`.
    public init<Target: AnyObject>(_ target: Target, _ method: @escaping (Target) -> @MainActor () -> Void) {
        self.target = target
        call = { target, _ in method(target as! Target)() }
    }

    /// An action method that takes the sender: `NibAction(self, ContactCell.followTapped(_:))`. A
    /// sender of another class than the method takes is skipped, as with `addTarget(_:action:for:)`.
    public init<Target: AnyObject, Sender>(_ target: Target, _ method: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.target = target
        call = { target, sender in
            if let sender = sender as? Sender { method(target as! Target)(sender) }
        }
    }

    /// An action method that takes the sender and the event (always nil in CellKit).
    public init<Target: AnyObject, Sender>(_ target: Target,
                                           _ method: @escaping (Target) -> @MainActor (Sender, UIEvent?) -> Void) {
        self.target = target
        call = { target, sender in
            if let sender = sender as? Sender { method(target as! Target)(sender, nil) }
        }
    }

    /// Makes `control` call the method for `events`; the target is held weakly, as UIKit holds targets.
    func connect(to control: UIControl, for events: UIControl.Event) {
        control.targetActions.append(TargetAction(target: target, events: events, call: call))
    }
}

/// A type that names the methods a nib's `<action selector="…">` connections call.
///
/// UIKit finds an action's method from its Objective-C selector at run time; Swift on Linux has no
/// such lookup. A type whose methods nibs call adopts this protocol and returns each method for its
/// selector (`cellscope port` writes this conformance for the `@IBAction` methods it finds):
///
/// ```swift
/// extension ContactCell: NibActionTarget {
///     func nibAction(forSelector selector: String) -> NibAction? {
///         switch selector {
///         case "followTapped:": NibAction(self, ContactCell.followTapped(_:))
///         default: nil
///         }
///     }
/// }
/// ```
///
/// An action whose destination does not adopt the protocol, or does not know the selector, is not
/// connected; the loader prints a warning naming it. Connect such a method in `awakeFromNib()` with
/// `addTarget(_:action:for:)` instead.
@preconcurrency @MainActor
public protocol NibActionTarget: AnyObject {
    /// The method for an Objective-C selector written in a nib (`followTapped:`), or nil.
    func nibAction(forSelector selector: String) -> NibAction?
}
