import CellKit
import Foundation

/// A color resolved to 8-bit sRGB, for hex text and swatches.
struct ResolvedColor: Hashable, Sendable {
    let red: UInt8, green: UInt8, blue: UInt8
    /// Alpha in 0…1.
    let alpha: Double

    /// "#RRGGBB".
    var hex: String { String(format: "#%02X%02X%02X", red, green, blue) }
}

/// How the inspector writes values: short, unit-bearing, the way a designer reads a spec.
@preconcurrency @MainActor
enum ValueFormatting {
    /// 16 → "16", 3.5 → "3.5", 0.333 → "0.33".
    nonisolated static func number(_ value: CGFloat) -> String {
        if value == value.rounded() { return String(Int(value)) }
        return String(format: "%.2f", Double(value)).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }

    static func points(_ value: CGFloat) -> String { "\(number(value)) pt" }

    static func insets(_ insets: NSDirectionalEdgeInsets) -> String {
        if insets.top == insets.bottom && insets.leading == insets.trailing {
            if insets.top == insets.leading { return "\(number(insets.top)) all around" }
            return "\(number(insets.top)) vertical, \(number(insets.leading)) horizontal"
        }
        return "top \(number(insets.top)), leading \(number(insets.leading)), bottom \(number(insets.bottom)), trailing \(number(insets.trailing))"
    }

    static func size(_ size: CGSize) -> String {
        if size == .zero { return "none" }
        func side(_ value: CGFloat) -> String {
            value == UIListContentConfiguration.ImageProperties.standardDimension ? "standard" : number(value)
        }
        return "\(side(size.width)) × \(side(size.height))"
    }

    static func bool(_ value: Bool) -> String { value ? "yes" : "no" }

    /// The color in `traits` with the view's tint, and its system name when it has one.
    static func color(_ color: UIColor, traits: UITraitCollection, tint: UIColor?) -> (text: String, swatch: ResolvedColor) {
        let c = color.inspectedComponents(in: traits, tintColor: tint)
        func byte(_ v: CGFloat) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        let resolved = ResolvedColor(red: byte(c.red), green: byte(c.green), blue: byte(c.blue), alpha: Double(c.alpha))
        var text = resolved.hex
        text += resolved.alpha >= 0.995 ? "" : String(format: " · %d%%", Int((resolved.alpha * 100).rounded()))
        if let name = systemName(of: color) { text += " · \(name)" }
        return (text, resolved)
    }

    /// "label", "systemBlue", "tint" for named dynamic colors; nil for fixed ones.
    static func systemName(of color: UIColor) -> String? {
        let description = color.description
        if let range = description.range(of: #"UIDynamicSystemColor: ([A-Za-z0-9]+)"#, options: .regularExpression) {
            let name = description[range].split(separator: " ").last.map(String.init) ?? ""
            return name == "tintColor" ? "tint" : name
        }
        if description.hasPrefix("<UIDynamicModifiedColor") { return "derived" }
        if description.hasPrefix("<UIDynamicProviderColor") { return "dynamic" }
        return nil
    }

    /// "17 pt Regular · body" (size and weight as drawn in `traits`).
    static func font(_ font: UIFont, traits: UITraitCollection) -> String {
        let inspected = font.inspection(resolvedFor: traits)
        var text = "\(points(inspected.pointSize)) \(weightName(inspected.weight))"
        if inspected.isItalic { text += " Italic" }
        if let style = inspected.textStyle { text += " · \(textStyleName(style))" }
        if inspected.familyName != "Inter" { text += " · \(inspected.familyName)" }
        return text
    }

    static func weightName(_ weight: UIFont.Weight) -> String {
        let names: [(UIFont.Weight, String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"), (.medium, "Medium"),
            (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]
        return names.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }?.1 ?? "Regular"
    }

    static func textStyleName(_ style: UIFont.TextStyle) -> String {
        let names: [UIFont.TextStyle: String] = [
            .largeTitle: "largeTitle", .title1: "title1", .title2: "title2", .title3: "title3", .headline: "headline",
            .body: "body", .callout: "callout", .subheadline: "subheadline", .footnote: "footnote",
            .caption1: "caption1", .caption2: "caption2",
        ]
        return names[style] ?? style.rawValue
    }

    /// `symbol "star"`, `photo.png 40 × 40 @2x`, or "none".
    static func image(_ image: UIImage?) -> String {
        guard let image else { return "none" }
        let description = image.description
        if let start = description.range(of: "symbol \""),
           let end = description[start.upperBound...].firstIndex(of: "\"") {
            return "symbol “\(description[start.upperBound..<end])”"
        }
        return description.replacingOccurrences(of: "<UIImage ", with: "").replacingOccurrences(of: ">", with: "")
    }

    static func alignment(_ alignment: UIListContentConfiguration.TextProperties.TextAlignment) -> String {
        switch alignment {
        case .natural: "natural"
        case .center: "center"
        case .justified: "justified"
        }
    }

    static func transform(_ transform: UIListContentConfiguration.TextProperties.TextTransform) -> String {
        switch transform {
        case .none: "none"
        case .capitalized: "capitalized"
        case .lowercase: "lowercase"
        case .uppercase: "uppercase"
        }
    }

    static func lineBreak(_ mode: NSLineBreakMode) -> String {
        switch mode {
        case .byWordWrapping: "word wrap"
        case .byCharWrapping: "character wrap"
        case .byClipping: "clip"
        case .byTruncatingHead: "truncate head"
        case .byTruncatingTail: "truncate tail"
        case .byTruncatingMiddle: "truncate middle"
        @unknown default: "other"
        }
    }

    static func lines(_ count: Int) -> String { count == 0 ? "unlimited" : String(count) }

    static func axes(_ axes: UIAxis) -> String {
        switch (axes.contains(.horizontal), axes.contains(.vertical)) {
        case (true, true): "both"
        case (true, false): "horizontal"
        case (false, true): "vertical"
        case (false, false): "none"
        }
    }

    static func edges(_ edges: NSDirectionalRectEdge) -> String {
        var names: [String] = []
        if edges.contains(.top) { names.append("top") }
        if edges.contains(.leading) { names.append("leading") }
        if edges.contains(.bottom) { names.append("bottom") }
        if edges.contains(.trailing) { names.append("trailing") }
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }

    /// "disclosureIndicator" → "Disclosure indicator".
    static func humanized(_ identifier: String) -> String {
        var words: [String] = []
        var current = ""
        for character in identifier {
            if character.isUppercase, !current.isEmpty { words.append(current); current = "" }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        let sentence = words.map { $0.lowercased() }.joined(separator: " ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }
}
