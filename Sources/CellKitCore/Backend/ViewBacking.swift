import Foundation

/// What a view asks of the toolkit widget that shows it: the seam between CellKit's views and a
/// backend. The one backend is GTK 4 (`GtkViewBacking`, in the `CellKitGTK` target); what the backing
/// asks back of the view is `BackedView`.
///
/// Ownership and lifetime: a view owns its backing (`UIView.backing`), created the first time the view
/// joins a shown window or is rendered, never before, so views stay cheap and lay out without a
/// display. The backing holds its view weakly and does nothing once the view is gone; the view
/// calls `detach()` from its deinit. Swift is the truth for geometry and hierarchy: the backing mirrors
/// what the view tells it, and calls back into the view to lay out (`layoutIfNeeded()`) and to draw
/// (`BackedView.draw(in:drawingChildren:)` with a `Canvas`) when the toolkit asks.
///
/// Every request is cheap and coalesced by the toolkit (nothing happens until its next frame). An
/// implementation counts each widget update it makes in `UIView.renderUpdateCount`.
@preconcurrency @MainActor
package protocol ViewBacking: AnyObject {
    /// Creates (if needed) the child's backing and shows it inside this one, in `subviews` order.
    func adoptChild(_ child: any BackedView)
    /// Stops showing a former subview's widget inside this one.
    func removeChild(_ child: any BackedView)
    /// Restacks the children to match `subviews` (back to front).
    func syncChildOrder()

    /// The view needs layout: the toolkit allocates it again (calling back `layoutIfNeeded()`).
    func requestLayout()
    /// The view's natural size changed (only a root view's size is the toolkit's to decide).
    func requestResize()
    /// The view's drawing changed.
    func requestRedraw()
    /// A subview moved or resized: the children are placed again.
    func childGeometryChanged()

    /// The view's `isHidden` or `alpha` changed.
    func updateVisibility()
    /// The view's `isUserInteractionEnabled` changed: pointer events reach it or pass through.
    func updateTargeting()
    /// Whether children are clipped to the view's bounds (scroll views).
    var clipsChildren: Bool { get set }

    /// The view's accessibility description changed (label, hint, value, traits, hidden): the
    /// toolkit's accessibility tree hears of it.
    func updateAccessibility()

    /// The view is going away: stop calling back into it and leave the toolkit's hierarchy.
    func detach()

    // MARK: Input (views attach it in `UIView.backingDidLoad(_:)`)

    /// Attaches a press recognizer that reports to `target` (see `PressInput.swift`).
    func addPressInput(for target: any PressInputTarget) -> any PressInput
    /// Attaches wheel and touchpad scrolling that reports to `target` (see `ScrollInput.swift`).
    func addScrollInput(for target: any ScrollInputTarget)
    /// Attaches a list's pointer, key and focus input that reports to `target` (see `ListInput.swift`).
    func addListInput(for target: any ListInputTarget) -> any ListInput
}
