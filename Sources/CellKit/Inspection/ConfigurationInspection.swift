import Foundation

// Facts that preview tools (CellScope's inspector) read from configurations: which properties code
// set explicitly, what the style alone gives in the normal state, and resolved fonts, colors and
// accessories. None of this is UIKit API; UIKit keeps the same facts private, so here it has `package`
// access: the viewer sees it, users of CellKit do not.

extension UIListContentConfiguration {
    /// The dotted names of the properties set explicitly (by code, or kept through `updated(for:)`),
    /// e.g. `["text", "image", "textProperties.color"]`. Not UIKit.
    package var explicitlySetPropertyNames: Set<String> { customizedPropertyNames }

    /// The factory the configuration came from (`cell`, `subtitleCell`, `sidebarCell`, …). Not UIKit.
    package var styleName: String { style.rawValue }

    /// The concrete look the style took in its list environment (an adaptive `cell` becomes
    /// `sidebarCell` in a sidebar). Not UIKit.
    package var lookName: String { String(describing: look) }

    /// What the style alone gives in the normal state (no selection, highlight or other state) for the
    /// traits this configuration was last styled for: the baseline that tells a style default from a
    /// value a state changed. Not UIKit.
    package func styleDefaultForNormalState() -> UIListContentConfiguration {
        Self.styled(style, traits: styledTraits, states: [])
    }
}

extension UIBackgroundConfiguration {
    /// The names of the properties set explicitly, e.g. `["backgroundColor", "cornerRadius"]`. Not UIKit.
    package var explicitlySetPropertyNames: Set<String> { customizedPropertyNames }

    /// The factory the configuration came from (`listCell`, `listGroupedCell`, `clear`, …). Not UIKit.
    package var styleName: String { style.rawValue }

    /// What the style alone gives in the normal state in `traits` (unspecified traits are taken from
    /// `UITraitCollection.current`). Not UIKit.
    package func styleDefaultForNormalState(in traits: UITraitCollection) -> UIBackgroundConfiguration {
        Self.styled(style, traits: UITraitCollection.resolvedAgainstCurrent(traits), states: [])
    }
}

/// A font as it draws in some traits: its size after Dynamic Type, its weight after Bold Text. Not UIKit.
package struct FontInspection: Hashable, Sendable {
    /// The family ("Inter" for the system font).
    package let familyName: String
    /// The face name, e.g. "Inter-SemiBold".
    package let fontName: String
    /// The size in points in the traits.
    package let pointSize: CGFloat
    /// The weight it draws with (Bold Text applied).
    package let weight: UIFont.Weight
    /// Whether it is italic.
    package let isItalic: Bool
    /// The Dynamic Type text style it follows, if any.
    package let textStyle: UIFont.TextStyle?
}

extension UIFont {
    /// The font as it draws in `traits` (unspecified traits come from `UITraitCollection.current`). Not UIKit.
    package func inspection(resolvedFor traits: UITraitCollection) -> FontInspection {
        let font = resolved(for: traits)
        return FontInspection(familyName: font.familyName, fontName: font.fontName, pointSize: font.pointSize,
                              weight: font.weight, isItalic: font.isItalic, textStyle: font.textStyle)
    }
}

extension UIColor {
    /// The sRGB components (0…1, alpha not premultiplied) in `traits`, with the `UIColor.tintColor`
    /// placeholder (also inside dynamic and derived colors) taken as `tintColor` (system blue when nil).
    /// Not UIKit.
    package func inspectedComponents(in traits: UITraitCollection, tintColor: UIColor?)
        -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    {
        let environment = UITraitCollection.resolvedAgainstCurrent(traits)
        let rgba = rgba(resolvedWith: environment, tintColor: tintColor?.resolvedColor(with: environment))
        return (rgba.red, rgba.green, rgba.blue, rgba.alpha)
    }
}

/// What an accessory is and when it shows. Not UIKit.
package struct AccessoryInspection: Sendable {
    /// The kind as written in Swift (`disclosureIndicator`, `checkmark`, …; `customView` for custom ones).
    package let kind: String
    /// The editing states it shows in.
    package let displayedState: UICellAccessory.DisplayedState
    /// The edge it sits on: true for leading.
    package let isLeading: Bool
    /// Whether the options hide it.
    package let isHidden: Bool
    /// Its tint color option (nil: the cell's tint or the kind's system color).
    package let tintColor: UIColor?
    /// The width reserved for it.
    package let reservedLayoutWidth: UICellAccessory.LayoutDimension
    /// The text of a label accessory.
    package let text: String?

    /// Whether it shows for a cell that is (or is not) editing.
    package func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }
}

extension UICellAccessory {
    /// What the accessory is and when it shows. Not UIKit.
    package var inspection: AccessoryInspection {
        let options = commonOptions
        var text: String?
        if case .label(let string, _) = content { text = string }
        return AccessoryInspection(kind: systemKind?.name ?? "customView", displayedState: displayedState,
                                   isLeading: edge == .leading, isHidden: options.isHidden, tintColor: options.tintColor,
                                   reservedLayoutWidth: options.reservedLayoutWidth, text: text)
    }
}
