import Foundation

/// A view as its backing sees it (see `BackedView`): the backend lays it out, places its subviews and
/// draws it through these members, and never names `UIView`.
extension UIView: BackedView {
    package var backedSubviews: [any BackedView] { subviews }

    package var hasSuperview: Bool { superview != nil }

    package var backedDisplayScale: CGFloat { traitCollection.displayScale }

    package func didLoadBacking(_ backing: any ViewBacking) {
        backingDidLoad(backing)
    }

    package func noteRenderUpdate() {
        renderUpdateCount += 1
    }

    /// Core Animation's order: clip (the view's own corners, then the layer's when it masks to
    /// bounds), background, the view's content, the children, then the border and the overlay on top.
    package func draw(in canvas: any Canvas, drawingChildren: () -> Void) {
        let traits = traitCollection
        let bounds = CGRect(origin: .zero, size: self.bounds.size)
        let layer = self.layer
        func drawBody() {
            if let background = layer.resolvedBackgroundColor(with: traits) {
                canvas.fill(bounds, color: background, cornerRadius: layer.cornerRadius)
            }
            traits.performAsCurrent { drawContent(in: canvas) }
            drawingChildren()
        }
        if let corners = clipCorners {
            canvas.clipped(to: bounds, corners: corners) {
                if layer.masksToBounds { canvas.clipped(to: bounds, cornerRadius: layer.cornerRadius, drawBody) } else { drawBody() }
            }
        } else if layer.masksToBounds {
            canvas.clipped(to: bounds, cornerRadius: layer.cornerRadius, drawBody)
        } else {
            drawBody()
        }
        if let border = layer.resolvedBorderColor(with: traits) {
            canvas.stroke(bounds, width: layer.borderWidth, color: border, cornerRadius: layer.cornerRadius)
        }
        traits.performAsCurrent { drawOverlay(in: canvas) }
    }
}
