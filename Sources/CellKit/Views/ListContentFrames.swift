import Foundation

/// Where `UIListContentView` puts its image and texts, computed from a configuration, the view's
/// traits and margins, and a width. Pure arithmetic over measured text sizes, shared by layout and
/// self-sizing so both always agree.
///
/// The rules (UIKit's observed behaviour; see the reference notes):
/// - Margins are the configuration's, raised to the superview's margins on the axes in
///   `axesPreservingSuperviewLayoutMargins`.
/// - An image sits at the leading edge in a reserved box (`reservedLayoutSize`, or the standard
///   symbol box that scales with Dynamic Type), centered in it; text starts after the box plus
///   `imageToTextPadding`, so texts line up across rows whatever the image width.
/// - Value cells put the secondary text on the same row, trailing-aligned, when both fit;
///   otherwise (and always at accessibility sizes) the texts stack with the vertical padding.
/// - At accessibility sizes the reserved width is ignored and the image aligns with the first
///   text line instead of being centered against the text block.
/// - From AX3 up the text wraps around the image, giving the text the full width: the image sits
///   at the leading edge on top and the texts start below it. (UIKit's exact threshold and
///   shape are not documented; this is the most plausible reading of "text wraps around images".)
@preconcurrency @MainActor
struct ListContentFrames {
    /// Frames in the content view's coordinates, left to right (mirrored for right-to-left).
    var imageFrame: CGRect?
    var textFrame: CGRect?
    var secondaryTextFrame: CGRect?
    /// The height the content needs.
    var height: CGFloat
    /// Whether text and secondary text share one row.
    var isSideBySide: Bool

    /// What the layout measures.
    struct Input {
        var margins: NSDirectionalEdgeInsets
        var imageSize: CGSize?
        var reservedImageSize: CGSize
        var imageToTextPadding: CGFloat
        var isAccessibilitySize: Bool
        var textWrapsAroundImage = false
        var prefersSideBySide: Bool
        var horizontalPadding: CGFloat
        var verticalPadding: CGFloat
        var firstLineHeight: CGFloat
        /// Measures the primary text: (width limit or nil for one unwrapped line) -> size.
        var measureText: ((CGFloat?) -> CGSize)?
        var measureSecondaryText: ((CGFloat?) -> CGSize)?
    }

    init(_ input: Input, width: CGFloat, height availableHeight: CGFloat?, rightToLeft: Bool) {
        let margins = input.margins
        if input.textWrapsAroundImage, let imageSize = input.imageSize {
            self = ListContentFrames(wrappingAround: imageSize, input, width: width, height: availableHeight, rightToLeft: rightToLeft)
            return
        }
        var leading = margins.leading
        var imageBox = CGSize.zero
        if let imageSize = input.imageSize {
            let boxWidth = input.isAccessibilitySize ? imageSize.width : max(imageSize.width, input.reservedImageSize.width)
            // A reserved height fixes the row's image box (symbols may overhang it slightly, as in UIKit).
            let boxHeight = input.reservedImageSize.height > 0 ? input.reservedImageSize.height : imageSize.height
            imageBox = CGSize(width: boxWidth, height: boxHeight)
            leading += boxWidth + input.imageToTextPadding
        }
        let textWidth = max(0, width - margins.trailing - leading)

        // Measure texts, side by side when preferred and they fit.
        var primary = input.measureText?(textWidth) ?? .zero
        var secondary = input.measureSecondaryText?(textWidth) ?? .zero
        var sideBySide = false
        if input.prefersSideBySide, !input.isAccessibilitySize,
           let measure = input.measureText, let measureSecondary = input.measureSecondaryText {
            let oneLine = measure(nil), secondaryLine = measureSecondary(nil)
            if oneLine.width + input.horizontalPadding + secondaryLine.width <= textWidth {
                sideBySide = true
                primary = oneLine
                secondary = secondaryLine
            }
        }
        let hasPrimary = input.measureText != nil, hasSecondary = input.measureSecondaryText != nil
        let textBlockHeight: CGFloat = sideBySide
            ? max(primary.height, secondary.height)
            : primary.height + secondary.height + (hasPrimary && hasSecondary ? input.verticalPadding : 0)
        let contentHeight = max(textBlockHeight, input.imageSize == nil ? 0 : imageBox.height)
        height = margins.top + contentHeight + margins.bottom
        isSideBySide = sideBySide

        // Place vertically inside the available height (centered when it is taller than needed).
        let totalHeight = max(availableHeight ?? height, height)
        let contentTop = margins.top + ((totalHeight - height) / 2).rounded(.down)
        let textTop = contentTop + ((contentHeight - textBlockHeight) / 2).rounded(.down)
        if hasPrimary {
            textFrame = CGRect(x: leading, y: textTop, width: sideBySide ? primary.width : textWidth, height: primary.height)
        }
        if hasSecondary {
            if sideBySide {
                secondaryTextFrame = CGRect(x: leading + textWidth - secondary.width, y: textTop + (textBlockHeight - secondary.height) / 2,
                                            width: secondary.width, height: secondary.height)
                textFrame?.origin.y = textTop + (textBlockHeight - primary.height) / 2
            } else {
                let top = textTop + (hasPrimary ? primary.height + input.verticalPadding : 0)
                secondaryTextFrame = CGRect(x: leading, y: top, width: textWidth, height: secondary.height)
            }
        }
        if let imageSize = input.imageSize {
            let boxX = margins.leading
            let imageX = boxX + (imageBox.width - imageSize.width) / 2
            let imageY: CGFloat
            if input.isAccessibilitySize {
                imageY = textTop + (input.firstLineHeight - imageSize.height) / 2
            } else {
                imageY = contentTop + (contentHeight - imageSize.height) / 2
            }
            imageFrame = CGRect(x: imageX.rounded(), y: max(margins.top / 2, imageY).rounded(), width: imageSize.width, height: imageSize.height)
        }
        if rightToLeft {
            imageFrame = imageFrame.map { Self.mirrored($0, width: width) }
            textFrame = textFrame.map { Self.mirrored($0, width: width) }
            secondaryTextFrame = secondaryTextFrame.map { Self.mirrored($0, width: width) }
        }
    }

    /// The accessibility layout where texts take the full width under the image.
    private init(wrappingAround imageSize: CGSize, _ input: Input, width: CGFloat, height availableHeight: CGFloat?, rightToLeft: Bool) {
        let margins = input.margins
        let textWidth = max(0, width - margins.leading - margins.trailing)
        let primary = input.measureText?(textWidth) ?? .zero
        let secondary = input.measureSecondaryText?(textWidth) ?? .zero
        let hasPrimary = input.measureText != nil, hasSecondary = input.measureSecondaryText != nil
        let gap = hasPrimary || hasSecondary ? input.verticalPadding + 4 : 0
        let textHeight = primary.height + secondary.height + (hasPrimary && hasSecondary ? input.verticalPadding : 0)
        height = margins.top + imageSize.height + gap + textHeight + margins.bottom
        isSideBySide = false
        let top = margins.top + ((max(availableHeight ?? height, height) - height) / 2).rounded(.down)
        imageFrame = CGRect(x: margins.leading, y: top, width: imageSize.width, height: imageSize.height)
        var y = top + imageSize.height + gap
        if hasPrimary {
            textFrame = CGRect(x: margins.leading, y: y, width: textWidth, height: primary.height)
            y += primary.height + (hasSecondary ? input.verticalPadding : 0)
        }
        if hasSecondary { secondaryTextFrame = CGRect(x: margins.leading, y: y, width: textWidth, height: secondary.height) }
        if rightToLeft {
            imageFrame = imageFrame.map { Self.mirrored($0, width: width) }
            textFrame = textFrame.map { Self.mirrored($0, width: width) }
            secondaryTextFrame = secondaryTextFrame.map { Self.mirrored($0, width: width) }
        }
    }

    private static func mirrored(_ frame: CGRect, width: CGFloat) -> CGRect {
        CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
}
