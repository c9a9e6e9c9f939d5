import Foundation

/// Where a button's image, title and subtitle go inside its content area.
struct ButtonContentArrangement {
    var size: CGSize
    var image: CGRect?
    var title: CGRect?
    var subtitle: CGRect?
}

extension UIButtonConfiguration {
    /// The configuration styled for `button`'s state: highlighted, selected, disabled and traits.
    @preconcurrency @MainActor
    public func updated(for button: UIButton) -> UIButtonConfiguration {
        updated(for: button.configurationState)
    }
}

extension UIButton {
    /// The button's size for `size`: the content (wrapped at the offered width, for buttons whose
    /// titles wrap) plus the insets. `.close` buttons are at least 30 × 30 points.
    func contentSize(fitting size: CGSize) -> CGSize {
        traitCollection.resolving {
            let look = currentLook()
            apply(look)
            let insets = look.insets
            let available = size.width - insets.leading - insets.trailing
            let content = arrange(look, width: available).size
            var fitted = CGSize(width: (content.width + insets.leading + insets.trailing).rounded(.up),
                                height: (content.height + insets.top + insets.bottom).rounded(.up))
            if buttonType == .close { fitted = CGSize(width: max(fitted.width, 30), height: max(fitted.height, 30)) }
            return fitted
        }
    }

    /// Gives the labels and the image view their content, then places them in `bounds`.
    func layOutContent(in bounds: CGRect) {
        traitCollection.performAsCurrent {
            let look = currentLook()
            apply(look)
            let area = bounds.inset(by: look.insets, rtl: effectiveUserInterfaceLayoutDirection == .rightToLeft)
            let arrangement = arrange(look, width: area.width)
            let x: CGFloat = switch contentHorizontalAlignment {
            case .left: area.minX
            case .right: area.maxX - arrangement.size.width
            case .leading: effectiveUserInterfaceLayoutDirection == .rightToLeft ? area.maxX - arrangement.size.width : area.minX
            case .trailing: effectiveUserInterfaceLayoutDirection == .rightToLeft ? area.minX : area.maxX - arrangement.size.width
            case .center, .fill: area.midX - arrangement.size.width / 2
            }
            let y: CGFloat = switch contentVerticalAlignment {
            case .top: area.minY
            case .bottom: area.maxY - arrangement.size.height
            case .center, .fill: area.midY - arrangement.size.height / 2
            }
            let origin = CGPoint(x: x.rounded(), y: y.rounded())
            @preconcurrency @MainActor func place(_ view: UIView?, _ frame: CGRect?) {
                guard let view else { return }
                view.isHidden = frame == nil
                if let frame { view.frame = frame.offsetBy(dx: origin.x, dy: origin.y) }
            }
            place(imageView, arrangement.image)
            place(titleLabel, arrangement.title)
            place(subtitleLabel, arrangement.subtitle)
            ButtonActivityIndicator.update(in: self, show: look.showsActivityIndicator, color: look.imageColor,
                                           imageFrame: arrangement.image.map { $0.offsetBy(dx: origin.x, dy: origin.y) },
                                           center: CGPoint(x: area.midX, y: area.midY))
            drawnLook = look
            setNeedsDisplay()
        }
    }

    /// Puts the look's text, fonts and colors into the subviews.
    private func apply(_ look: ButtonLook) {
        if let titleLabel {
            if let attributed = look.attributedTitle { titleLabel.attributedText = attributed } else { titleLabel.text = look.title }
            titleLabel.font = look.titleFont
            titleLabel.textColor = look.titleColor
            titleLabel.textAlignment = look.textAlignment
            if configuration != nil {
                titleLabel.numberOfLines = look.wraps ? 0 : 1
                titleLabel.lineBreakMode = look.titleLineBreakMode
            }
        }
        if let subtitleLabel {
            subtitleLabel.text = look.subtitle
            subtitleLabel.font = look.subtitleFont
            subtitleLabel.textColor = look.titleColor
            subtitleLabel.textAlignment = look.textAlignment
            subtitleLabel.numberOfLines = 0
            subtitleLabel.lineBreakMode = look.subtitleLineBreakMode
        }
        imageView?.image = look.image
        imageView?.tintColor = look.imageColor
    }

    /// Places image and text side by side (leading/trailing) or stacked (top/bottom), the text
    /// wrapped at what is left of `width`.
    private func arrange(_ look: ButtonLook, width: CGFloat) -> ButtonContentArrangement {
        let imageSize = look.showsActivityIndicator ? ButtonActivityIndicator.size : (look.image?.size ?? .zero)
        let hasImage = imageSize != .zero
        let hasTitle = !(titleLabel?.text ?? "").isEmpty
        let hasSubtitle = !(look.subtitle ?? "").isEmpty
        let horizontal = look.imagePlacement == .leading || look.imagePlacement == .trailing
        var textWidth = max(0, width)
        if hasImage, horizontal { textWidth = max(0, textWidth - imageSize.width - look.imagePadding) }
        let fitting = CGSize(width: look.wraps ? textWidth : .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        var titleSize = hasTitle ? titleLabel?.sizeThatFits(fitting) ?? .zero : .zero
        var subtitleSize = hasSubtitle ? subtitleLabel?.sizeThatFits(fitting) ?? .zero : .zero
        if !look.wraps, width.isFinite, width < 1_000_000 {
            titleSize.width = min(titleSize.width, textWidth)
            subtitleSize.width = min(subtitleSize.width, textWidth)
        }
        let textSize = CGSize(width: max(titleSize.width, subtitleSize.width),
                              height: titleSize.height + subtitleSize.height + (hasTitle && hasSubtitle ? look.titlePadding : 0))
        let hasText = textSize.height > 0
        let gap = hasImage && hasText ? look.imagePadding : 0
        let size = horizontal
            ? CGSize(width: imageSize.width + gap + textSize.width, height: max(imageSize.height, textSize.height))
            : CGSize(width: max(imageSize.width, textSize.width), height: imageSize.height + gap + textSize.height)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let imageFirst = horizontal ? (look.imagePlacement == .leading) != rtl : look.imagePlacement == .top
        var imageFrame: CGRect?, textOrigin: CGPoint
        if horizontal {
            let imageX = imageFirst ? 0 : textSize.width + gap
            imageFrame = CGRect(x: imageX, y: (size.height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
            textOrigin = CGPoint(x: imageFirst && hasImage ? imageSize.width + gap : 0, y: (size.height - textSize.height) / 2)
        } else {
            let imageY = imageFirst ? 0 : textSize.height + gap
            imageFrame = CGRect(x: (size.width - imageSize.width) / 2, y: imageY, width: imageSize.width, height: imageSize.height)
            textOrigin = CGPoint(x: (size.width - textSize.width) / 2, y: imageFirst && hasImage ? imageSize.height + gap : 0)
        }
        let title = hasTitle ? CGRect(origin: textOrigin, size: CGSize(width: textSize.width, height: titleSize.height)) : nil
        let subtitle = hasSubtitle
            ? CGRect(x: textOrigin.x, y: textOrigin.y + titleSize.height + (hasTitle ? look.titlePadding : 0),
                     width: textSize.width, height: subtitleSize.height)
            : nil
        return ButtonContentArrangement(size: size, image: hasImage && !look.showsActivityIndicator ? imageFrame : nil,
                                        title: title, subtitle: subtitle)
    }

    /// The configuration background (fill, corners, stroke), a background image, or the `.close`
    /// button's grey disc.
    func drawBackground(in canvas: any Canvas) {
        guard let look = drawnLook else { return }
        let rect = CGRect(origin: .zero, size: bounds.size)
        let traits = traitCollection
        if let image = look.backgroundImage {
            canvas.draw(image, in: rect, symbolicColor: nil)
        }
        if buttonType == .close {
            let side = min(rect.width, rect.height, 30)
            let disc = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
            canvas.fill(disc, color: UIColor.tertiarySystemFill.rgba(resolvedWith: traits), cornerRadius: side / 2)
            return
        }
        let radius = look.cornerRadius ?? rect.height / 2
        if let fill = look.background {
            canvas.fill(rect, color: fill.rgba(resolvedWith: traits, tintColor: tintColor), cornerRadius: radius)
        }
        if let stroke = look.stroke, look.strokeWidth > 0 {
            canvas.stroke(rect, width: look.strokeWidth, color: stroke.rgba(resolvedWith: traits, tintColor: tintColor),
                          cornerRadius: radius)
        }
    }
}

fileprivate extension CGRect {
    /// The rectangle inset by directional insets (leading is the right edge in right-to-left layouts).
    func inset(by insets: NSDirectionalEdgeInsets, rtl: Bool) -> CGRect {
        let left = rtl ? insets.trailing : insets.leading, right = rtl ? insets.leading : insets.trailing
        return CGRect(x: minX + left, y: minY + insets.top, width: max(0, width - left - right),
                      height: max(0, height - insets.top - insets.bottom))
    }
}
