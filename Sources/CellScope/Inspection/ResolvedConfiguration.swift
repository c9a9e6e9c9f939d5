import CellKit
import Foundation

/// One property of a cell's resolved configuration, as the inspector shows it.
struct ResolvedProperty: Hashable, Sendable {
    /// Where a value comes from.
    enum Provenance: String, CaseIterable, Sendable {
        /// The configuration's style gives this value in the normal state, and code did not set it.
        case styleDefault = "style default"
        /// Code set the value (in the registration, `updateConfiguration(using:)` or the update handler)
        /// and it is the same as in the normal state.
        case setByCode = "set by code"
        /// The value differs from the normal state's: the style's state styling or the cell's code
        /// changed it for the current state.
        case changedByState = "changed by state"

        /// The CSS class of its badge.
        var cssClass: String {
            switch self {
            case .styleDefault: "style-default"
            case .setByCode: "set-by-code"
            case .changedByState: "changed-by-state"
            }
        }
    }

    /// The group it is shown in ("Text", "Background", …).
    let section: String
    /// A stable identifier, e.g. `textProperties.font` or `background.backgroundColor`.
    let key: String
    /// The label the inspector shows.
    let name: String
    /// The value, formatted for reading.
    let value: String
    /// The resolved color, for properties that are colors.
    let swatch: ResolvedColor?
    /// Where the value comes from.
    let provenance: Provenance
}

/// A property as read from a configuration, before its provenance is known.
struct RawProperty: Sendable {
    let section: String
    let key: String
    let name: String
    let value: String
    var swatch: ResolvedColor? = nil
    /// The explicitly-set property names (`explicitlySetPropertyNames`) that decide this value.
    var sources: Set<String> = []
    /// The provenance when neither code nor a state explains the value (accessories are always code's).
    var fallback: ResolvedProperty.Provenance = .styleDefault
}

/// What the inspector reads from a cell: its configurations, accessories and environment.
@preconcurrency @MainActor
struct CellFacts {
    let content: (any UIContentConfiguration)?
    let background: UIBackgroundConfiguration?
    let accessories: [AccessoryInspection]
    let traits: UITraitCollection
    let tint: UIColor
    let layoutMargins: NSDirectionalEdgeInsets
    let isEditing: Bool
    let cellClassName: String

    /// The facts of a cell; a table row's are those of the `UITableViewCell` it shows (with the
    /// row's accessories, which the table made from the cell's accessory types).
    init(cell: UICollectionViewCell) {
        let tableCell = cell.hostedTableViewCell
        content = tableCell.map(\.contentConfiguration) ?? cell.contentConfiguration
        background = tableCell.map(\.backgroundConfiguration) ?? cell.backgroundConfiguration
        accessories = (cell as? UICollectionViewListCell)?.accessories.map(\.inspection) ?? []
        traits = cell.traitCollection
        tint = cell.tintColor
        layoutMargins = cell.directionalLayoutMargins
        isEditing = cell.effectiveConfigurationState.isEditing
        cellClassName = tableCell.map { String(describing: type(of: $0)) } ?? String(describing: type(of: cell))
    }

    /// The names of the properties code set explicitly (background ones prefixed with `background.`).
    var explicitlySetNames: Set<String> {
        var names = Set<String>()
        if let list = content as? UIListContentConfiguration { names.formUnion(list.explicitlySetPropertyNames) }
        if let background { names.formUnion(background.explicitlySetPropertyNames.map { "background.\($0)" }) }
        return names
    }

    /// Every property, read from the configurations.
    var properties: [RawProperty] {
        var result: [RawProperty] = []
        if let list = content as? UIListContentConfiguration {
            result += ConfigurationExtraction.listContent(list, traits: traits, tint: tint)
        } else if let content {
            result += ConfigurationExtraction.customContent(content, traits: traits, tint: tint)
        }
        result.append(RawProperty(section: "Layout", key: "cell.layoutMargins", name: "Cell layout margins",
                                  value: ValueFormatting.insets(layoutMargins)))
        if let background {
            result += ConfigurationExtraction.background(background, traits: traits, tint: tint)
        }
        result += ConfigurationExtraction.accessories(accessories, isEditing: isEditing, traits: traits, tint: tint)
        return result
    }

    /// The properties the styles alone give in the normal state, by key.
    var styleDefaults: [String: String] {
        var result: [RawProperty] = []
        if let list = content as? UIListContentConfiguration {
            result += ConfigurationExtraction.listContent(list.styleDefaultForNormalState(), traits: traits, tint: tint)
        }
        if let background {
            result += ConfigurationExtraction.background(background.styleDefaultForNormalState(in: traits), traits: traits, tint: tint)
        }
        return Dictionary(result.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}

/// A cell's resolved configuration with the provenance of every value.
struct ResolvedConfiguration: Sendable {
    /// The properties in display order.
    let properties: [ResolvedProperty]
    /// The cell's class, for the inspector's heading.
    let cellClassName: String

    /// Reads `facts`; `baseline` is the same cell in the normal state (same traits), when known.
    @preconcurrency @MainActor
    init(facts: CellFacts, baseline: CellFacts?) {
        let codeNames = facts.explicitlySetNames
        let defaults = facts.styleDefaults
        let normal = baseline.map { Dictionary($0.properties.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }) }
        properties = facts.properties.map { raw in
            ResolvedProperty(section: raw.section, key: raw.key, name: raw.name, value: raw.value, swatch: raw.swatch,
                             provenance: Self.provenance(of: raw, codeNames: codeNames, styleDefaults: defaults, normalState: normal))
        }
        cellClassName = facts.cellClassName
    }

    /// Code's values are "set by code" unless the normal state shows another value; other values are
    /// "style default" when the style gives them in the normal state, else "changed by state".
    static func provenance(of raw: RawProperty, codeNames: Set<String>, styleDefaults: [String: String],
                           normalState: [String: String]?) -> ResolvedProperty.Provenance {
        let changedFromNormal = normalState.map { $0[raw.key] != raw.value } ?? false
        if !raw.sources.isDisjoint(with: codeNames) {
            return changedFromNormal ? .changedByState : .setByCode
        }
        if let styleDefault = styleDefaults[raw.key] {
            return styleDefault == raw.value ? .styleDefault : .changedByState
        }
        return changedFromNormal ? .changedByState : raw.fallback
    }

    /// The property with `key`.
    func property(_ key: String) -> ResolvedProperty? {
        properties.first { $0.key == key }
    }

    /// The section names in display order.
    var sections: [String] {
        var seen: [String] = []
        for property in properties where !seen.contains(property.section) { seen.append(property.section) }
        return seen
    }

    /// The keys whose values differ from `previous` (including keys only one of them has).
    func changedKeys(since previous: ResolvedConfiguration) -> Set<String> {
        let old = Dictionary(previous.properties.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        return Set(properties.filter { old[$0.key] != $0.value }.map(\.key))
    }
}
