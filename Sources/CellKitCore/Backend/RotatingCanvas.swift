import Foundation

/// A `Canvas` that can also draw rotated, as `CGContext.rotate(by:)` lets a UIKit view draw: what
/// `UIActivityIndicatorView` needs for its spokes. A canvas without rotation draws no spokes.
@preconcurrency @MainActor
package protocol RotatingCanvas: Canvas {
    /// Draws everything inside `body` with the origin moved to `center` and turned clockwise by
    /// `degrees` about it.
    func rotated(by degrees: CGFloat, about center: CGPoint, _ body: () -> Void)
}
