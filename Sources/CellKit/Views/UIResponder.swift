import Foundation

/// The base of every object that takes part in event handling (UIKit's `UIResponder`).
///
/// CellKit views inherit from it so UIKit subclasses compile unchanged; the responder chain is the
/// view hierarchy (`next` is the superview).
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain: for a view, its superview.
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder. Views answer `false` unless overridden.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder is the window's first responder.
    open var isFirstResponder: Bool { false }

    /// Asks to become the first responder; returns whether it did.
    @discardableResult
    open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }

    /// Gives up first responder status; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}
