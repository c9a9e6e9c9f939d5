import Foundation

/// The view's side of the seam between CellKit's views and a backend: what a `ViewBacking` asks of the
/// `UIView` it shows. `UIView` conforms (in CellKit); the backend sees views only through this
/// protocol, so it needs none of the view layer's types.
///
/// The backing calls back into the view when the toolkit lays out (`layoutIfNeeded()`, then it places
/// `backedSubviews` at their frames) and when it draws (`draw(in:drawingChildren:)`). Geometry is in
/// points, the frame in the superview's coordinates, as in UIKit.
@preconcurrency @MainActor
package protocol BackedView: AnyObject {
    /// The toolkit widget that shows the view, once it was made (a view makes none by itself).
    var backing: (any ViewBacking)? { get set }
    /// The subviews, back to front (`UIView.subviews`).
    var backedSubviews: [any BackedView] { get }
    /// Whether the view is inside another view (`superview != nil`); only a root view's size is the
    /// toolkit's to decide.
    var hasSuperview: Bool { get }
    /// The frame in the superview's coordinates; the toolkit sets it on a root view it sizes.
    var frame: CGRect { get set }
    /// The bounds: their origin is the scroll offset of the subviews.
    var bounds: CGRect { get }
    /// `isHidden`.
    var isHidden: Bool { get }
    /// `alpha`, 0…1.
    var alpha: CGFloat { get }
    /// `isUserInteractionEnabled`: whether pointer events reach the view and its subviews.
    var isUserInteractionEnabled: Bool { get }
    /// Pixels per point of the screen the view is drawn for (the `displayScale` trait).
    var backedDisplayScale: CGFloat { get }
    /// What an accessibility client is told about the view.
    var accessibilityDescription: AccessibilityDescription { get }

    /// Runs the view's pending layout (`UIView.layoutIfNeeded()`).
    func layoutIfNeeded()
    /// Draws the view into its bounds the way Core Animation composes a layer: its background, clip,
    /// content, then `drawingChildren` (the toolkit draws the subviews' widgets there), then its border
    /// and overlay. The current traits are the view's while it draws.
    func draw(in canvas: any Canvas, drawingChildren: () -> Void)
    /// The backing was made and attached; the view attaches its input (`UIView.backingDidLoad(_:)`).
    func didLoadBacking(_ backing: any ViewBacking)
    /// Counts one update the backing made to its widget (`UIView.renderUpdateCount`).
    func noteRenderUpdate()
}
