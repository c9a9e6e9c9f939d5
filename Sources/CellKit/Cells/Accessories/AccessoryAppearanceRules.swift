import Foundation

/// The cell state an accessory's look depends on, and the look of each system kind in it.
///
/// Default colors: the disclosure indicator, reorder control and pop-up chevrons are tertiary
/// label grey; the checkmark, outline disclosure, detail button and selected multiselect circle
/// use the tint color; delete is system red and insert system green (white signs); the label is
/// secondary label grey. On a tint-colored background (a selected sidebar cell) the tint-colored
/// ones turn white and the grey ones white at 80 % opacity; delete and insert keep their colors.
/// An accessory's own `tintColor` option always wins.
struct AccessoryAppearanceRules {
    var isEditing: Bool
    var isSelected: Bool
    var isExpanded: Bool
    var isTintedBackground: Bool
    var isRightToLeft: Bool
    var category: UIContentSizeCategory

    static let white = UIColor.white
    static let dimmedWhite = UIColor(white: 1, alpha: 0.8)

    /// The label accessory's text color.
    func labelColor(tint: UIColor?) -> UIColor {
        tint ?? (isTintedBackground ? Self.dimmedWhite : .secondaryLabel)
    }

    /// The look of a system accessory.
    func appearance(for accessory: UICellAccessory) -> SystemAccessoryView.Appearance {
        let kind = accessory.systemKind!
        let optionsTint = accessory.commonOptions.tintColor
        let side = AccessoryMetrics.glyphSide(for: kind, category: category)
        // Tint-colored kinds: white on a tinted background. Grey kinds: tertiary label, dimmed white.
        let emphasized: SystemAccessoryView.Paint = optionsTint == nil && isTintedBackground ? .color(Self.white) : .tint
        let secondary: SystemAccessoryView.Paint = optionsTint != nil
            ? .tint : .color(isTintedBackground ? Self.dimmedWhite : .tertiaryLabel)
        let forward = isRightToLeft ? "chevron.backward" : "chevron.forward"
        var look = SystemAccessoryView.Appearance(kind: kind)
        look.glyphSide = side
        switch accessory.content {
        case .disclosureIndicator:
            look.symbolName = forward
            look.glyph = secondary
        case .outlineDisclosure:
            look.symbolName = isExpanded ? "chevron.down" : forward
            look.glyph = emphasized
        case .checkmark:
            look.symbolName = "checkmark"
            look.glyph = emphasized
        case .detail:
            look.symbolName = "info.circle"
            look.glyph = emphasized
        case .popUpMenu:
            look.symbolName = "chevron.up.chevron.down"
            look.glyph = secondary
        case .reorder:
            look.symbolName = "line.horizontal.3"
            look.glyph = secondary
        case .delete(let options, _):
            look.circleDiameter = side
            look.circleFill = options.backgroundColor.map { .color($0) } ?? (optionsTint != nil ? .tint : .color(.systemRed))
            look.symbolName = "minus"
            look.glyph = .color(Self.white)
            look.glyphSide = (side * AccessoryMetrics.innerGlyphRatio).rounded()
        case .insert(let options, _):
            look.circleDiameter = side
            look.circleFill = options.backgroundColor.map { .color($0) } ?? (optionsTint != nil ? .tint : .color(.systemGreen))
            look.symbolName = "plus"
            look.glyph = .color(Self.white)
            look.glyphSide = (side * AccessoryMetrics.innerGlyphRatio).rounded()
        case .multiselect(let options):
            look.circleDiameter = side * AccessoryMetrics.multiselectCircleRatio
            if isSelected {
                let whiteCircle = optionsTint == nil && isTintedBackground
                look.circleFill = whiteCircle ? .color(Self.white) : .tint
                look.symbolName = "checkmark"
                look.glyph = whiteCircle ? .tint : .color(Self.white)
                look.glyphSide = (side * AccessoryMetrics.multiselectCheckmarkRatio).rounded()
            } else {
                look.circleFill = options.backgroundColor.map { .color($0) } ?? .none
                look.circleRing = .color(isTintedBackground ? Self.dimmedWhite : .tertiaryLabel)
                look.symbolName = nil
                look.glyphSide = 0
            }
        case .label, .customView:
            break
        }
        return look
    }
}
