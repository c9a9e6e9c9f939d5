import Foundation

/// Everything a label's text layout depends on: what `UILabel` asks a `TextEngine` to lay out.
package struct TextLayoutRequest: Equatable {
    /// The text (the attributed string's, when there is one).
    package var text: String
    /// The font for the whole text; attributed runs may override it.
    package var font: UIFont
    /// The width lines wrap at; nil: no wrapping (one line per paragraph, as wide as it needs).
    package var width: CGFloat?
    /// The most lines shown; 0: no limit.
    package var numberOfLines: Int
    /// How lines wrap and where an ellipsis goes.
    package var lineBreakMode: NSLineBreakMode
    /// How lines align within `width`.
    package var alignment: NSTextAlignment
    /// Whether `.natural` alignment means right.
    package var isRightToLeft: Bool
    /// The attributed string (font, colors, kern, underline, strikethrough), or nil for plain text.
    package var attributes: NSAttributedString?
    /// The traits attribute colors resolve in; nil: `UITraitCollection.current`.
    package var traits: UITraitCollection?

    /// A request for `text` in `font`; the other parts as a label gives them.
    package init(text: String, font: UIFont, width: CGFloat? = nil, numberOfLines: Int, lineBreakMode: NSLineBreakMode,
                 alignment: NSTextAlignment, isRightToLeft: Bool, attributes: NSAttributedString? = nil,
                 traits: UITraitCollection? = nil) {
        self.text = text
        self.font = font
        self.width = width
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
        self.isRightToLeft = isRightToLeft
        self.attributes = attributes
        self.traits = traits
    }
}

/// Text laid out by a `TextEngine`, with the measurements label layout needs. The engine's backend
/// draws it (`Canvas.draw(_:at:color:)`); a layout lives as long as the view that asked for it keeps it
/// (labels make one per measurement or draw, and keep only sizes).
@preconcurrency @MainActor
package protocol TextLayout: AnyObject {
    /// The size of the laid-out text in points (fractional).
    var size: CGSize { get }
    /// The number of lines after wrapping.
    var lineCount: Int { get }
    /// Whether text was cut off (ellipsized or lines dropped).
    var isTruncated: Bool { get }
    /// The distance from the top of the layout to the first line's baseline.
    var firstBaseline: CGFloat { get }
    /// The distance from the top of the layout to the last line's baseline.
    var lastBaseline: CGFloat { get }
}

/// What `UILabel` (and through labels `UIListContentView`, cell and list self-sizing) asks of a text
/// engine: lay out a request and measure it. The one backend's engine is Pango (`PangoTextEngine`).
///
/// The engine in use is CellKit's `TextEngines.current`, a task-local value: code in this package (tests, above
/// all) can lay out views with another engine for the duration of a call, without a display:
///
/// ```swift
/// TextEngines.$current.withValue(FixedWidthTextEngine()) { list.layoutIfNeeded() }
/// ```
///
/// Labels remember their measurements until their text or text attributes change, so switch engines
/// only around views that have not been measured yet.
package protocol TextEngine: Sendable {
    /// Lays out `request`.
    @preconcurrency @MainActor func layout(_ request: TextLayoutRequest) -> any TextLayout
}
