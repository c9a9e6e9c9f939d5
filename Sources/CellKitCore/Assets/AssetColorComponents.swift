import Foundation

/// Reads the `"color"` object of a color set entry as Xcode writes it, into sRGB components.
///
/// Component spellings (every input method of Xcode's color inspector):
/// - floating point, with a decimal point: `"0.200"` (taken as is; extended spaces may leave 0…1);
/// - 8-bit integers, without one: `"51"` (divided by 255);
/// - hexadecimal: `"0x33"` (divided by 255).
/// Alpha is written as floating point by every input method; an integer alpha of 0 or 1 is taken as
/// is and larger ones as 8-bit. JSON numbers instead of strings are read the same way (an integer
/// above 1 is 8-bit).
///
/// Color spaces: `srgb` and `extended-srgb` are used unchanged; `display-p3` (and
/// `extended-display-p3`) are converted to sRGB (clipped to 0…1 unless extended);
/// `extended-linear-srgb` is gamma-encoded; `gray-gamma-22`, `extended-gray` and
/// `extended-linear-gray` read a `white` component. A missing color space means sRGB. A system color
/// reference (`"reference": "systemBlueColor"`) resolves to that system color in the entry's
/// appearance.
enum AssetColorComponents {
    /// What a color entry holds: fixed components, or a system color to resolve per appearance.
    enum Value: Equatable, Sendable {
        case rgba(RGBA)
        case reference(UIColor)
    }

    static func value(of color: [String: Any]) throws(AssetCatalogError) -> Value {
        if let reference = color["reference"] as? String {
            guard let system = UIColor.systemColor(named: reference) else {
                throw .invalid("unknown system color reference \"\(reference)\"")
            }
            return .reference(system)
        }
        guard let components = color["components"] as? [String: Any] else {
            throw .invalid("a color has neither \"components\" nor \"reference\"")
        }
        let space = (color["color-space"] as? String)?.lowercased() ?? "srgb"
        let alpha = try component("alpha", in: components, isAlpha: true, default: 1)
        switch space {
        case "srgb", "extended-srgb":
            return .rgba(RGBA(red: try component("red", in: components), green: try component("green", in: components),
                              blue: try component("blue", in: components), alpha: alpha))
        case "extended-linear-srgb":
            return .rgba(RGBA(red: encode(try component("red", in: components)), green: encode(try component("green", in: components)),
                              blue: encode(try component("blue", in: components)), alpha: alpha))
        case "display-p3", "extended-display-p3":
            let converted = displayP3ToSRGB(red: try component("red", in: components), green: try component("green", in: components),
                                            blue: try component("blue", in: components))
            let clip: (CGFloat) -> CGFloat = space.hasPrefix("extended") ? { $0 } : { min(max($0, 0), 1) }
            return .rgba(RGBA(red: clip(converted.0), green: clip(converted.1), blue: clip(converted.2), alpha: alpha))
        case "gray-gamma-22", "extended-gray":
            let white = try component("white", in: components)
            let level = encode(white < 0 ? -pow(-white, 2.2) : pow(white, 2.2))
            return .rgba(RGBA(red: level, green: level, blue: level, alpha: alpha))
        case "extended-linear-gray":
            let level = encode(try component("white", in: components))
            return .rgba(RGBA(red: level, green: level, blue: level, alpha: alpha))
        default:
            throw .invalid("unsupported color space \"\(space)\"")
        }
    }

    /// One component, in 0…1 terms (see the type's documentation for the spellings).
    static func component(_ key: String, in components: [String: Any], isAlpha: Bool = false,
                          default fallback: CGFloat? = nil) throws(AssetCatalogError) -> CGFloat {
        guard let raw = components[key] else {
            if let fallback { return fallback }
            throw .invalid("the color has no \"\(key)\" component")
        }
        guard let value = parse(raw, isAlpha: isAlpha) else {
            throw .invalid("the \"\(key)\" component \"\(raw)\" is not a number")
        }
        return value
    }

    static func parse(_ raw: Any, isAlpha: Bool) -> CGFloat? {
        if let number = raw as? NSNumber {
            let value = CGFloat(number.doubleValue)
            return value > 1 && value == value.rounded() ? value / 255 : value
        }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return UInt32(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
        }
        if text.contains(".") || text.lowercased().contains("e") {
            return Double(text).map { CGFloat($0) }
        }
        guard let integer = Int(text) else { return nil }
        if isAlpha && (integer == 0 || integer == 1) { return CGFloat(integer) }
        return CGFloat(integer) / 255
    }

    /// The sRGB transfer function (linear light → encoded), odd-symmetric for extended values.
    static func encode(_ linear: CGFloat) -> CGFloat {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.003_130_8 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// The inverse sRGB transfer function (encoded → linear light); Display P3 uses the same curve.
    static func decode(_ encoded: CGFloat) -> CGFloat {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// Display P3 components to sRGB (both D65): linearize, convert the primaries, encode again.
    static func displayP3ToSRGB(red: CGFloat, green: CGFloat, blue: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let r = decode(red), g = decode(green), b = decode(blue)
        return (encode(1.224_940_2 * r - 0.224_940_2 * g),
                encode(-0.042_056_9 * r + 1.042_056_9 * g),
                encode(-0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_5 * b))
    }
}
