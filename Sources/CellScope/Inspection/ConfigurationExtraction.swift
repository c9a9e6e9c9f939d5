import CellKit
import Foundation

/// Reads configurations into the inspector's readable properties. Keys and source names follow
/// CellKit's `explicitlySetPropertyNames` (`textProperties.font`, `background.cornerRadius`, …).
@preconcurrency @MainActor
enum ConfigurationExtraction {
    typealias F = ValueFormatting

    /// Texts, image, layout metrics of a list content configuration.
    static func listContent(_ c: UIListContentConfiguration, traits: UITraitCollection, tint: UIColor) -> [RawProperty] {
        var result: [RawProperty] = []
        func quoted(_ text: String?) -> String { text.map { "“\($0)”" } ?? "none" }
        result.append(RawProperty(section: "Text", key: "text", name: "Text",
                                  value: quoted(c.text ?? c.attributedText?.string), sources: ["text", "attributedText"]))
        result += text(c.textProperties, prefix: "textProperties", section: "Text", traits: traits, tint: tint)
        result.append(RawProperty(section: "Secondary text", key: "secondaryText", name: "Text",
                                  value: quoted(c.secondaryText ?? c.secondaryAttributedText?.string),
                                  sources: ["secondaryText", "secondaryAttributedText"]))
        result += text(c.secondaryTextProperties, prefix: "secondaryTextProperties", section: "Secondary text", traits: traits, tint: tint)
        result += image(c, traits: traits, tint: tint)

        let layout = "Layout"
        result.append(RawProperty(section: layout, key: "style", name: "Style",
                                  value: c.styleName == c.lookName ? c.styleName : "\(c.styleName) (as \(c.lookName))"))
        result.append(RawProperty(section: layout, key: "directionalLayoutMargins", name: "Margins",
                                  value: F.insets(c.directionalLayoutMargins), sources: ["directionalLayoutMargins"]))
        result.append(RawProperty(section: layout, key: "axesPreservingSuperviewLayoutMargins", name: "Keeps cell margins",
                                  value: F.axes(c.axesPreservingSuperviewLayoutMargins), sources: ["axesPreservingSuperviewLayoutMargins"]))
        result.append(RawProperty(section: layout, key: "imageToTextPadding", name: "Image to text",
                                  value: F.points(c.imageToTextPadding), sources: ["imageToTextPadding"]))
        result.append(RawProperty(section: layout, key: "textToSecondaryTextVerticalPadding", name: "Text to secondary ↕",
                                  value: F.points(c.textToSecondaryTextVerticalPadding), sources: ["textToSecondaryTextVerticalPadding"]))
        result.append(RawProperty(section: layout, key: "textToSecondaryTextHorizontalPadding", name: "Text to secondary ↔",
                                  value: F.points(c.textToSecondaryTextHorizontalPadding), sources: ["textToSecondaryTextHorizontalPadding"]))
        result.append(RawProperty(section: layout, key: "prefersSideBySideTextAndSecondaryText", name: "Side by side",
                                  value: F.bool(c.prefersSideBySideTextAndSecondaryText), sources: ["prefersSideBySideTextAndSecondaryText"]))
        result.append(RawProperty(section: layout, key: "alpha", name: "Opacity", value: F.number(c.alpha), sources: ["alpha"]))
        return result
    }

    private static func text(_ p: UIListContentConfiguration.TextProperties, prefix: String, section: String,
                             traits: UITraitCollection, tint: UIColor) -> [RawProperty] {
        func source(_ names: String...) -> Set<String> { Set(names.map { "\(prefix).\($0)" }) }
        let color = F.color(p.resolvedColor(), traits: traits, tint: tint)
        var fits = F.bool(p.adjustsFontSizeToFitWidth)
        if p.adjustsFontSizeToFitWidth { fits += ", down to \(Int((p.minimumScaleFactor * 100).rounded()))%" }
        return [
            RawProperty(section: section, key: "\(prefix).font", name: "Font", value: F.font(p.font, traits: traits),
                        sources: source("font")),
            RawProperty(section: section, key: "\(prefix).color", name: "Color",
                        value: color.text + (p.colorTransformer == nil ? "" : " (transformed)"), swatch: color.swatch,
                        sources: source("color", "colorTransformer")),
            RawProperty(section: section, key: "\(prefix).numberOfLines", name: "Lines", value: F.lines(p.numberOfLines),
                        sources: source("numberOfLines")),
            RawProperty(section: section, key: "\(prefix).alignment", name: "Alignment", value: F.alignment(p.alignment),
                        sources: source("alignment")),
            RawProperty(section: section, key: "\(prefix).lineBreakMode", name: "Line break", value: F.lineBreak(p.lineBreakMode),
                        sources: source("lineBreakMode")),
            RawProperty(section: section, key: "\(prefix).transform", name: "Transform", value: F.transform(p.transform),
                        sources: source("transform")),
            RawProperty(section: section, key: "\(prefix).adjustsFontSizeToFitWidth", name: "Shrinks to fit", value: fits,
                        sources: source("adjustsFontSizeToFitWidth", "minimumScaleFactor")),
        ]
    }

    private static func image(_ c: UIListContentConfiguration, traits: UITraitCollection, tint: UIColor) -> [RawProperty] {
        let p = c.imageProperties
        let section = "Image"
        func source(_ names: String...) -> Set<String> { Set(names.map { "imageProperties.\($0)" }) }
        let tintColor = F.color(p.resolvedTintColor(for: tint), traits: traits, tint: tint)
        var stroke = "none"
        var strokeSwatch: ResolvedColor?
        if p.strokeWidth > 0 {
            let color = F.color(p.resolvedStrokeColor(for: tint), traits: traits, tint: tint)
            stroke = "\(F.points(p.strokeWidth)) \(color.text)"
            strokeSwatch = color.swatch
        }
        return [
            RawProperty(section: section, key: "image", name: "Image", value: F.image(c.image), sources: ["image"]),
            RawProperty(section: section, key: "imageProperties.tintColor", name: "Tint",
                        value: (p.tintColor == nil ? "view tint · " : "") + tintColor.text, swatch: tintColor.swatch,
                        sources: source("tintColor", "tintColorTransformer")),
            RawProperty(section: section, key: "imageProperties.reservedLayoutSize", name: "Reserved size",
                        value: F.size(p.reservedLayoutSize), sources: source("reservedLayoutSize")),
            RawProperty(section: section, key: "imageProperties.maximumSize", name: "Maximum size",
                        value: F.size(p.maximumSize), sources: source("maximumSize")),
            RawProperty(section: section, key: "imageProperties.cornerRadius", name: "Corner radius",
                        value: F.points(p.cornerRadius), sources: source("cornerRadius")),
            RawProperty(section: section, key: "imageProperties.preferredSymbolConfiguration", name: "Symbol configuration",
                        value: p.preferredSymbolConfiguration == nil ? "style's" : "custom",
                        sources: source("preferredSymbolConfiguration")),
            RawProperty(section: section, key: "imageProperties.stroke", name: "Stroke", value: stroke, swatch: strokeSwatch,
                        sources: source("strokeWidth", "strokeColor", "strokeColorTransformer")),
        ]
    }

    /// Fill, corners, insets, stroke and extras of a background configuration.
    static func background(_ b: UIBackgroundConfiguration, traits: UITraitCollection, tint: UIColor) -> [RawProperty] {
        let section = "Background"
        func source(_ names: String...) -> Set<String> { Set(names.map { "background.\($0)" }) }
        let fill = F.color(b.resolvedBackgroundColor(for: tint), traits: traits, tint: tint)
        var fillText = (b.backgroundColor == nil ? "view tint · " : "") + fill.text
        if b.backgroundColorTransformer != nil { fillText += " (transformed)" }
        var stroke = "none"
        var strokeSwatch: ResolvedColor?
        if b.strokeWidth > 0 {
            let color = F.color(b.resolvedStrokeColor(for: tint), traits: traits, tint: tint)
            stroke = "\(F.points(b.strokeWidth)) \(color.text)" + (b.strokeOutset == 0 ? "" : ", outset \(F.number(b.strokeOutset))")
            strokeSwatch = color.swatch
        }
        var extras: [String] = []
        if let effect = b.visualEffect { extras.append(String(describing: type(of: effect))) }
        if b.image != nil { extras.append("image \(F.image(b.image))") }
        if let view = b.customView { extras.append("custom view \(type(of: view))") }
        if b.shadowProperties.opacity > 0 { extras.append("shadow radius \(F.number(b.shadowProperties.radius))") }
        return [
            RawProperty(section: section, key: "background.style", name: "Style", value: b.styleName),
            RawProperty(section: section, key: "background.backgroundColor", name: "Fill", value: fillText, swatch: fill.swatch,
                        sources: source("backgroundColor", "backgroundColorTransformer")),
            RawProperty(section: section, key: "background.cornerRadius", name: "Corner radius", value: F.points(b.cornerRadius),
                        sources: source("cornerRadius")),
            RawProperty(section: section, key: "background.backgroundInsets", name: "Insets", value: F.insets(b.backgroundInsets),
                        sources: source("backgroundInsets")),
            RawProperty(section: section, key: "background.edgesAddingLayoutMarginsToBackgroundInsets", name: "Margin edges",
                        value: F.edges(b.edgesAddingLayoutMarginsToBackgroundInsets),
                        sources: source("edgesAddingLayoutMarginsToBackgroundInsets")),
            RawProperty(section: section, key: "background.stroke", name: "Stroke", value: stroke, swatch: strokeSwatch,
                        sources: source("strokeColor", "strokeWidth", "strokeOutset", "strokeColorTransformer")),
            RawProperty(section: section, key: "background.extras", name: "Effect, image, view",
                        value: extras.isEmpty ? "none" : extras.joined(separator: ", "),
                        sources: source("visualEffect", "image", "customView", "shadowProperties", "imageContentMode")),
        ]
    }

    /// One property per accessory: its kind, edge, whether it shows now, its tint.
    static func accessories(_ accessories: [AccessoryInspection], isEditing: Bool, traits: UITraitCollection,
                            tint: UIColor) -> [RawProperty] {
        let section = "Accessories"
        guard !accessories.isEmpty else {
            return [RawProperty(section: section, key: "accessories", name: "Accessories", value: "none")]
        }
        var seen: [String: Int] = [:]
        return accessories.map { accessory in
            let occurrence = seen[accessory.kind, default: 0]
            seen[accessory.kind] = occurrence + 1
            var parts = [accessory.isLeading ? "leading" : "trailing"]
            if accessory.isHidden {
                parts.append("hidden")
            } else if accessory.isDisplayed(editing: isEditing) {
                parts.append("shown")
            } else {
                parts.append(accessory.displayedState == .whenEditing ? "shows while editing" : "hidden while editing")
            }
            if let text = accessory.text { parts.insert("“\(text)”", at: 0) }
            var swatch: ResolvedColor?
            if let color = accessory.tintColor {
                let resolved = F.color(color, traits: traits, tint: tint)
                parts.append(resolved.text)
                swatch = resolved.swatch
            }
            return RawProperty(section: section, key: "accessory.\(accessory.kind).\(occurrence)",
                               name: F.humanized(accessory.kind), value: parts.joined(separator: " · "), swatch: swatch,
                               fallback: .setByCode)
        }
    }

    /// The stored properties of a custom content configuration, read by reflection.
    static func customContent(_ content: any UIContentConfiguration, traits: UITraitCollection, tint: UIColor) -> [RawProperty] {
        let section = "Content (\(type(of: content)))"
        var result: [RawProperty] = []
        for (index, child) in Mirror(reflecting: content).children.enumerated() {
            let label = child.label ?? "value \(index)"
            var swatch: ResolvedColor?
            var value: String
            switch child.value {
            case let color as UIColor:
                let resolved = F.color(color, traits: traits, tint: tint)
                value = resolved.text
                swatch = resolved.swatch
            case let font as UIFont:
                value = F.font(font, traits: traits)
            case let image as UIImage:
                value = F.image(image)
            default:
                value = String(describing: child.value)
                if value.count > 90 { value = String(value.prefix(89)) + "…" }
            }
            result.append(RawProperty(section: section, key: "content.\(label)", name: label, value: value, swatch: swatch,
                                      fallback: .setByCode))
        }
        return result
    }
}
