import Foundation

/// The Core Animation layer properties of a view (UIKit's `view.layer`): corner radius, border,
/// background and masking. Changing one redraws the view.
///
/// The layer does not own pixels of its own; its view's backing widget draws it.
@preconcurrency @MainActor
open class CALayer: NSObject {
    private weak var owner: UIView?

    init(view: UIView) {
        owner = view
        super.init()
    }

    /// The radius of the rounded corners of the background and border (and of the clip when
    /// `masksToBounds` is true).
    open var cornerRadius: CGFloat = 0 { didSet { if oldValue != cornerRadius { owner?.setNeedsDisplay() } } }

    /// The width of the border drawn inside the bounds, on top of the content.
    open var borderWidth: CGFloat = 0 { didSet { if oldValue != borderWidth { owner?.setNeedsDisplay() } } }

    /// The border color (opaque black by default, as in Core Animation).
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { owner?.setNeedsDisplay() }
    }

    /// Whether the content and sublayers are clipped to the (rounded) bounds.
    open var masksToBounds = false { didSet { if oldValue != masksToBounds { owner?.setNeedsDisplay() } } }

    /// The background color; the same value as the view's `backgroundColor`, resolved for its traits.
    open var backgroundColor: CGColor? {
        get { owner.flatMap { view in view.backgroundColor?.resolvedColor(with: view.traitCollection).cgColor } }
        set { owner?.backgroundColor = newValue.map { UIColor(cgColor: $0) } }
    }

    /// The layer's opacity; the same value as the view's `alpha`.
    open var opacity: Float {
        get { Float(owner?.alpha ?? 1) }
        set { owner?.alpha = CGFloat(newValue) }
    }

    func resolvedBackgroundColor(with traits: UITraitCollection) -> RGBA? {
        guard let view = owner, let color = view.backgroundColor else { return nil }
        return color.isTintColorPlaceholder ? view.tintColor.rgba(resolvedWith: traits) : color.rgba(resolvedWith: traits)
    }

    func resolvedBorderColor(with traits: UITraitCollection) -> RGBA? {
        guard borderWidth > 0, let borderColor else { return nil }
        return UIColor(cgColor: borderColor).rgba(resolvedWith: traits)
    }
}
