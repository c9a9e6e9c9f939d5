import Foundation

/// One element of a nib's XML: its name, attributes, child elements and the line it starts on.
final class NibElement {
    let name: String
    let attributes: [String: String]
    let line: Int
    var children: [NibElement] = []
    /// The character data inside the element (`<string key="text">Two\nlines</string>`).
    var text = ""

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The `key` attribute: which property of the parent this element describes (`frame`, `contentView`…).
    var key: String? { attributes["key"] }

    /// The `id` attribute that connections and constraints refer to.
    var id: String? { attributes["id"] }

    /// The first child element with the given `key`.
    func child(key: String) -> NibElement? { children.first { $0.key == key } }

    /// The first child element with the given name.
    func child(named name: String) -> NibElement? { children.first { $0.name == name } }

    /// Whether a YES/NO attribute is YES (nil when it is absent).
    func flag(_ attribute: String) -> Bool? { attributes[attribute].map { $0 == "YES" } }

    /// A number attribute, or nil when it is absent or not a number.
    func number(_ attribute: String) -> CGFloat? { attributes[attribute].flatMap(Double.init).map { CGFloat($0) } }

    /// How messages name this element: `<label id="abc">`.
    var described: String {
        "<\(name)\(id.map { " id=\"\($0)\"" } ?? "")>"
    }
}
