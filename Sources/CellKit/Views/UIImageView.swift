import Foundation

/// A view that shows an image (UIKit's `UIImageView`).
///
/// Symbol images and template images are drawn in the tint color (the image's own tint when it
/// has one from `withTintColor`, else the view's `tintColor`); bitmaps keep their colors. The image
/// is placed in the bounds according to `contentMode`. Its intrinsic content size is the image's size;
/// made in code it hugs at 250 and resists compression at 750, as UIKit's does (Interface Builder gives
/// image views 251 hugging).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? { didSet { if oldValue != image { imageDidChange() } } }
    /// The image shown while `isHighlighted` is true.
    open var highlightedImage: UIImage? { didSet { if isHighlighted { imageDidChange() } } }
    /// Whether the view shows `highlightedImage`.
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { imageDidChange() } } }
    /// The symbol configuration applied to symbol images, on top of the image's own.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { imageDidChange() } }

    /// Creates an image view showing `image`, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Creates an image view with the given frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view from an archive (empty; CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image's size.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? .zero
    }

    var displayedImage: UIImage? {
        isHighlighted ? (highlightedImage ?? image) : image
    }

    override func drawContent(in canvas: any Canvas) {
        guard let image = displayedImage else { return }
        let rect = ImagePlacement.rect(for: image.size, in: CGRect(origin: .zero, size: bounds.size), contentMode: contentMode)
        canvas.draw(image, in: rect, symbolicColor: symbolColor(for: image))
    }

    func symbolColor(for image: UIImage) -> RGBA? {
        let drawsTinted = image.isSymbolImage ? image.renderingMode != .alwaysOriginal : image.renderingMode == .alwaysTemplate
        guard drawsTinted else { return image.isSymbolImage ? UIColor.label.rgba(resolvedWith: traitCollection) : nil }
        let color = image.tintColor ?? tintColor ?? .systemBlue
        return color.isTintColorPlaceholder ? tintColor.rgba(resolvedWith: traitCollection) : color.rgba(resolvedWith: traitCollection)
    }

    private func imageDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}

/// Where an image of a given size goes inside a rectangle for each `UIView.ContentMode`.
enum ImagePlacement {
    static func rect(for imageSize: CGSize, in bounds: CGRect, contentMode: UIView.ContentMode) -> CGRect {
        guard imageSize.width > 0, imageSize.height > 0 else { return bounds }
        let w = imageSize.width, h = imageSize.height
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let scaleX = bounds.width / w, scaleY = bounds.height / h
            let scale = contentMode == .scaleAspectFit ? min(scaleX, scaleY) : max(scaleX, scaleY)
            let size = CGSize(width: w * scale, height: h * scale)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        case .center:
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        case .top:
            return CGRect(x: bounds.midX - w / 2, y: bounds.minY, width: w, height: h)
        case .bottom:
            return CGRect(x: bounds.midX - w / 2, y: bounds.maxY - h, width: w, height: h)
        case .left:
            return CGRect(x: bounds.minX, y: bounds.midY - h / 2, width: w, height: h)
        case .right:
            return CGRect(x: bounds.maxX - w, y: bounds.midY - h / 2, width: w, height: h)
        case .topLeft:
            return CGRect(x: bounds.minX, y: bounds.minY, width: w, height: h)
        case .topRight:
            return CGRect(x: bounds.maxX - w, y: bounds.minY, width: w, height: h)
        case .bottomLeft:
            return CGRect(x: bounds.minX, y: bounds.maxY - h, width: w, height: h)
        case .bottomRight:
            return CGRect(x: bounds.maxX - w, y: bounds.maxY - h, width: w, height: h)
        @unknown default:
            return bounds
        }
    }
}
