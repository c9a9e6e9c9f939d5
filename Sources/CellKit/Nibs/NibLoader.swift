import Foundation

/// Loads an Interface Builder `.xib` document: makes its top-level objects, lays out its
/// constraints, connects outlets and actions, then sends `awakeFromNib()` to every object it made,
/// as UIKit does with a compiled nib.
///
/// Unsupported *objects* (a view type CellKit has no counterpart for, a `customClass` that cannot be
/// found) are errors: leaving a view out would change the layout silently. Unsupported *details*
/// (an attribute, a color CellKit cannot read, an action it cannot connect) are warnings naming the
/// element and its line; the object is made without them.
@preconcurrency @MainActor
struct NibLoader {
    let context: NibContext

    init(nibName: String, bundle: Bundle) {
        context = NibContext(nibName: nibName, bundle: bundle)
    }

    /// The top-level objects of `data`, File's Owner and the First Responder left out.
    func load(_ data: Data, owner: Any?, externalObjects: [String: Any] = [:]) throws(NibError) -> [Any] {
        let document = try NibXMLReader.read(data, nibName: context.nibName)
        guard document.name == "document" else {
            throw .unsupportedDocument(nib: context.nibName, reason: "<\(document.name)> is not an Interface Builder document")
        }
        if let type = document["type"], type.contains("Storyboard") {
            throw .unsupportedDocument(nib: context.nibName, reason: "it is a storyboard; CellKit loads only .xib files (no storyboards or segues)")
        }
        guard let objects = document.child(named: "objects") else {
            throw .unsupportedDocument(nib: context.nibName, reason: "the document has no <objects>")
        }
        var topLevel: [Any] = []
        let builder = NibViewBuilder(context: context)
        for element in objects.children {
            if element.name == "placeholder" {
                let placeholder = element["placeholderIdentifier"] ?? ""
                let object: AnyObject? = placeholder == "IBFilesOwner" ? owner.map { $0 as AnyObject }
                    : externalObjects[placeholder].map { $0 as AnyObject }
                if let id = element.id, let object { context.objects[id] = object }
                if let connections = element.child(named: "connections") {
                    context.connectionLists.append((connections, object))
                }
            } else {
                topLevel.append(try builder.makeView(element))
            }
        }
        try NibConstraints(context: context).activate()
        try NibConnections(context: context).connect()
        for object in context.created { object.awakeFromNib() }
        return topLevel
    }
}
