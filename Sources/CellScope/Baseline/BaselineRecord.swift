import Foundation

/// The resolved configuration of one recorded permutation, as its `.json` file holds it: the
/// inspector's properties (value and provenance) in display order, the cell's class and the image's size.
///
/// Written with sorted keys and indentation, so the files diff well in version control.
struct BaselineRecord: Codable, Equatable, Sendable {
    /// One property as the inspector shows it.
    struct Property: Codable, Equatable, Sendable {
        /// A stable identifier, e.g. `textProperties.color`.
        let key: String
        /// The inspector's group ("Text", "Background", …).
        let section: String
        /// The inspector's label ("Color").
        let name: String
        /// The value as the inspector writes it (`#FFFFFF · label`).
        let value: String
        /// `style default`, `set by code` or `changed by state`.
        let provenance: String

        /// How a sentence names it: "text color", "secondary text font", "background corner radius".
        var spokenName: String {
            let section = self.section.lowercased(), name = self.name.lowercased()
            if section == name || section.hasSuffix(" " + name) { return section }
            return section + " " + name
        }
    }

    /// The permutation recorded.
    let permutation: BaselinePermutation
    /// The cell's class (`UICollectionViewListCell`, or the table cell a table row shows).
    let cellClass: String
    /// The PNG's size in pixels.
    let imageWidth: Int
    let imageHeight: Int
    /// The properties in the inspector's order.
    let properties: [Property]

    /// The record of a rendering.
    init(permutation: BaselinePermutation, configuration: ResolvedConfiguration, imageWidth: Int, imageHeight: Int) {
        self.permutation = permutation
        cellClass = configuration.cellClassName
        self.imageWidth = imageWidth
        self.imageHeight = imageHeight
        properties = configuration.properties.map {
            Property(key: $0.key, section: $0.section, name: $0.name, value: $0.value, provenance: $0.provenance.rawValue)
        }
    }

    /// The JSON bytes: sorted keys, pretty printed, slashes unescaped, ending with a newline.
    func encoded() throws -> Data {
        try Self.encoder.encode(self) + Data("\n".utf8)
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return encoder
    }()

    /// The differences from `before` (the recorded one) to this one, in words, one per changed property:
    /// "text color #FFFFFF → #EBEBF5", "image tint set by code → changed by state", "accessory … added".
    func propertyDifferences(since before: BaselineRecord) -> [String] {
        var lines: [String] = []
        if before.cellClass != cellClass { lines.append("cell class \(before.cellClass) → \(cellClass)") }
        let old = Dictionary(before.properties.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(properties.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for property in properties {
            guard let previous = old[property.key] else {
                lines.append("\(property.spokenName) added: \(property.value) (\(property.provenance))")
                continue
            }
            if previous.value != property.value {
                var line = "\(property.spokenName) \(previous.value) → \(property.value)"
                if previous.provenance != property.provenance { line += " (\(previous.provenance) → \(property.provenance))" }
                lines.append(line)
            } else if previous.provenance != property.provenance {
                lines.append("\(property.spokenName) \(property.value): \(previous.provenance) → \(property.provenance)")
            }
        }
        for property in before.properties where new[property.key] == nil {
            lines.append("\(property.spokenName) removed (was \(property.value))")
        }
        return lines
    }
}
