import Foundation

/// Interface Builder's spellings of colors, fonts and enumerations, read into CellKit's values.
@preconcurrency @MainActor
enum NibValues {
    /// The color a `<color>` element describes, or nil (with a warning) when CellKit cannot read it.
    static func color(_ element: NibElement, in context: NibContext) -> UIColor? {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            if let color = UIColor.systemColor(named: name) { return color }
            context.warn("unknown system color '\(name)'", element)
            return nil
        }
        if let name = element["name"] {
            if let color = UIColor(named: name, in: context.bundle, compatibleWith: nil) { return color }
            context.warn("no color named '\(name)' in the bundle's asset catalog", element)
            return nil
        }
        let alpha = element.number("alpha") ?? 1
        if let white = element.number("white") { return UIColor(white: white, alpha: alpha) }
        if let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") {
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        context.warn("a color CellKit cannot read", element)
        return nil
    }

    /// The font a `<fontDescription>` describes: a text style, the system font (with weight), or a named font.
    static func font(_ element: NibElement, in context: NibContext) -> UIFont {
        if let style = element["style"] { return .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style)) }
        let size = element.number("pointSize") ?? 17
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        case "system", nil where element["name"] == nil:
            return .systemFont(ofSize: size, weight: element["weight"].flatMap { weights[$0] } ?? .regular)
        default:
            if let name = element["name"], let font = UIFont(name: name, size: size) { return font }
            context.warn("font '\(element["name"] ?? element["type"] ?? "?")' is not available; using the system font", element)
            return .systemFont(ofSize: size)
        }
    }

    static let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    static let textAlignments: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]

    static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
    ]

    static let stackAlignments: [String: UIStackView.Alignment] = [
        "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
        "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline,
    ]

    static let stackDistributions: [String: UIStackView.Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]

    static let buttonTypes: [String: UIButton.ButtonType] = [
        "system": .system, "roundedRect": .system, "custom": .custom, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
    ]

    static let layoutAttributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "baseline": .lastBaseline, "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    /// A constraint's multiplier: a number, or a ratio such as `16:9` (aspect-ratio constraints).
    static func multiplier(_ text: String?) -> CGFloat? {
        guard let text else { return 1 }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 { return CGFloat(parts[0] / parts[1]) }
        return Double(text).map { CGFloat($0) }
    }
}
