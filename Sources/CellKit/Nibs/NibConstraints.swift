import Foundation

/// Makes and activates the constraints of a nib's `<constraints>` elements, once every view and
/// layout guide they name exists. A constraint without `firstItem` belongs to the view that lists it.
@preconcurrency @MainActor
struct NibConstraints {
    let context: NibContext

    func activate() throws(NibError) {
        var constraints: [NSLayoutConstraint] = []
        for (list, holder) in context.constraintLists {
            for element in list.children {
                guard element.name == "constraint" else {
                    context.warn("<\(element.name)> in constraints is left out", element)
                    continue
                }
                if let constraint = try make(element, holder: holder) { constraints.append(constraint) }
            }
        }
        NSLayoutConstraint.activate(constraints)
    }

    private func make(_ element: NibElement, holder: UIView) throws(NibError) -> NSLayoutConstraint? {
        let first = try item(element["firstItem"], element) ?? holder
        var second = try item(element["secondItem"], element)
        if second == nil, element["firstItem"] != nil, element["secondAttribute"] != nil { second = holder }
        guard let firstAttribute = element["firstAttribute"].flatMap({ NibValues.layoutAttributes[$0] }) else {
            context.warn("the constraint attribute '\(element["firstAttribute"] ?? "")' is not supported; the constraint is left out", element)
            return nil
        }
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let name = element["secondAttribute"] {
            guard let attribute = NibValues.layoutAttributes[name] else {
                context.warn("the constraint attribute '\(name)' is not supported; the constraint is left out", element)
                return nil
            }
            secondAttribute = attribute
        }
        let relations: [String: NSLayoutConstraint.Relation] = ["lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual]
        guard let multiplier = NibValues.multiplier(element["multiplier"]) else {
            context.warn("the multiplier '\(element["multiplier"] ?? "")' is not a number; the constraint is left out", element)
            return nil
        }
        let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute,
                                            relatedBy: element["relation"].flatMap { relations[$0] } ?? .equal,
                                            toItem: secondAttribute == .notAnAttribute ? nil : second, attribute: secondAttribute,
                                            multiplier: multiplier, constant: element.number("constant") ?? 0)
        if let priority = element.number("priority") { constraint.priority = UILayoutPriority(Float(priority)) }
        constraint.identifier = element["identifier"]
        if let id = element.id { context.objects[id] = constraint }
        return constraint
    }

    private func item(_ id: String?, _ element: NibElement) throws(NibError) -> AnyObject? {
        guard let id else { return nil }
        guard let object = context.objects[id] else {
            throw .unknownObject(nib: context.nibName, id: id, line: element.line)
        }
        return object
    }
}
