import Foundation

/// Draws a `UIBackgroundConfiguration` behind a cell's content.
///
/// Everything is drawn as render nodes in this view's snapshot (no CSS): the background insets
/// (plus the cell's layout margins on `edgesAddingLayoutMarginsToBackgroundInsets`) give the
/// shape, `cornerRadius` rounds it, and inside it come, bottom to top: the visual effect, the
/// resolved color (nil color means the tint color, then the transformer), the image, the custom
/// view, and the stroke (outset strokes grow outward with concentric corners). A shadow
/// (`shadowProperties` with a non-zero opacity) is drawn outside the shape, below everything. That stacking
/// order is not documented by UIKit; this is the most plausible reading.
///
/// Blur effects have no backdrop to blur here, so a visual effect is drawn as its material's
/// translucent tint. In an inset-grouped list the section's outer corners are rounded (10 pt).
@preconcurrency @MainActor
final class BackgroundConfigurationView: UIView {
    var configuration = UIBackgroundConfiguration.clear() {
        didSet {
            guard configuration != oldValue else { return }
            if configuration.customView !== oldValue.customView { installCustomView(old: oldValue.customView) }
            strokeOverlay.setNeedsDisplay()
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// The cell's layout margins, for `edgesAddingLayoutMarginsToBackgroundInsets`.
    var cellLayoutMargins = NSDirectionalEdgeInsets.zero {
        didSet { if oldValue != cellLayoutMargins, !configuration.edgesAddingLayoutMarginsToBackgroundInsets.isEmpty { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// The cell's place in its section (inset-grouped lists round the section's outer corners).
    var groupPosition = UICollectionViewListCell.GroupPosition.only { didSet { setNeedsDisplay(); strokeOverlay.setNeedsDisplay() } }

    /// Whether the pointer is over the cell: drawn the way iPadOS shows pointer hover, a
    /// translucent gray (`quaternarySystemFill`) over the background.
    var isHovered = false { didSet { if oldValue != isHovered { setNeedsDisplay() } } }

    private let strokeOverlay = StrokeOverlay()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        strokeOverlay.owner = self
        addSubview(strokeOverlay)
    }

    required init?(coder: NSCoder) { fatalError("BackgroundConfigurationView is created in code") }

    /// The rectangle the background fills, in this view's coordinates.
    var shapeRect: CGRect {
        let insets = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        var directional = insets
        if edges.contains(.top) { directional.top += cellLayoutMargins.top }
        if edges.contains(.leading) { directional.leading += cellLayoutMargins.leading }
        if edges.contains(.bottom) { directional.bottom += cellLayoutMargins.bottom }
        if edges.contains(.trailing) { directional.trailing += cellLayoutMargins.trailing }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rtl ? directional.trailing : directional.leading
        let right = rtl ? directional.leading : directional.trailing
        return CGRect(x: left, y: directional.top,
                      width: bounds.width - left - right, height: bounds.height - directional.top - directional.bottom)
    }

    /// The corner radii of the shape: the configuration's radius, or the section's outer corners
    /// in an inset-grouped list.
    var shapeCorners: CornerRadii {
        let radius = configuration.cornerRadius
        guard traitCollection.listEnvironment == .insetGrouped else { return CornerRadii(radius) }
        let section = ListMetrics.insetGroupedSectionCornerRadius
        let top = groupPosition == .first || groupPosition == .only ? max(radius, section) : radius
        let bottom = groupPosition == .last || groupPosition == .only ? max(radius, section) : radius
        return CornerRadii(topLeft: top, topRight: top, bottomRight: bottom, bottomLeft: bottom)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        strokeOverlay.frame = bounds
        configuration.customView?.frame = shapeRect
    }

    override func drawContent(in canvas: any Canvas) {
        let traits = traitCollection
        let rect = shapeRect
        let corners = shapeCorners
        let shadow = configuration.shadowProperties
        if shadow.opacity > 0 {
            var color = shadow.color.rgba(resolvedWith: traits)
            color.alpha *= shadow.opacity
            canvas.shadow(of: rect, corners: corners, color: color, offset: shadow.offset, radius: shadow.radius)
        }
        if let effect = configuration.visualEffect {
            canvas.fill(rect, color: VisualEffectMaterial.tint(for: effect).rgba(resolvedWith: traits), corners: corners)
        }
        let color = configuration.resolvedBackgroundColor(for: tintColor)
        canvas.fill(rect, color: color.rgba(resolvedWith: traits), corners: corners)
        if isHovered {
            canvas.fill(rect, color: UIColor.quaternarySystemFill.rgba(resolvedWith: traits), corners: corners)
        }
        if let image = configuration.image {
            let placed = ImagePlacement.rect(for: image.size, in: rect, contentMode: configuration.imageContentMode)
            canvas.clipped(to: rect, corners: corners) {
                canvas.draw(image, in: placed, symbolicColor: image.isSymbolImage ? tintColor.rgba(resolvedWith: traits) : nil)
            }
        }
    }

    fileprivate func drawStroke(in canvas: any Canvas) {
        guard configuration.strokeWidth > 0 else { return }
        let outset = configuration.strokeOutset
        let rect = shapeRect.insetBy(dx: -outset, dy: -outset)
        let color = configuration.resolvedStrokeColor(for: tintColor)
        canvas.stroke(rect, width: configuration.strokeWidth, color: color.rgba(resolvedWith: traitCollection),
                      corners: shapeCorners.grown(by: outset))
    }

    private func installCustomView(old: UIView?) {
        old?.removeFromSuperview()
        if let custom = configuration.customView {
            insertSubview(custom, belowSubview: strokeOverlay)
        }
    }
}

/// Draws the background's stroke above the custom view.
@preconcurrency @MainActor
private final class StrokeOverlay: UIView {
    weak var owner: BackgroundConfigurationView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("StrokeOverlay is created in code") }

    override func drawContent(in canvas: any Canvas) {
        owner?.drawStroke(in: canvas)
    }
}

/// The translucent tints that stand in for blur materials.
enum VisualEffectMaterial {
    static func tint(for effect: UIVisualEffect) -> UIColor {
        UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(white: 0.12, alpha: 0.82)
                : UIColor(white: 0.97, alpha: 0.82)
        }
    }
}
