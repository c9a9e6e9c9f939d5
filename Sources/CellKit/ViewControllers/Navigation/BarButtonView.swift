import Foundation

/// The button a navigation bar draws for a `UIBarButtonItem` (or for the back button): the item's
/// title in 17-point text, or its image, in the tint color. A press dims it, as on iOS; a release
/// inside runs the item's action. A disabled item draws in the tertiary label color.
@preconcurrency @MainActor
final class BarButtonView: UIControl {
    /// The height of the bar's button row.
    static let rowHeight: CGFloat = 44
    private let label = UILabel()
    private let imageView = UIImageView(frame: .zero)
    /// What a tap runs.
    var onTap: (@MainActor () -> Void)?
    /// The item shown (nil for the back button).
    private(set) weak var item: UIBarButtonItem?

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.isUserInteractionEnabled = false
        imageView.isUserInteractionEnabled = false
        imageView.contentMode = .center
        addSubview(imageView)
        addSubview(label)
        addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .primaryActionTriggered)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows an item's title or image.
    func show(_ item: UIBarButtonItem) {
        self.item = item
        show(title: item.displayTitle, image: item.displayTitle == nil ? item.displayImage : nil, bold: item.style == .done)
        isEnabled = item.isEnabled
        tintColor = item.tintColor
        onTap = { [weak item] in item?.performTap() }
    }

    /// Shows a title and an image side by side (the back button shows both).
    func show(title: String?, image: UIImage?, bold: Bool = false) {
        label.text = title
        label.isHidden = title == nil
        label.font = UIFont.systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
        imageView.image = image
        imageView.isHidden = image == nil
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 17, weight: bold ? .semibold : .regular, scale: .large)
        restyle()
        setNeedsLayout()
    }

    /// The button's width: the image, a 6-point gap, and the title.
    var contentWidth: CGFloat {
        let imageWidth = imageView.isHidden ? 0 : max(22, imageView.intrinsicContentSize.width)
        let titleWidth = label.isHidden ? 0 : label.sizeThatFits(CGSize(width: 400, height: 44)).width.rounded(.up)
        return imageWidth + titleWidth + (imageWidth > 0 && titleWidth > 0 ? 6 : 0)
    }

    override var isHighlighted: Bool {
        didSet { if oldValue != isHighlighted { restyle() } }
    }

    override var isEnabled: Bool {
        didSet { if oldValue != isEnabled { restyle() } }
    }

    override func tintColorDidChange() {
        restyle()
    }

    private func restyle() {
        let color: UIColor = isEnabled ? tintColor : .tertiaryLabel
        label.textColor = color
        imageView.tintColor = color
        let alpha: CGFloat = isHighlighted ? 0.2 : 1
        label.alpha = alpha
        imageView.alpha = alpha
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x: CGFloat = 0
        if !imageView.isHidden {
            let width = max(22, imageView.intrinsicContentSize.width)
            imageView.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + 6
        }
        label.frame = CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height)
        if rtl {
            for view in [imageView, label] as [UIView] { view.frame.origin.x = bounds.width - view.frame.maxX }
        }
    }
}
