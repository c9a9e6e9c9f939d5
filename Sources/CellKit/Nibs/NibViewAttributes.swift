import Foundation

/// Sets a nib view's properties from its element's attributes and its value elements (colors,
/// fonts, button states, insets, runtime attributes).
@preconcurrency @MainActor
struct NibViewAttributes {
    let context: NibContext

    /// Attributes that describe Interface Builder's own bookkeeping, or behaviour CellKit has by
    /// default (opaque drawing, multiple touch): read and deliberately left out.
    static let ignoredAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "opaque", "multipleTouchEnabled",
        "fixedFrame", "misplaced", "ambiguous", "restorationIdentifier", "autoresizesSubviews", "clearsContextBeforeDrawing",
        "baselineAdjustment", "contentHorizontalAlignment", "contentVerticalAlignment", "reuseIdentifier", "buttonType",
        "adjustsLetterSpacingToFitWidth", "layoutMarginsFollowReadableWidth", "indentationWidth", "indentationLevel",
        "rowHeight", "catalog", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "semanticContentAttribute",
        "tableViewCell", "springLoaded", "pointerInteraction", "showsMenuAsPrimaryAction",
        "minimumFontSize", "usesAttributedText",
    ]

    func apply(_ element: NibElement, to view: UIView) {
        let a = element.attributes
        if let hidden = element.flag("hidden") { view.isHidden = hidden }
        if let alpha = element.number("alpha") { view.alpha = alpha }
        if let clips = element.flag("clipsSubviews") { view.clipsToBounds = clips }
        if let enabled = element.flag("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let mode = a["contentMode"].flatMap({ NibValues.contentModes[$0] }) { view.contentMode = mode }
        if let translates = element.flag("translatesAutoresizingMaskIntoConstraints") {
            view.translatesAutoresizingMaskIntoConstraints = translates
        }
        if let tag = a["tag"].flatMap(Int.init) { view.tag = tag }
        if let insets = element.flag("insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = insets }
        if let preserves = element.flag("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = preserves }
        for (attribute, axis, hugging) in [("horizontalHuggingPriority", NSLayoutConstraint.Axis.horizontal, true),
                                           ("verticalHuggingPriority", .vertical, true),
                                           ("horizontalCompressionResistancePriority", .horizontal, false),
                                           ("verticalCompressionResistancePriority", .vertical, false)] {
            guard let value = element.number(attribute) else { continue }
            let priority = UILayoutPriority(Float(value))
            if hugging { view.setContentHuggingPriority(priority, for: axis) } else { view.setContentCompressionResistancePriority(priority, for: axis) }
        }
        let handled = NibTypedAttributes(context: context).apply(element, to: view)
        let known = Self.ignoredAttributes.union(Self.viewAttributes).union(handled)
        for name in a.keys.sorted() where !known.contains(name) {
            context.warn("the attribute \(name)=\"\(a[name] ?? "")\" is not supported and is left out", element)
        }
    }

    static let viewAttributes: Set<String> = [
        "hidden", "alpha", "clipsSubviews", "userInteractionEnabled", "contentMode", "translatesAutoresizingMaskIntoConstraints",
        "tag", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
    ]

    /// A value element inside a view: a color, font, button state, insets or runtime attributes.
    func apply(child: NibElement, to view: UIView) {
        switch child.name {
        case "color":
            setColor(child, to: view)
        case "fontDescription":
            let font = NibValues.font(child, in: context)
            switch view {
            case let label as UILabel: label.font = font
            case let field as UITextField: field.font = font
            case let button as UIButton: button.titleLabel?.font = font
            default: context.warn("a font on a view that shows no text is left out", child)
            }
        case "string" where child.key == "text":
            if let label = view as? UILabel { label.text = child.text } else if let field = view as? UITextField { field.text = child.text }
        case "edgeInsets" where child.key == "layoutMargins":
            view.layoutMargins = UIEdgeInsets(top: child.number("top") ?? 0, left: child.number("left") ?? 0,
                                              bottom: child.number("bottom") ?? 0, right: child.number("right") ?? 0)
        case "directionalEdgeInsets" where child.key == "directionalLayoutMargins":
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: child.number("top") ?? 0, leading: child.number("leading") ?? 0,
                                                                    bottom: child.number("bottom") ?? 0, trailing: child.number("trailing") ?? 0)
        case "accessibility":
            if let identifier = child["identifier"] { view.accessibilityIdentifier = identifier }
            if let label = child["label"] { view.accessibilityLabel = label }
            if let hint = child["hint"] { view.accessibilityHint = hint }
        case "userDefinedRuntimeAttributes":
            NibRuntimeAttributes(context: context).apply(child, to: view)
        default:
            NibTypedAttributes(context: context).apply(child: child, to: view)
        }
    }

    private func setColor(_ element: NibElement, to view: UIView) {
        let color = NibValues.color(element, in: context)
        switch (element.key, view) {
        case ("backgroundColor", _): view.backgroundColor = color
        case ("tintColor", _): view.tintColor = color
        case ("textColor", let label as UILabel): label.textColor = color
        case ("textColor", let field as UITextField): field.textColor = color
        case ("onTintColor", let toggle as UISwitch): toggle.onTintColor = color
        case ("thumbTintColor", let toggle as UISwitch): toggle.thumbTintColor = color
        case ("color", let indicator as UIActivityIndicatorView): indicator.color = color
        case ("highlightedColor", _), ("shadowColor", _): break
        default: context.warn("the color '\(element.key ?? "")' is not supported here and is left out", element)
        }
    }

    /// `<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>`.
    func applyAutoresizingMask(_ element: NibElement, to view: UIView) {
        var mask: UIView.AutoresizingMask = []
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (attribute, flag) in flags where element.flag(attribute) == true { mask.insert(flag) }
        view.autoresizingMask = mask
    }
}
