/// Turns a ``Prototype`` into one Swift source file that builds the same screen with UIKit's API,
/// as an iOS app builds it: a `UIViewController` subclass whose view is a `UICollectionView` with a
/// compositional list layout, a cell registration, header and footer registrations, a diffable data
/// source fed with a snapshot (section snapshots when rows have outline children), a
/// `UIListContentConfiguration` per content style, accessories, swipe actions, the navigation item,
/// and custom states as `UIConfigurationStateCustomKey`s read in a `configurationUpdateHandler`.
///
/// The file imports UIKit only; the code mirrors what ``PrototypeList`` does, so the screen it
/// builds draws what `cellscope render` draws for the prototype.
@preconcurrency @MainActor
package struct SwiftExport {
    let prototype: Prototype
    /// The view controller's name (`SettingsViewController`).
    let typeName: String
    /// The prefix of the custom state keys' names (`inbox` for `.inboxUnread`).
    let keyPrefix: String
    /// The name of the prototype file, for the file's opening comment.
    let sourceName: String
    /// The custom state keys' names by state name, made unique (`a-b` and `aB` would both be `…AB`).
    private let keyNames: [String: String]

    /// The exporter of `prototype`, read from the file named `sourceName`.
    init(prototype: Prototype, sourceName: String) {
        self.prototype = prototype
        let base = SwiftSourceWriter.typeName(prototype.title, fallback: "Prototype")
        typeName = base.hasSuffix("ViewController") ? base : base + "ViewController"
        keyPrefix = SwiftSourceWriter.identifier(prototype.title, fallback: "prototype")
        self.sourceName = sourceName
        var keyNames: [String: String] = [:]
        for state in prototype.states {
            let base = keyPrefix + SwiftSourceWriter.typeName(state.name, fallback: "State")
            var name = base, suffix = 2
            while keyNames.values.contains(name) {
                name = base + String(suffix)
                suffix += 1
            }
            keyNames[state.name] = name
        }
        self.keyNames = keyNames
    }

    /// The Swift source file.
    var source: String {
        var writer = SwiftSourceWriter()
        writeFile(into: &writer)
        return writer.text
    }

    /// Every row at the list's top level of each section (header rows of `firstItemInSection`
    /// sections included, their items as children), with the section.
    var sectionRows: [(section: PrototypeSection, rows: [PrototypeItem])] {
        prototype.sections.map { ($0, PrototypeList.topLevelRows(of: $0, in: prototype)) }
    }

    /// Every row, outline children included.
    var allRows: [PrototypeItem] {
        func all(_ rows: [PrototypeItem]) -> [PrototypeItem] { rows.flatMap { [$0] + all($0.children) } }
        return sectionRows.flatMap { all($0.rows) }
    }

    /// Every look: the rows' and the custom states'.
    var allLooks: [PrototypeLook] {
        allRows.map(\.look) + prototype.states.map(\.look)
    }

    /// Whether any row has outline children (then each section gets a section snapshot).
    var hasOutlines: Bool { allRows.contains { !$0.children.isEmpty } }
    /// Whether any look shows a switch.
    var hasToggle: Bool {
        allLooks.contains { look in
            look.accessories?.contains { accessory in if case .toggle = accessory { true } else { false } } ?? false
        }
    }
    /// Whether any look sets a background colour (then cells get a background configuration).
    var hasBackgroundColor: Bool { allLooks.contains { $0.backgroundColor != nil } }
    /// Whether any row has swipe actions.
    var hasSwipeActions: Bool { allRows.contains { !$0.leadingSwipeActions.isEmpty || !$0.trailingSwipeActions.isEmpty } }
    /// Whether supplementary headers show section headers.
    var hasSupplementaryHeaders: Bool {
        prototype.headerMode == .supplementary && prototype.sections.contains { $0.header != nil }
    }
    /// Whether any section has a footer.
    var hasFooters: Bool { prototype.sections.contains { $0.footer != nil } }
    /// The content styles the rows use, in the order `PrototypeContentStyle` lists them.
    var contentStyles: [PrototypeContentStyle] {
        let used = Set(allRows.compactMap(\.style))
        return PrototypeContentStyle.allCases.filter(used.contains)
    }

    /// The name of the custom state key of the state `name` (`inboxUnread`).
    func keyName(_ name: String) -> String {
        keyNames[name] ?? keyPrefix + SwiftSourceWriter.typeName(name, fallback: "State")
    }
}
