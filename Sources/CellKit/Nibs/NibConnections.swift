import Foundation

/// Connects a nib's outlets (to ``NibOutlet`` properties, found by name with `Mirror`) and actions
/// (to ``NibActionTarget`` methods, found by selector).
@preconcurrency @MainActor
struct NibConnections {
    let context: NibContext

    func connect() throws(NibError) {
        for (list, source) in context.connectionLists {
            for element in list.children {
                switch element.name {
                case "outlet", "outletCollection":
                    guard let source else {
                        context.warn("File's Owner is nil, so its outlet '\(element["property"] ?? "")' is not connected", element)
                        continue
                    }
                    try connectOutlet(element, of: source, asCollectionItem: element.name == "outletCollection")
                case "action":
                    try connectAction(element, from: source)
                case "segue":
                    context.warn("segues belong to storyboards, which CellKit does not load", element)
                default:
                    context.warn("<\(element.name)> connections are not supported", element)
                }
            }
        }
    }

    private func connectOutlet(_ element: NibElement, of source: AnyObject, asCollectionItem: Bool) throws(NibError) {
        let property = element["property"] ?? ""
        let ownerType = String(reflecting: type(of: source))
        if isMissingOwner(element["destination"]) {
            return context.warn("File's Owner is nil, so the outlet '\(property)' that refers to it is left unset", element)
        }
        guard let destination = element["destination"].flatMap({ context.objects[$0] }) else {
            throw .unknownObject(nib: context.nibName, id: element["destination"] ?? "", line: element.line)
        }
        guard let outlet = Self.outlet(named: property, of: source) else {
            throw .unknownOutlet(nib: context.nibName, property: property, ownerType: ownerType, line: element.line)
        }
        guard outlet.connect(destination, asCollectionItem: asCollectionItem) else {
            throw .outletTypeMismatch(nib: context.nibName, property: property, ownerType: ownerType,
                                      expected: outlet.declaredType, actual: String(describing: type(of: destination)), line: element.line)
        }
    }

    /// The `@NibOutlet` property named `property` of `object` or of one of its superclasses.
    static func outlet(named property: String, of object: AnyObject) -> NibConnectableOutlet? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == "_" + property {
                if let outlet = child.value as? NibConnectableOutlet { return outlet }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    private func connectAction(_ element: NibElement, from source: AnyObject?) throws(NibError) {
        let selector = element["selector"] ?? ""
        guard let control = source as? UIControl else {
            return context.warn("the action '\(selector)' is not sent by a control and is not connected", element)
        }
        let destinationID = element["destination"] ?? ""
        if isMissingOwner(destinationID) {
            return context.warn("File's Owner is nil, so the action '\(selector)' is not connected", element)
        }
        guard let target = context.objects[destinationID] else {
            if destinationID == "-2" {
                return context.warn("the action '\(selector)' goes to the first responder, which CellKit does not route; "
                    + "connect it in awakeFromNib() with addTarget(_:action:for:)", element)
            }
            throw .unknownObject(nib: context.nibName, id: destinationID, line: element.line)
        }
        guard let action = (target as? NibActionTarget)?.nibAction(forSelector: selector) else {
            return context.warn("the action '\(selector)' is not connected: \(type(of: target)) does not return it from "
                + "nibAction(forSelector:) (adopt NibActionTarget, or call addTarget(_:action:for:) in awakeFromNib())", element)
        }
        guard let events = Self.events[element["eventType"] ?? ""] else {
            return context.warn("the action '\(selector)' is for the event '\(element["eventType"] ?? "")', which CellKit does not send", element)
        }
        action.connect(to: control, for: events)
    }

    /// Whether `id` is File's Owner's (`-1`) and the nib was loaded without an owner.
    private func isMissingOwner(_ id: String?) -> Bool {
        id == "-1" && context.objects["-1"] == nil
    }

    static let events: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside,
        "touchCancel": .touchCancel, "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit,
    ]
}
