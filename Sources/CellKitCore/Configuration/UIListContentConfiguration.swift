import Foundation

/// An immutable snapshot of attributed text, so configurations holding it stay values.
struct AttributedTextBox: Hashable, @unchecked Sendable {
    let value: NSAttributedString
    init(_ value: NSAttributedString) { self.value = NSAttributedString(attributedString: value) }
}

/// The standard content of a list cell, header or footer: an image, a text and a secondary text with their
/// styling and layout metrics, like UIKit's `UIListContentConfiguration`. Create one with a style factory
/// (`cell()`, `subtitleCell()`, `sidebarCell()`, …) or from a cell's `defaultContentConfiguration()`, set its
/// content, and assign it to a cell; `updated(for:)` restyles it for a state while keeping every property
/// you set. Setting `text` clears `attributedText` and vice versa (the same for the secondary text).
public struct UIListContentConfiguration: Hashable, Sendable {
    /// The factory style that made the configuration.
    package var style: Style
    /// The environment the style's defaults were computed for.
    package var styledTraits: UITraitCollection
    /// The properties set explicitly (not part of equality).
    var customized = CustomizationRecord()

    private var storedText: String?
    private var storedAttributedText: AttributedTextBox?
    private var storedSecondaryText: String?
    private var storedSecondaryAttributedText: AttributedTextBox?

    init(style: Style, traits: UITraitCollection) {
        self.style = style
        self.styledTraits = traits
    }

    /// The image shown at the leading side.
    public var image: UIImage? { didSet { customized.insert("image") } }
    /// How the image looks.
    public var imageProperties = ImageProperties()

    /// The primary text. Setting it clears `attributedText`.
    public var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            customized.insert("text")
        }
    }

    /// The primary text with attributes (attributes in the string win over `textProperties` where present).
    /// Setting it clears `text`.
    public var attributedText: NSAttributedString? {
        get { storedAttributedText?.value }
        set {
            storedAttributedText = newValue.map(AttributedTextBox.init)
            storedText = nil
            customized.insert("attributedText")
        }
    }

    /// How the primary text looks.
    public var textProperties = TextProperties()

    /// The secondary text. Setting it clears `secondaryAttributedText`.
    public var secondaryText: String? {
        get { storedSecondaryText }
        set {
            storedSecondaryText = newValue
            storedSecondaryAttributedText = nil
            customized.insert("secondaryText")
        }
    }

    /// The secondary text with attributes. Setting it clears `secondaryText`.
    public var secondaryAttributedText: NSAttributedString? {
        get { storedSecondaryAttributedText?.value }
        set {
            storedSecondaryAttributedText = newValue.map(AttributedTextBox.init)
            storedSecondaryText = nil
            customized.insert("secondaryAttributedText")
        }
    }

    /// How the secondary text looks.
    public var secondaryTextProperties = TextProperties()

    /// The axes along which the content view's margins are at least the superview's layout margins
    /// (cells: horizontal; prominent headers: none).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal {
        didSet { customized.insert("axesPreservingSuperviewLayoutMargins") }
    }
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero {
        didSet { customized.insert("directionalLayoutMargins") }
    }
    /// Whether text and secondary text sit side by side when they fit (value cells); never at accessibility
    /// sizes.
    public var prefersSideBySideTextAndSecondaryText = false {
        didSet { customized.insert("prefersSideBySideTextAndSecondaryText") }
    }
    /// Padding between the image and the texts.
    public var imageToTextPadding: CGFloat = 16 { didSet { customized.insert("imageToTextPadding") } }
    /// Padding between text and secondary text when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8 {
        didSet { customized.insert("textToSecondaryTextHorizontalPadding") }
    }
    /// Padding between text and secondary text when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3 {
        didSet { customized.insert("textToSecondaryTextVerticalPadding") }
    }
    /// The opacity of the whole content (iOS 18).
    public var alpha: CGFloat = 1 { didSet { customized.insert("alpha") } }

    /// Returns a copy restyled for `state`: the style's defaults (fonts, colors, margins, layout flags) for the
    /// state's traits and flags, with every property you set explicitly kept as you set it.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        var result = Self.styled(style, traits: UITraitCollection.resolvedAgainstCurrent(state.traitCollection),
                                 states: CellSystemStates(of: state))
        result.adoptCustomizations(from: self)
        return result
    }

    /// The dotted names of the properties set explicitly, e.g. `["text", "textProperties.color"]`.
    package var customizedPropertyNames: Set<String> {
        customized.names
            .union(imageProperties.customized.names.map { "imageProperties.\($0)" })
            .union(textProperties.customized.names.map { "textProperties.\($0)" })
            .union(secondaryTextProperties.customized.names.map { "secondaryTextProperties.\($0)" })
    }

    /// Copies content and every customized property of `source`, with its customization records.
    private mutating func adoptCustomizations(from source: UIListContentConfiguration) {
        storedText = source.storedText
        storedAttributedText = source.storedAttributedText
        storedSecondaryText = source.storedSecondaryText
        storedSecondaryAttributedText = source.storedSecondaryAttributedText
        image = source.image
        for name in source.customized.names {
            switch name {
            case "axesPreservingSuperviewLayoutMargins":
                axesPreservingSuperviewLayoutMargins = source.axesPreservingSuperviewLayoutMargins
            case "directionalLayoutMargins": directionalLayoutMargins = source.directionalLayoutMargins
            case "prefersSideBySideTextAndSecondaryText":
                prefersSideBySideTextAndSecondaryText = source.prefersSideBySideTextAndSecondaryText
            case "imageToTextPadding": imageToTextPadding = source.imageToTextPadding
            case "textToSecondaryTextHorizontalPadding":
                textToSecondaryTextHorizontalPadding = source.textToSecondaryTextHorizontalPadding
            case "textToSecondaryTextVerticalPadding":
                textToSecondaryTextVerticalPadding = source.textToSecondaryTextVerticalPadding
            case "alpha": alpha = source.alpha
            default: break
            }
        }
        imageProperties.adoptCustomizations(from: source.imageProperties)
        textProperties.adoptCustomizations(from: source.textProperties)
        secondaryTextProperties.adoptCustomizations(from: source.secondaryTextProperties)
        customized = source.customized
    }
}
