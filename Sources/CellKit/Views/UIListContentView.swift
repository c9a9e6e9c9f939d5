import Foundation

/// The content view that renders a `UIListContentConfiguration` (UIKit's `UIListContentView`):
/// an image, a primary text and a secondary text, laid out the way list cells lay them out.
///
/// Use it in a cell through `contentConfiguration`, or directly next to your own views (for
/// example in a `UIStackView` beside a badge); it keeps Dynamic Type and state styling either way.
///
/// Applying a configuration is a diff: an equal configuration does nothing, and a changed property
/// touches only the subview it concerns (the labels and image view skip unchanged values too), so
/// `renderUpdateCount` on the subviews shows exactly what GTK work a change caused.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    let imageView = UIImageView(frame: .zero)
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    private var appliedConfiguration: UIListContentConfiguration
    private lazy var elementGuides: [UILayoutGuide] = [
        "UIListContentViewTextLayoutGuide", "UIListContentViewSecondaryTextLayoutGuide", "UIListContentViewImageLayoutGuide",
    ].map { identifier in
        let guide = UILayoutGuide(owningView: self, identifier: identifier, fixedFrame: .zero)
        addLayoutGuide(guide)
        return guide
    }
    private var appliedTraits: UITraitCollection?
    /// How many times a changed configuration was applied (equal ones are skipped).
    package private(set) var configurationApplyCount = 0

    /// The configuration the view renders.
    open var configuration: UIListContentConfiguration {
        get { appliedConfiguration }
        set { apply(newValue) }
    }

    /// The `UIContentView` requirement, typed as any content configuration; a configuration of
    /// another type is ignored (cells replace the view instead, since `supports(_:)` says no).
    @_implements(UIContentView, configuration)
    public var contentViewConfiguration: any UIContentConfiguration {
        get { appliedConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { apply(list) } }
    }

    /// Creates a view that renders `configuration`.
    public init(configuration: UIListContentConfiguration) {
        appliedConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            view.isHidden = true
            addSubview(view)
        }
        imageView.contentMode = .scaleAspectFit
        applyAll(configuration)
    }

    /// Creates a view from an archive (with a `cell()` configuration; CellKit has no archives).
    public required init?(coder: NSCoder) {
        appliedConfiguration = .cell()
        super.init(coder: coder)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        applyAll(appliedConfiguration)
    }

    /// Whether this view can render `configuration`: any `UIListContentConfiguration`.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// A guide at the primary text's frame, or nil when there is no text. The same guide every time, so
    /// constraints can use it; its frame follows the text as the view lays out.
    public var textLayoutGuide: UILayoutGuide? {
        guide(0, for: textLabel)
    }

    /// A guide at the secondary text's frame, or nil when there is none.
    public var secondaryTextLayoutGuide: UILayoutGuide? {
        guide(1, for: secondaryTextLabel)
    }

    /// A guide at the image's frame, or nil when there is no image.
    public var imageLayoutGuide: UILayoutGuide? {
        guide(2, for: imageView)
    }

    private func guide(_ index: Int, for view: UIView) -> UILayoutGuide? {
        layoutIfNeeded()
        let guide = elementGuides[index]
        guide.fixedFrame = view.frame
        return view.isHidden ? nil : guide
    }

    // MARK: Applying

    private func apply(_ new: UIListContentConfiguration) {
        guard new != appliedConfiguration else { return }
        let relayout = Self.changesLayout(from: appliedConfiguration, to: new)
        appliedConfiguration = new
        applyAll(new, relayout: relayout)
    }

    /// Whether going from `old` to `new` can move or resize anything: false when only colors,
    /// tints, transformers or alpha differ (a state change usually), so no layout pass runs.
    static func changesLayout(from old: UIListContentConfiguration, to new: UIListContentConfiguration) -> Bool {
        func textChanged(_ a: UIListContentConfiguration.TextProperties, _ b: UIListContentConfiguration.TextProperties) -> Bool {
            a.font != b.font || a.numberOfLines != b.numberOfLines || a.lineBreakMode != b.lineBreakMode
                || a.alignment != b.alignment || a.transform != b.transform
                || a.adjustsFontForContentSizeCategory != b.adjustsFontForContentSizeCategory
                || a.adjustsFontSizeToFitWidth != b.adjustsFontSizeToFitWidth || a.minimumScaleFactor != b.minimumScaleFactor
        }
        let oldImage = old.imageProperties, newImage = new.imageProperties
        return old.text != new.text || old.attributedText != new.attributedText
            || old.secondaryText != new.secondaryText || old.secondaryAttributedText != new.secondaryAttributedText
            || old.image != new.image
            || textChanged(old.textProperties, new.textProperties)
            || textChanged(old.secondaryTextProperties, new.secondaryTextProperties)
            || oldImage.maximumSize != newImage.maximumSize || oldImage.reservedLayoutSize != newImage.reservedLayoutSize
            || oldImage.cornerRadius != newImage.cornerRadius
            || oldImage.preferredSymbolConfiguration != newImage.preferredSymbolConfiguration
            || old.directionalLayoutMargins != new.directionalLayoutMargins
            || old.axesPreservingSuperviewLayoutMargins != new.axesPreservingSuperviewLayoutMargins
            || old.prefersSideBySideTextAndSecondaryText != new.prefersSideBySideTextAndSecondaryText
            || old.imageToTextPadding != new.imageToTextPadding
            || old.textToSecondaryTextHorizontalPadding != new.textToSecondaryTextHorizontalPadding
            || old.textToSecondaryTextVerticalPadding != new.textToSecondaryTextVerticalPadding
    }

    private func applyAll(_ configuration: UIListContentConfiguration, relayout: Bool = true) {
        configurationApplyCount += 1
        let traits = traitCollection
        appliedTraits = traits
        apply(text: configuration.text, attributed: configuration.attributedText,
              properties: configuration.textProperties, to: textLabel)
        apply(text: configuration.secondaryText, attributed: configuration.secondaryAttributedText,
              properties: configuration.secondaryTextProperties, to: secondaryTextLabel)
        let image = displayedImage(configuration, traits: traits)
        imageView.isHidden = image == nil
        imageView.image = image
        let tint = configuration.imageProperties.resolvedTintColor(for: tintColor)
        if imageView.tintColor != tint { imageView.tintColor = tint }
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        alpha = configuration.alpha
        if relayout {
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    private func apply(text: String?, attributed: NSAttributedString?, properties: UIListContentConfiguration.TextProperties,
                       to label: UILabel) {
        if let attributed, attributed.length > 0 {
            // Attributes in the string win over the text properties where present (UIKit's behaviour).
            label.isHidden = false
            if label.attributedText != attributed { label.attributedText = attributed }
        } else {
            let shown = text.map { properties.transform.apply(to: $0) }
            label.isHidden = shown?.isEmpty ?? true
            label.text = shown
        }
        label.font = properties.font
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment = properties.alignment.textAlignment
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
    }

    /// The image to draw: symbols get the list default (the primary font's text style, scale
    /// stepping down at the largest sizes) for the view's traits, with the preferred symbol
    /// configuration on top.
    private func displayedImage(_ configuration: UIListContentConfiguration, traits: UITraitCollection) -> UIImage? {
        guard let image = configuration.image else { return nil }
        guard image.isSymbolImage else { return image }
        let key = SymbolImageKey(image: image, textStyle: configuration.textProperties.font.textStyle,
                                 category: traits.preferredContentSizeCategory, legibility: traits.legibilityWeight,
                                 preferred: configuration.imageProperties.preferredSymbolConfiguration)
        if let displayedSymbol, displayedSymbol.key == key { return displayedSymbol.image }
        let displayed = makeSymbolImage(image, configuration: configuration, traits: traits)
        displayedSymbol = (key, displayed)
        return displayed
    }

    /// What the displayed symbol image depends on.
    private struct SymbolImageKey: Equatable {
        let image: UIImage
        let textStyle: UIFont.TextStyle?
        let category: UIContentSizeCategory
        let legibility: UILegibilityWeight
        let preferred: UIImage.SymbolConfiguration?
    }

    private var displayedSymbol: (key: SymbolImageKey, image: UIImage)?

    private func makeSymbolImage(_ image: UIImage, configuration: UIListContentConfiguration, traits: UITraitCollection) -> UIImage {
        let base = UIImage.SymbolConfiguration(
            textStyle: configuration.textProperties.font.textStyle ?? .body,
            scale: ListMetrics.symbolScale(for: traits.preferredContentSizeCategory)
        ).withTraitCollection(traits)
        let symbol = base.applying(configuration.imageProperties.preferredSymbolConfiguration)
        return image.applyingSymbolConfiguration(symbol) ?? image
    }

    override func viewTraitsDidChange(from previous: UITraitCollection) {
        applyAll(appliedConfiguration)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        let tint = appliedConfiguration.imageProperties.resolvedTintColor(for: tintColor)
        if imageView.tintColor != tint { imageView.tintColor = tint }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = makeLayout(width: bounds.width, height: bounds.height)
        place(imageView, layout.imageFrame)
        place(textLabel, layout.textFrame)
        place(secondaryTextLabel, layout.secondaryTextFrame)
    }

    private func place(_ view: UIView, _ frame: CGRect?) {
        if let frame { view.frame = frame }
    }

    /// The view's size at the target width: the height the content needs.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let width = targetSize.width > 0 && targetSize.width < UIView.layoutFittingExpandedSize.width
            ? targetSize.width : naturalWidth
        return CGSize(width: width, height: makeLayout(width: width, height: nil).height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        systemLayoutSizeFitting(size)
    }

    /// The natural size: unwrapped texts side by side with the image and margins.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: naturalWidth, height: makeLayout(width: naturalWidth, height: nil).height)
    }

    private var naturalWidth: CGFloat {
        let margins = effectiveContentMargins
        let input = layoutInput(margins: margins)
        let text = max(input.measureText?(nil).width ?? 0, input.measureSecondaryText?(nil).width ?? 0)
        let image = input.imageSize.map { max($0.width, input.reservedImageSize.width) + input.imageToTextPadding } ?? 0
        return (margins.leading + image + text + margins.trailing).rounded(.up)
    }

    private func makeLayout(width: CGFloat, height: CGFloat?) -> ListContentFrames {
        ListContentFrames(layoutInput(margins: effectiveContentMargins), width: width, height: height,
                          rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// The configuration's margins, raised to the superview's on the preserved axes.
    var effectiveContentMargins: NSDirectionalEdgeInsets {
        var margins = appliedConfiguration.directionalLayoutMargins
        guard let parent = superview else { return margins }
        let parentMargins = parent.directionalLayoutMargins
        let axes = appliedConfiguration.axesPreservingSuperviewLayoutMargins
        if axes.contains(.horizontal) {
            let rtl = parent.effectiveUserInterfaceLayoutDirection == .rightToLeft
            let left = frame.minX, right = parent.bounds.width - frame.maxX
            margins.leading = max(margins.leading, parentMargins.leading - (rtl ? right : left))
            margins.trailing = max(margins.trailing, parentMargins.trailing - (rtl ? left : right))
        }
        if axes.contains(.vertical) {
            margins.top = max(margins.top, parentMargins.top - frame.minY)
            margins.bottom = max(margins.bottom, parentMargins.bottom - (parent.bounds.height - frame.maxY))
        }
        return margins
    }

    private func layoutInput(margins: NSDirectionalEdgeInsets) -> ListContentFrames.Input {
        let configuration = appliedConfiguration
        let traits = traitCollection
        let category = traits.preferredContentSizeCategory
        let isSidebar = configuration.style.look(for: traits.listEnvironment).isSidebar
        var imageSize: CGSize?
        var reserved = CGSize.zero
        if !imageView.isHidden, let image = imageView.image {
            imageSize = Self.fittedSize(image.size, maximum: configuration.imageProperties.maximumSize)
            let standard = CGSize(width: ListMetrics.symbolReservedWidth(for: category, sidebar: isSidebar),
                                  height: ListMetrics.symbolReservedHeight(for: category))
            reserved = Self.reservedSize(requested: configuration.imageProperties.reservedLayoutSize,
                                         standard: standard, isSymbol: image.isSymbolImage)
        }
        let firstLine: CGFloat = textLabel.isHidden ? 0 : textLabel.effectiveFont.lineHeight
        return ListContentFrames.Input(
            margins: margins, imageSize: imageSize, reservedImageSize: reserved,
            imageToTextPadding: configuration.imageToTextPadding,
            isAccessibilitySize: category.isAccessibilityCategory,
            textWrapsAroundImage: category >= .accessibilityExtraLarge,
            prefersSideBySide: configuration.prefersSideBySideTextAndSecondaryText,
            horizontalPadding: configuration.textToSecondaryTextHorizontalPadding,
            verticalPadding: configuration.textToSecondaryTextVerticalPadding,
            firstLineHeight: firstLine,
            measureText: textLabel.isHidden ? nil : measurer(for: textLabel),
            measureSecondaryText: secondaryTextLabel.isHidden ? nil : measurer(for: secondaryTextLabel))
    }

    private func measurer(for label: UILabel) -> (CGFloat?) -> CGSize {
        { [label] width in
            guard let width else {
                let lines = label.numberOfLines
                label.numberOfLines = 1
                defer { label.numberOfLines = lines }
                return label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            }
            let fitted = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            return CGSize(width: min(fitted.width, width), height: fitted.height)
        }
    }

    /// The box reserved for the image: the requested size per dimension (`standardDimension` means the
    /// standard symbol box), or by default the standard box for symbols and nothing for bitmaps.
    static func reservedSize(requested: CGSize, standard: CGSize, isSymbol: Bool) -> CGSize {
        func resolve(_ value: CGFloat, _ standardValue: CGFloat) -> CGFloat {
            if value == UIListContentConfiguration.ImageProperties.standardDimension { return standardValue }
            if value > 0 { return value }
            return isSymbol ? standardValue : 0
        }
        return CGSize(width: resolve(requested.width, standard.width), height: resolve(requested.height, standard.height))
    }

    /// `size` scaled down (keeping its aspect ratio) so no dimension exceeds a non-zero maximum.
    static func fittedSize(_ size: CGSize, maximum: CGSize) -> CGSize {
        var scale: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { scale = min(scale, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { scale = min(scale, maximum.height / size.height) }
        return CGSize(width: size.width * scale, height: size.height * scale)
    }
}

extension UIListContentConfiguration.TextProperties.TextAlignment {
    /// The label alignment for this list text alignment.
    var textAlignment: NSTextAlignment {
        switch self {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
    }
}
