import Foundation

extension NSAttributedString.Key {
    /// The font of the text (a `UIFont`), UIKit's `.font`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The color of the text (a `UIColor`), UIKit's `.foregroundColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The color behind the text (a `UIColor`), UIKit's `.backgroundColor`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space between letters in points (a number), UIKit's `.kern`.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An underline (an `NSUnderlineStyle` raw value), UIKit's `.underlineStyle`.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A line through the text (an `NSUnderlineStyle` raw value), UIKit's `.strikethroughStyle`.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}

/// Underline and strikethrough styles (UIKit's `NSUnderlineStyle`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A single line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// A double line.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}
