import Foundation

/// A view that tracks a press of the pointer on itself, as a `UIControl` tracks a touch: the backend
/// reports the press, where it was released, or that it was cancelled, in the view's coordinates.
///
/// A press the target takes (`pressBegan(at:)` returns true) is the target's alone: the backend keeps
/// it from every other recognizer on the way (a list does not also highlight or select the row a
/// switch in it was pressed in), as UIKit's control touch handling wins over the collection view's.
/// The release is reported wherever the pointer is, however long the press lasted; a press the
/// toolkit takes away (a lost grab) is cancelled.
@preconcurrency @MainActor
package protocol PressInputTarget: AnyObject {
    /// A press went down at `point`; returns whether the target takes it.
    func pressBegan(at point: CGPoint) -> Bool
    /// The press ended at `point` (inside the bounds or not).
    func pressEnded(at point: CGPoint)
    /// The press was cancelled.
    func pressCancelled()
}

/// The press recognizer a backing attached for a `PressInputTarget` (owned by the backing's widget;
/// the target keeps it only so that tests can press through it). Holds the target weakly.
@preconcurrency @MainActor
package protocol PressInput: AnyObject {}
