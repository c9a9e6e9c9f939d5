import Foundation

extension UIView {
    func setBackgroundColor(_ newValue: UIColor?) {
        guard newValue != backgroundColorStorage else { return }
        backgroundColorStorage = newValue
        setNeedsDisplay()
    }

    func setAlpha(_ newValue: CGFloat) {
        let clamped = min(max(newValue, 0), 1)
        guard clamped != alphaStorage else { return }
        alphaStorage = clamped
        backing?.updateVisibility()
    }

    func setHidden(_ newValue: Bool) {
        guard newValue != isHiddenStorage else { return }
        isHiddenStorage = newValue
        backing?.updateVisibility()
        if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
            stack.arrangedSubviewVisibilityDidChange()
        }
    }

    func setTintColor(_ newValue: UIColor?) {
        guard newValue != tintColorStorage else { return }
        tintColorStorage = newValue
        propagateTintColorChange()
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    func propagateTintColorChange() {
        tintColorDidChange()
        setNeedsDisplay()
        for subview in subviews where subview.tintColorStorage == nil {
            subview.propagateTintColorChange()
        }
    }

    /// The layout direction to use for this view's content, from `semanticContentAttribute` and the
    /// trait collection.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        default: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// The layout direction for content with the given semantic attribute in the app's direction.
    public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        default: .leftToRight
        }
    }

    func invalidateDirection() {
        autoLayout.island?.setNeedsRebuild()
        setNeedsLayout()
        setNeedsDisplay()
        for subview in subviews { subview.invalidateDirection() }
    }
}
