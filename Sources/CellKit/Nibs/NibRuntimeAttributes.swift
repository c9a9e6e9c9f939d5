import Foundation

/// `<userDefinedRuntimeAttributes>`: Interface Builder sets these with key-value coding, which Linux
/// does not have. CellKit sets the key paths cells commonly use (a layer's corner radius, border and
/// clipping, the accessibility identifier) and warns about the rest.
@preconcurrency @MainActor
struct NibRuntimeAttributes {
    let context: NibContext

    func apply(_ element: NibElement, to view: UIView) {
        for attribute in element.children where attribute.name == "userDefinedRuntimeAttribute" {
            let keyPath = attribute["keyPath"] ?? ""
            let number = attribute.number("value") ?? attribute.children.first { $0.key == "value" }?.number("value")
            switch keyPath {
            case "layer.cornerRadius": if let number { view.layer.cornerRadius = number }
            case "layer.borderWidth": if let number { view.layer.borderWidth = number }
            case "layer.masksToBounds": view.layer.masksToBounds = attribute["value"] == "YES"
            case "accessibilityIdentifier": view.accessibilityIdentifier = attribute["value"]
            case "layer.borderColor":
                if let color = attribute.child(key: "value").flatMap({ NibValues.color($0, in: context) }) {
                    view.layer.borderColor = color.cgColor
                }
            default:
                context.warn("the runtime attribute '\(keyPath)' needs key-value coding, which CellKit does not have; "
                    + "set it in awakeFromNib() instead", attribute)
            }
        }
    }
}
