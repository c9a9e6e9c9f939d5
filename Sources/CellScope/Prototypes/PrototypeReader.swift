import CellKit
import Foundation

/// Reads a prototype file into a ``Prototype``, checking everything a designer can get wrong and
/// saying where (line and column) with the valid choices. Images are loaded here, from inside the
/// file's folder only (see ``PrototypeImage``), so that a prototype that reads is one that builds.
@preconcurrency @MainActor
struct PrototypeReader {
    /// The largest file read, in bytes.
    static let maximumFileSize = 1_000_000
    /// The most rows (items, outline children and header rows) a prototype may have.
    static let maximumRows = 1_000
    /// The most custom states (the viewer's matrix combines up to six of them).
    static let maximumStates = 16

    /// The folder images are read from.
    let folder: URL
    private var rowCount = 0
    private var rowIDs: [String: SourcePosition] = [:]
    private var stateNames: [String] = []

    /// Reads the prototype file at `url`.
    static func read(contentsOf url: URL) throws(PrototypeError) -> Prototype {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        guard let size = attributes?[.size] as? Int else { throw PrototypeError("cannot read \(url.path): no such file", at: nil) }
        guard size <= maximumFileSize else {
            throw PrototypeError("\(url.lastPathComponent) is \(size) bytes; a prototype may have at most \(maximumFileSize)", at: nil)
        }
        guard let data = try? Data(contentsOf: url) else { throw PrototypeError("cannot read \(url.path)", at: nil) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw PrototypeError("\(url.lastPathComponent) is not UTF-8 text", at: nil)
        }
        let title = url.deletingPathExtension().lastPathComponent
        return try read(text, folder: url.deletingLastPathComponent(), defaultTitle: title)
    }

    /// Reads prototype text whose images are relative to `folder`.
    static func read(_ text: String, folder: URL, defaultTitle: String) throws(PrototypeError) -> Prototype {
        var reader = PrototypeReader(folder: folder)
        return try reader.prototype(PrototypeJSONParser.parse(text), defaultTitle: defaultTitle)
    }

    private init(folder: URL) {
        self.folder = folder
    }

    private mutating func prototype(_ json: PrototypeJSON, defaultTitle: String) throws(PrototypeError) -> Prototype {
        let fields = try PrototypeFields(json, what: "the prototype",
                                         keys: ["$schema", "title", "appearance", "headerMode", "navigation", "states", "sections"])
        var states: [PrototypeState] = []
        if let stateJSON = fields.value("states") {
            guard case .object(let members) = stateJSON.value else {
                throw PrototypeError("'states' must be an object of state names and their looks, not \(stateJSON.kindName)", at: stateJSON.position)
            }
            guard members.count <= Self.maximumStates else {
                throw PrototypeError("\(members.count) custom states; at most \(Self.maximumStates) are allowed", at: stateJSON.position)
            }
            for member in members {
                try checkStateName(member.key, at: member.keyPosition)
                states.append(PrototypeState(name: member.key, look: try look(member.value, what: "the look of the state '\(member.key)'",
                                                                              extraKeys: [])))
                stateNames.append(member.key)
            }
        }
        let headerMode = try fields.choice("headerMode", "header mode", as: PrototypeHeaderMode.self) ?? .supplementary
        guard let sectionJSON = try fields.array("sections", limit: 100), !sectionJSON.isEmpty else {
            throw PrototypeError("the prototype needs 'sections', an array of at least one section", at: fields.position)
        }
        var sections: [PrototypeSection] = []
        for (index, element) in sectionJSON.enumerated() {
            sections.append(try section(element, index: index, headerMode: headerMode))
        }
        return Prototype(
            title: try fields.string("title") ?? defaultTitle,
            appearance: try fields.choice("appearance", "appearance") ?? .insetGrouped,
            headerMode: headerMode,
            navigation: try fields.value("navigation").map { json throws(PrototypeError) in try navigation(json) },
            states: states, sections: sections
        )
    }

    private func checkStateName(_ name: String, at position: SourcePosition) throws(PrototypeError) {
        guard name.wholeMatch(of: #/[a-z][A-Za-z0-9-]{0,39}/#) != nil else {
            throw PrototypeError("the state name '\(name)' must start with a lowercase letter and have only letters, digits and '-' (at most 40)", at: position)
        }
        let system = ForcedStates.systemStateNames.map(\.name)
        guard !system.contains(name) else {
            throw PrototypeError("'\(name)' is a system state; custom states need other names than \(system.joined(separator: ", "))", at: position)
        }
    }

    private mutating func section(_ json: PrototypeJSON, index: Int, headerMode: PrototypeHeaderMode) throws(PrototypeError) -> PrototypeSection {
        let fields = try PrototypeFields(json, what: "a section", keys: ["id", "header", "footer", "items"])
        let header = try fields.string("header")
        let id = try fields.string("id") ?? header.map(Self.identifier) ?? "section-\(index + 1)"
        if headerMode == .firstItemInSection {
            guard header != nil else { throw PrototypeError("with headerMode firstItemInSection every section needs a 'header'", at: fields.position) }
            try claimRow(id, at: fields.position)
        }
        guard let itemJSON = try fields.array("items", limit: Self.maximumRows), !itemJSON.isEmpty else {
            throw PrototypeError("a section needs 'items', an array of at least one item", at: fields.position)
        }
        var items: [PrototypeItem] = []
        for element in itemJSON { items.append(try item(element, depth: 0)) }
        return PrototypeSection(id: id, header: header, footer: try fields.string("footer"), items: items)
    }

    private mutating func claimRow(_ id: String, at position: SourcePosition) throws(PrototypeError) {
        if let earlier = rowIDs[id] {
            throw PrototypeError("the id '\(id)' is used twice (first at \(earlier)); give this row its own \"id\"", at: position)
        }
        rowIDs[id] = position
        rowCount += 1
        guard rowCount <= Self.maximumRows else { throw PrototypeError("more than \(Self.maximumRows) rows", at: position) }
    }

    /// A lowercase identifier made of `text`'s letters and digits, words joined by `-`.
    static func identifier(_ text: String) -> String {
        let words = text.lowercased().split { !($0.isLetter || $0.isNumber) }
        return words.isEmpty ? "row" : words.joined(separator: "-")
    }

    private mutating func item(_ json: PrototypeJSON, depth: Int) throws(PrototypeError) -> PrototypeItem {
        let extra = ["id", "style", "states", "leadingSwipeActions", "trailingSwipeActions", "children", "expanded", "selected"]
        let fields = try PrototypeFields(json, what: "an item", keys: extra + PrototypeReader.lookKeys)
        let look = try look(json, what: "an item", extraKeys: extra)
        let id = try fields.string("id") ?? look.text.map(Self.identifier) ?? "row-\(rowCount + 1)"
        try claimRow(id, at: fields.position)
        var states: [String] = []
        for element in try fields.array("states", limit: Self.maximumStates) ?? [] {
            let name = try element.string("a state name")
            guard stateNames.contains(name) else {
                let valid = stateNames.isEmpty ? "the prototype declares no 'states'" : "valid: " + stateNames.joined(separator: ", ")
                throw PrototypeError("unknown state '\(name)'; \(valid)", at: element.position)
            }
            states.append(name)
        }
        var children: [PrototypeItem] = []
        for element in try fields.array("children", limit: Self.maximumRows) ?? [] {
            children.append(try item(element, depth: depth + 1))
        }
        return PrototypeItem(
            id: id, style: try fields.choice("style", "content style"), look: look, states: states,
            leadingSwipeActions: try swipeActions(fields, "leadingSwipeActions"),
            trailingSwipeActions: try swipeActions(fields, "trailingSwipeActions"),
            children: children, isExpanded: try fields.bool("expanded") ?? true, isSelected: try fields.bool("selected") ?? false
        )
    }

    private func swipeActions(_ fields: PrototypeFields, _ key: String) throws(PrototypeError) -> [PrototypeSwipeAction] {
        var actions: [PrototypeSwipeAction] = []
        for element in try fields.array(key, limit: 4) ?? [] {
            let action = try PrototypeFields(element, what: "a swipe action", keys: ["title", "image", "color", "style"])
            let style = try action.string("style") ?? "normal"
            guard ["normal", "destructive"].contains(style) else {
                throw PrototypeError("unknown swipe action style '\(style)'; valid: normal, destructive", at: action.value("style")!.position)
            }
            actions.append(PrototypeSwipeAction(
                title: try action.requiredString("title"), image: try action.value("image").map(symbolName),
                color: try color(action, "color"), isDestructive: style == "destructive"
            ))
        }
        return actions
    }

    private func navigation(_ json: PrototypeJSON) throws(PrototypeError) -> PrototypeNavigation {
        let fields = try PrototypeFields(json, what: "the navigation bar", keys: ["title", "largeTitle", "leadingButtons", "trailingButtons"])
        func buttons(_ key: String) throws(PrototypeError) -> [PrototypeBarButton] {
            var buttons: [PrototypeBarButton] = []
            for element in try fields.array(key, limit: 4) ?? [] {
                let button = try PrototypeFields(element, what: "a bar button", keys: ["systemItem", "title", "image"])
                if let system = try button.string("systemItem") {
                    guard PrototypeBarButtons.systemItems[system] != nil else {
                        throw PrototypeError("unknown system item '\(system)'; valid: \(PrototypeBarButtons.systemItemNames.joined(separator: ", "))",
                                             at: button.value("systemItem")!.position)
                    }
                    buttons.append(.system(system))
                } else if let title = try button.string("title") {
                    buttons.append(.title(title))
                } else if let image = button.value("image") {
                    buttons.append(.symbol(try symbolName(image)))
                } else {
                    throw PrototypeError("a bar button needs 'systemItem', 'title' or 'image'", at: button.position)
                }
            }
            return buttons
        }
        return PrototypeNavigation(title: try fields.string("title", allowsEmpty: true) ?? "", largeTitle: try fields.bool("largeTitle") ?? false,
                                   leadingButtons: try buttons("leadingButtons"), trailingButtons: try buttons("trailingButtons"))
    }
}
