import Foundation

/// The content and appearance of a button (iOS 15's `UIButton.Configuration`; spell it that way:
/// `UIButton.Configuration` is this type). Create one with a style factory (`plain()`, `gray()`,
/// `tinted()`, `filled()`, or the `borderless()`/`bordered…()` names), set its content, and give it
/// to `UIButton(configuration:)`. The button restyles it for each state (highlighted, selected,
/// disabled) through `updated(for:)`, keeping everything you set.
///
/// Colors: `baseForegroundColor` and `baseBackgroundColor` replace the style's tint-derived colors;
/// a `background.backgroundColor` you set replaces the style's fill outright. Metrics per
/// `buttonSize` (fonts and default `contentInsets`) are listed on `Size`; UIKit does not document
/// them, so they are CellKit's measured-looking choices.
public struct UIButtonConfiguration: Hashable, Sendable {
    /// The style factory that made the configuration.
    package enum Style: String, Hashable, Sendable {
        case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    /// How big the button's text and padding are.
    public enum Size: Int, Hashable, Sendable {
        /// Footnote title (13 pt at Large), caption 2 subtitle, insets 3/6.
        case mini
        /// Subheadline title (15 pt), caption 1 subtitle, insets 5/10.
        case small
        /// Body title (17 pt), footnote subtitle, insets 7/12: the default.
        case medium
        /// Body title (17 pt), subheadline subtitle, insets 14/20.
        case large
    }

    /// How the background's corners are rounded.
    public enum CornerStyle: Int, Hashable, Sendable {
        /// `background.cornerRadius` as set.
        case fixed = -1
        /// A radius that grows with the button size and Dynamic Type: 4 (mini), 6 (small and
        /// medium), 8 (large) points at Large text, scaled like body text.
        case dynamic = 0
        /// 4 points.
        case small
        /// 8 points.
        case medium
        /// 12 points.
        case large
        /// Half the button's height (a capsule).
        case capsule
    }

    /// How lines of title and subtitle align with each other.
    public enum TitleAlignment: Int, Hashable, Sendable {
        /// Leading when there is a leading or trailing image, else centered.
        case automatic = 0, leading, center, trailing
    }

    package var style: Style
    /// The state `updated(for:)` styled the configuration for (nil: the normal state).
    package var state: UIViewConfigurationState?

    /// The button's title.
    public var title: String?
    /// A second line of text under the title.
    public var subtitle: String?
    /// The button's image (symbols follow the title's font size).
    public var image: UIImage?
    /// The edge of the text the image sits against (default `.leading`).
    public var imagePlacement: NSDirectionalRectEdge = .leading
    /// The gap between the image and the text (default 4; UIKit's default is not documented).
    public var imagePadding: CGFloat = 4
    /// The gap between the title and the subtitle (default 2).
    public var titlePadding: CGFloat = 2
    /// The symbol configuration for a symbol image.
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    /// A transformer for the image's color.
    public var imageColorTransformer: UIConfigurationColorTransformer?
    /// The color of the text and image (nil: the style's, usually the tint color).
    public var baseForegroundColor: UIColor?
    /// The color of the background (nil: the style's, usually derived from the tint color).
    public var baseBackgroundColor: UIColor?
    /// The background; its corner radius applies with `cornerStyle = .fixed`.
    public var background: UIBackgroundConfiguration = .clear()
    /// How the background's corners are rounded (default `.dynamic`).
    public var cornerStyle: CornerStyle = .dynamic
    /// The size of text and padding (default `.medium`); changing it resets insets you did not set.
    public var buttonSize: Size = .medium
    private var explicitContentInsets: NSDirectionalEdgeInsets?
    /// Alignment of the title and subtitle lines.
    public var titleAlignment: TitleAlignment = .automatic
    /// How a title that does not fit is wrapped or truncated.
    public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
    /// How a subtitle that does not fit is wrapped or truncated.
    public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether an activity indicator replaces the image.
    public var showsActivityIndicator = false
    /// Whether a selected button takes the selected look (default true).
    public var automaticallyUpdateForSelection = true

    package init(style: Style) {
        self.style = style
    }

    /// The padding around the content (default: the size's insets; see `Size`).
    public var contentInsets: NSDirectionalEdgeInsets {
        get { explicitContentInsets ?? Self.defaultInsets(for: buttonSize) }
        set { explicitContentInsets = newValue }
    }

    /// Goes back to the size's default content insets.
    public mutating func setDefaultContentInsets() {
        explicitContentInsets = nil
    }

    static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
        switch size {
        case .mini: NSDirectionalEdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)
        case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    // MARK: Styles

    /// No background; text and image in the tint color.
    public static func plain() -> UIButtonConfiguration { UIButtonConfiguration(style: .plain) }
    /// A grey (secondary system fill) background; text and image in the tint color.
    public static func gray() -> UIButtonConfiguration { UIButtonConfiguration(style: .gray) }
    /// A pale tint background (the tint at 15 % opacity); text and image in the tint color.
    public static func tinted() -> UIButtonConfiguration { UIButtonConfiguration(style: .tinted) }
    /// A tint background; white text and image.
    public static func filled() -> UIButtonConfiguration { UIButtonConfiguration(style: .filled) }
    /// Like `plain()`.
    public static func borderless() -> UIButtonConfiguration { UIButtonConfiguration(style: .borderless) }
    /// Like `gray()`.
    public static func bordered() -> UIButtonConfiguration { UIButtonConfiguration(style: .bordered) }
    /// Like `tinted()`.
    public static func borderedTinted() -> UIButtonConfiguration { UIButtonConfiguration(style: .borderedTinted) }
    /// Like `filled()`.
    public static func borderedProminent() -> UIButtonConfiguration { UIButtonConfiguration(style: .borderedProminent) }

    /// A copy styled for `state` (highlighted, selected, disabled, and the state's traits); what
    /// you set is kept. `UIButton` calls this through `updated(for: UIButton)`.
    public func updated(for state: UIViewConfigurationState) -> UIButtonConfiguration {
        var copy = self
        copy.state = state
        return copy
    }

    /// Equal when content, appearance and styled state match.
    public static func == (lhs: UIButtonConfiguration, rhs: UIButtonConfiguration) -> Bool {
        lhs.style == rhs.style && lhs.state == rhs.state && lhs.title == rhs.title && lhs.subtitle == rhs.subtitle
            && lhs.image == rhs.image && lhs.imagePlacement == rhs.imagePlacement && lhs.imagePadding == rhs.imagePadding
            && lhs.titlePadding == rhs.titlePadding && lhs.preferredSymbolConfigurationForImage == rhs.preferredSymbolConfigurationForImage
            && lhs.imageColorTransformer == rhs.imageColorTransformer && lhs.baseForegroundColor == rhs.baseForegroundColor
            && lhs.baseBackgroundColor == rhs.baseBackgroundColor && lhs.background == rhs.background
            && lhs.cornerStyle == rhs.cornerStyle && lhs.buttonSize == rhs.buttonSize
            && lhs.explicitContentInsets == rhs.explicitContentInsets && lhs.titleAlignment == rhs.titleAlignment
            && lhs.titleLineBreakMode == rhs.titleLineBreakMode && lhs.subtitleLineBreakMode == rhs.subtitleLineBreakMode
            && lhs.showsActivityIndicator == rhs.showsActivityIndicator
            && lhs.automaticallyUpdateForSelection == rhs.automaticallyUpdateForSelection
    }

    /// A hash consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(title)
        hasher.combine(subtitle)
        hasher.combine(image)
        hasher.combine(buttonSize)
    }
}
