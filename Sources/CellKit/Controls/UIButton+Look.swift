import Foundation

/// Everything a button shows in its current state, from its configuration or its per-state content.
struct ButtonLook {
    var title: String?
    var attributedTitle: NSAttributedString?
    var subtitle: String?
    var image: UIImage?
    var titleFont: UIFont
    var subtitleFont: UIFont
    var titleColor: UIColor
    var imageColor: UIColor
    var insets: NSDirectionalEdgeInsets
    var imagePlacement: NSDirectionalRectEdge = .leading
    var imagePadding: CGFloat = 0
    var titlePadding: CGFloat = 0
    /// Whether titles wrap (configuration buttons) or stay on one line (classic buttons).
    var wraps = false
    var titleLineBreakMode: NSLineBreakMode = .byTruncatingMiddle
    var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
    var textAlignment: NSTextAlignment = .center
    var background: UIColor?
    var stroke: UIColor?
    var strokeWidth: CGFloat = 0
    /// nil: a capsule.
    var cornerRadius: CGFloat? = 0
    var backgroundImage: UIImage?
    var showsActivityIndicator = false
}

extension UIButton {
    /// Classic buttons with a title get this much space above and below it (a 15-point title makes
    /// a 30-point button, as in UIKit).
    static let classicVerticalPadding: CGFloat = 6

    /// Runs a pending configuration update (the update handler may change `configuration`).
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        traitCollection.performAsCurrent { updateConfiguration() }
        isUpdatingConfiguration = false
    }

    /// The configuration styled for the button's state (UIKit's `updated(for: UIButton)`).
    var configurationState: UIViewConfigurationState {
        var state = UIViewConfigurationState(traitCollection: traitCollection)
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isDisabled = !isEnabled
        return state
    }

    /// What the button shows now.
    func currentLook() -> ButtonLook {
        updateConfigurationIfNeeded()
        let traits = traitCollection
        if let configuration {
            return look(for: automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration, traits: traits)
        }
        return classicLook(traits: traits)
    }

    private func look(for configuration: Configuration, traits: UITraitCollection) -> ButtonLook {
        let appearance = configuration.appearance(tintColor: tintColor, traits: traits)
        var image = configuration.image
        if let symbol = image, symbol.isSymbolImage {
            var symbolConfiguration = UIImage.SymbolConfiguration(textStyle: configuration.titleTextStyle)
            if let preferred = configuration.preferredSymbolConfigurationForImage {
                symbolConfiguration = symbolConfiguration.applying(preferred)
            }
            image = symbol.applyingSymbolConfiguration(symbolConfiguration.withTraitCollection(traits))
        }
        let hasSideImage = image != nil && (configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing)
        let alignment: NSTextAlignment = switch configuration.titleAlignment {
        case .automatic: hasSideImage || configuration.subtitle != nil && image != nil ? .natural : .center
        case .leading: .natural
        case .center: .center
        case .trailing: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        }
        return ButtonLook(
            title: popUpTitle ?? title(for: state) ?? configuration.title, attributedTitle: attributedTitle(for: state),
            subtitle: configuration.subtitle, image: configuration.showsActivityIndicator ? nil : image,
            titleFont: appearance.titleFont, subtitleFont: appearance.subtitleFont,
            titleColor: appearance.foreground, imageColor: appearance.imageColor, insets: configuration.contentInsets,
            imagePlacement: configuration.imagePlacement, imagePadding: configuration.imagePadding,
            titlePadding: configuration.titlePadding, wraps: true, titleLineBreakMode: configuration.titleLineBreakMode,
            subtitleLineBreakMode: configuration.subtitleLineBreakMode, textAlignment: alignment,
            background: appearance.background, stroke: appearance.stroke, strokeWidth: appearance.strokeWidth,
            cornerRadius: appearance.cornerRadius, showsActivityIndicator: configuration.showsActivityIndicator
        )
    }

    private func classicLook(traits: UITraitCollection) -> ButtonLook {
        let state = self.state
        var color = titleColor(for: state) ?? .label
        let fades = buttonType != .custom && state.contains(.highlighted) && stateContent[state.rawValue]?.titleColor == nil
        if fades { color = (titleColor(for: state.subtracting(.highlighted)) ?? color).withAlphaComponent(0.3) }
        var image = currentImage
        if let symbol = image, symbol.isSymbolImage, let configuration = preferredSymbolConfigurationForImage(in: state) {
            image = symbol.applyingSymbolConfiguration(configuration)
        }
        let insets = contentEdgeInsets
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let title = popUpTitle ?? currentTitle
        let attributed = currentAttributedTitle
        let hasTitle = !(title ?? attributed?.string ?? "").isEmpty
        let padding = hasTitle ? Self.classicVerticalPadding : 0
        var imageColor = color
        if buttonType == .close {
            imageColor = UIColor.secondaryLabel.withAlphaComponent(isHighlighted ? 0.5 : 1)
        } else if buttonType == .custom, let image, !image.isSymbolImage, image.renderingMode != .alwaysTemplate {
            imageColor = tintColor
        }
        return ButtonLook(
            title: title, attributedTitle: attributed, subtitle: nil, image: image,
            titleFont: titleLabel?.font ?? .systemFont(ofSize: 15), subtitleFont: .systemFont(ofSize: 13),
            titleColor: color, imageColor: imageColor,
            insets: NSDirectionalEdgeInsets(top: insets.top + padding, leading: rtl ? insets.right : insets.left,
                                            bottom: insets.bottom + padding, trailing: rtl ? insets.left : insets.right),
            wraps: titleLabel.map { $0.numberOfLines != 1 } ?? false,
            titleLineBreakMode: titleLabel?.lineBreakMode ?? .byTruncatingMiddle,
            background: buttonType == .close ? UIColor.tertiarySystemFill : nil,
            cornerRadius: buttonType == .close ? nil : 0, backgroundImage: currentBackgroundImage
        )
    }
}
