import Foundation

extension NSLayoutConstraint {
    var constraintDescription: String {
        var text = "<NSLayoutConstraint:\(Self.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + Self.equationText(first: firstItem, firstAttribute, relation, second: secondItem, secondAttribute,
                                         multiplier: multiplier, constant: constant)
        if priority != .required { text += " @" + priority.descriptionText }
        return text + (isActive ? "   (active)>" : ">")
    }

    /// `item.attribute == multiplier*item.attribute + constant`, as UIKit writes the middle of a description.
    static func equationText(first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?,
                             _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat) -> String {
        var text = itemText(first) + "." + attr1.descriptionName + " " + relation.symbol + " "
        if second != nil || attr2 != .notAnAttribute {
            if multiplier != 1 { text += number(multiplier) + "*" }
            text += itemText(second) + "." + attr2.descriptionName
            if constant > 0 { text += " + " + number(constant) }
            if constant < 0 { text += " - " + number(-constant) }
        } else {
            text += number(constant)
        }
        return text
    }

    /// An item as UIKit names it: its class and address, and a label's text or a guide's identifier in quotes
    /// (`UILabel:0x7f9e4c0'Hello'`). Classes outside CellKit carry their module, as Swift classes do in UIKit logs.
    static func itemText(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        let itemType: any AnyObject.Type = type(of: item)
        let reflected = String(reflecting: itemType)
        let name = reflected.hasPrefix("CellKit.") ? String(describing: itemType) : reflected
        var text = "\(name):\(address(of: item))"
        if let label = item as? UILabel, let string = label.text {
            text += "'\(string.count > 20 ? String(string.prefix(20)) + "..." : string)'"
        } else if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
            text += "'\(guide.identifier)'"
        }
        return text
    }

    /// An object's address in hexadecimal, as UIKit prints it.
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// A number as UIKit prints it in descriptions: no trailing `.0` (`8`, `20.5`, `0.5`).
    nonisolated static func number(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        var text = String(format: "%.6f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

extension NSLayoutConstraint.Relation {
    /// `<=`, `==` or `>=`.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
