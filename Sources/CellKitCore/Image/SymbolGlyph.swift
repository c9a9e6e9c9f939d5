import Foundation

/// How CellKit draws one SF Symbol: a freedesktop symbolic icon (or the name's initials) and the changes
/// applied to it, in order, to keep the symbol's meaning where the icon set has no exact match: its outline
/// instead of its filled shape, inside a circle or a rounded square, struck through, with a badge.
///
/// Written in the symbol table as the icon name followed by modifier words, for example
/// `media-playback-start-symbolic circle` for `play.circle`. See `Modifier` for the words.
package struct SymbolGlyph: Hashable, Sendable, CustomStringConvertible {
    /// What is drawn first.
    package enum Base: Hashable, Sendable {
        /// A symbolic icon of the installed icon theme, by name (e.g. `starred-symbolic`).
        case icon(String)
        /// One or two letters inside a rounded frame, for names no icon fits (see `SymbolInitials`).
        case letters(String)
        /// A shape CellKit draws itself where the icon set has none, written `drawn:NAME` (see `drawnShapes`).
        case drawn(String)
    }

    /// The shapes CellKit draws itself, in outline (`fill` fills them): `arrow` (a straight arrow pointing
    /// right), `dot.radiowaves` (a dot with two arcs on each side), `rectangle.stack` (a rounded rectangle with
    /// two lines stacked above it), `rectangle` (a landscape rounded rectangle), `highlighter` (a tilted marker
    /// over a line of ink), `tag` (a price tag with a hole), `paperplane`, `globe` (a circle with a meridian
    /// and parallels), `location` (a navigation arrow), `cart`, `bag` (a shopping bag), `laptop`, `speaker`
    /// (a speaker cone), `sliders` (three horizontal sliders), `circle.lefthalf` (a circle, its left half
    /// filled), `lines.decrease` (three centred lines, each shorter), `bolt` (a lightning bolt), `bicycle`,
    /// `bandage` (an adhesive bandage, tilted).
    package static let drawnShapes: Set<String> = [
        "arrow", "dot.radiowaves", "rectangle.stack", "rectangle", "highlighter", "tag", "paperplane", "globe",
        "location", "cart", "bag", "laptop", "speaker", "sliders", "circle.lefthalf", "lines.decrease", "bolt", "bicycle", "bandage",
    ]

    /// A change to the glyph drawn so far.
    package enum Modifier: Hashable, Sendable {
        /// `outline`: only the glyph's edge, about a twelfth of its size wide (an SF Symbol without `.fill`
        /// drawn from a filled icon).
        case outline
        /// `fill`: filled in, with details inside the outer edge cut out (an SF Symbol's `.fill` drawn from an
        /// outlined icon: a page's lines and a camera's lens stay visible as cut-outs).
        case fill
        /// `inner`: only what the icon draws inside its outer edge (the "i" of a circled "i").
        case inner
        /// `holes`: only the shapes cut out of a filled icon (the "?" cut out of a filled diamond).
        case holes
        /// `opaque`: parts the icon draws faded drawn at full strength.
        case opaque
        /// `mirror`: flipped left to right.
        case mirror
        /// `rotate=DEGREES`: turned clockwise about the centre.
        case rotate(degrees: Int)
        /// `scale=PERCENT`: shrunk or grown about the centre.
        case scale(percent: Int)
        /// `slash`: struck through from top left to bottom right, with a gap cut beside the stroke.
        case slash
        /// `circle`: shrunk inside a stroked circle.
        case circle
        /// `circle.fill`: cut out of a filled disc.
        case circleFill
        /// `square`: shrunk inside a stroked rounded square.
        case square
        /// `square.fill`: cut out of a filled rounded square.
        case squareFill
        /// `badge=ICON`: a small icon at the bottom trailing corner, with a gap cut around it.
        case badge(icon: String)
        /// `in=ICON`: shrunk inside another icon drawn full size (a checkmark inside a shield).
        case inside(icon: String)

        /// Parses one modifier word; nil when it is not one.
        package init?(word: String) {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            switch (parts.first ?? "", parts.count == 2 ? parts[1] : nil) {
            case ("outline", nil): self = .outline
            case ("fill", nil): self = .fill
            case ("mirror", nil): self = .mirror
            case ("inner", nil): self = .inner
            case ("holes", nil): self = .holes
            case ("opaque", nil): self = .opaque
            case ("slash", nil): self = .slash
            case ("circle", nil): self = .circle
            case ("circle.fill", nil): self = .circleFill
            case ("square", nil): self = .square
            case ("square.fill", nil): self = .squareFill
            case ("rotate", let value?):
                guard let degrees = Int(value) else { return nil }
                self = .rotate(degrees: degrees)
            case ("scale", let value?):
                guard let percent = Int(value), (10...200).contains(percent) else { return nil }
                self = .scale(percent: percent)
            case ("badge", let icon?) where !icon.isEmpty: self = .badge(icon: icon)
            case ("in", let icon?) where !icon.isEmpty: self = .inside(icon: icon)
            default: return nil
            }
        }

        /// The word that spells this modifier in the symbol table.
        package var word: String {
            switch self {
            case .outline: return "outline"
            case .fill: return "fill"
            case .mirror: return "mirror"
            case .inner: return "inner"
            case .holes: return "holes"
            case .opaque: return "opaque"
            case .slash: return "slash"
            case .circle: return "circle"
            case .circleFill: return "circle.fill"
            case .square: return "square"
            case .squareFill: return "square.fill"
            case .rotate(let degrees): return "rotate=\(degrees)"
            case .scale(let percent): return "scale=\(percent)"
            case .badge(let icon): return "badge=\(icon)"
            case .inside(let icon): return "in=\(icon)"
            }
        }
    }

    /// What is drawn first.
    package var base: Base
    /// The changes applied to it, first to last.
    package var modifiers: [Modifier]

    package init(base: Base, modifiers: [Modifier] = []) {
        self.base = base
        self.modifiers = modifiers
    }

    /// A glyph that is an icon drawn as it is.
    package static func icon(_ name: String, _ modifiers: Modifier...) -> SymbolGlyph {
        SymbolGlyph(base: .icon(name), modifiers: modifiers)
    }

    /// The base icon's name, nil for letters.
    package var iconName: String? {
        if case .icon(let name) = base { return name }
        return nil
    }

    /// Every icon the glyph draws: the base icon and badge icons.
    package var iconNames: [String] {
        var names = iconName.map { [$0] } ?? []
        for modifier in modifiers {
            if case .badge(let icon) = modifier { names.append(icon) }
            if case .inside(let icon) = modifier { names.append(icon) }
        }
        return names
    }

    /// Whether the glyph is an icon drawn unchanged (the icon theme draws it directly).
    package var isPlainIcon: Bool { iconName != nil && modifiers.isEmpty }

    /// The same glyph with one more modifier.
    package func adding(_ modifier: Modifier) -> SymbolGlyph {
        SymbolGlyph(base: base, modifiers: modifiers + [modifier])
    }

    /// A symbol's `.fill` form: the glyph without `outline` when it was drawn as an outline, else the glyph
    /// filled in (`fill`), unless it already is.
    package var filled: SymbolGlyph {
        if modifiers.contains(.outline) { return SymbolGlyph(base: base, modifiers: modifiers.filter { $0 != .outline }) }
        return modifiers.contains(.fill) ? self : adding(.fill)
    }

    /// The glyph as written in the symbol table (`letters` for letters).
    package var description: String {
        let head: String
        switch base {
        case .icon(let name): head = name
        case .letters(let text): head = "letters(\(text))"
        case .drawn(let shape): head = "drawn:\(shape)"
        }
        return ([head] + modifiers.map(\.word)).joined(separator: " ")
    }
}
