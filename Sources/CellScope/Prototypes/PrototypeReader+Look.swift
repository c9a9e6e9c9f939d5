import CellKit
import Foundation

extension PrototypeReader {
    /// The keys of a look, on an item or in a custom state.
    static let lookKeys = ["text", "secondaryText", "image", "imageColor", "textColor", "secondaryTextColor", "bold",
                           "numberOfLines", "backgroundColor", "accessories"]

    /// Reads the look properties of `json` (an object that may also take `extraKeys`).
    func look(_ json: PrototypeJSON, what: String, extraKeys: [String]) throws(PrototypeError) -> PrototypeLook {
        let fields = try PrototypeFields(json, what: what, keys: extraKeys + Self.lookKeys)
        return PrototypeLook(
            text: try fields.string("text", allowsEmpty: true), secondaryText: try fields.string("secondaryText", allowsEmpty: true),
            image: try fields.value("image").map { json throws(PrototypeError) in try image(json) },
            imageColor: try color(fields, "imageColor"), textColor: try color(fields, "textColor"),
            secondaryTextColor: try color(fields, "secondaryTextColor"), bold: try fields.bool("bold"),
            numberOfLines: try fields.integer("numberOfLines", in: 0...20), backgroundColor: try color(fields, "backgroundColor"),
            accessories: try fields.array("accessories", limit: 6).map { elements throws(PrototypeError) in try accessories(elements) }
        )
    }

    /// A color: `#RRGGBB`, `#RRGGBBAA` or a system color name.
    func color(_ fields: PrototypeFields, _ key: String) throws(PrototypeError) -> PrototypeColor? {
        guard let json = fields.value(key) else { return nil }
        let text = try json.string("'\(key)'")
        guard let color = PrototypeColor(text) else {
            let names = PrototypeColor.systemColors.map(\.name).joined(separator: ", ")
            throw PrototypeError("unknown color '\(text)'; write #RRGGBB, #RRGGBBAA or a system color: \(names)", at: json.position)
        }
        return color
    }

    /// An SF Symbol name that CellKit draws.
    func symbolName(_ json: PrototypeJSON) throws(PrototypeError) -> String {
        let name = try json.string("a symbol name")
        guard PrototypeImage.isKnownSymbol(name) else {
            throw PrototypeError("unknown SF Symbol '\(name)' (the names CellKit draws are listed in Resources/Symbols/sf-symbols.tsv)", at: json.position)
        }
        return name
    }

    /// An image: an SF Symbol name, or the path of a PNG, JPEG, GIF or SVG file inside the file's folder.
    func image(_ json: PrototypeJSON) throws(PrototypeError) -> PrototypeImage {
        let text = try json.string("'image'")
        guard PrototypeImage.isFileName(text) else { return .symbol(try symbolName(json)) }
        do {
            return try PrototypeImage.file(text, in: folder)
        } catch {
            throw PrototypeError(error.message, at: json.position)
        }
    }

    private func accessories(_ elements: [PrototypeJSON]) throws(PrototypeError) -> [PrototypeAccessory] {
        let names = ["disclosureIndicator", "checkmark", "detail"]
        let valid = "valid: disclosureIndicator, checkmark, detail, {\"label\": TEXT}, {\"switch\": true|false}"
        var result: [PrototypeAccessory] = []
        for element in elements {
            switch element.value {
            case .string(let name):
                switch name {
                case "disclosureIndicator": result.append(.disclosureIndicator)
                case "checkmark": result.append(.checkmark)
                case "detail": result.append(.detail)
                default: throw PrototypeError("unknown accessory '\(name)'; \(valid)", at: element.position)
                }
            case .object:
                let fields = try PrototypeFields(element, what: "an accessory", keys: ["label", "switch"])
                if let text = try fields.string("label") {
                    result.append(.label(text))
                } else if let isOn = try fields.bool("switch") {
                    result.append(.toggle(isOn))
                } else {
                    throw PrototypeError("an accessory object needs 'label' or 'switch'", at: element.position)
                }
            default:
                throw PrototypeError("an accessory must be one of \(names.joined(separator: ", ")) or an object, not \(element.kindName)",
                                     at: element.position)
            }
        }
        return result
    }
}
