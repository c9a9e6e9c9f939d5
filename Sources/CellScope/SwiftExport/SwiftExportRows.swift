/// The exported screen's model: the `Look`, `Accessory`, `SwipeAction`, `Row` and `Section` types
/// it declares, and the prototype's sections written as a literal of them.
extension SwiftExport {
    /// Writes the model types.
    func writeModelTypes(into writer: inout SwiftSourceWriter) {
        writer.line("/// What a row shows. A custom state's look sets only some properties; they replace the row's.")
        writer.block("struct Look {") { writer in
            for (name, type) in [("text", "String"), ("secondaryText", "String"), ("image", "UIImage"), ("imageColor", "UIColor"),
                                 ("textColor", "UIColor"), ("secondaryTextColor", "UIColor"), ("bold", "Bool"),
                                 ("numberOfLines", "Int"), ("backgroundColor", "UIColor"), ("accessories", "[Accessory]")] {
                writer.line("var \(name): \(type)?")
            }
            writer.line()
            writer.line("/// This look with every property `other` sets replaced by `other`'s.")
            writer.block("func overlaid(with other: Look) -> Look {") { writer in
                writer.line("Look(")
                writer.line("    text: other.text ?? text, secondaryText: other.secondaryText ?? secondaryText, image: other.image ?? image,")
                writer.line("    imageColor: other.imageColor ?? imageColor, textColor: other.textColor ?? textColor,")
                writer.line("    secondaryTextColor: other.secondaryTextColor ?? secondaryTextColor, bold: other.bold ?? bold,")
                writer.line("    numberOfLines: other.numberOfLines ?? numberOfLines, backgroundColor: other.backgroundColor ?? backgroundColor,")
                writer.line("    accessories: other.accessories ?? accessories")
                writer.line(")")
            }
        }
        writer.line()
        writer.line("/// An accessory at a row's trailing edge.")
        writer.block("enum Accessory {") { writer in
            writer.line("case disclosureIndicator, checkmark, detail")
            writer.line("case label(String)")
            if hasToggle {
                writer.line("/// A `UISwitch`, on or off.")
                writer.line("case toggle(isOn: Bool)")
            }
        }
        if hasSwipeActions {
            writer.line()
            writer.line("/// A swipe action of a row; it does nothing but close the row.")
            writer.block("struct SwipeAction {") { writer in
                writer.line("var title: String")
                writer.line("var image: UIImage?")
                writer.line("var color: UIColor?")
                writer.line("var isDestructive = false")
            }
        }
        if !contentStyles.isEmpty {
            writer.line()
            writer.line("/// The content styles the rows use, by their `UIListContentConfiguration` factories.")
            writer.block("enum Style {") { writer in
                writer.line("case " + contentStyles.map(\.rawValue).joined(separator: ", "))
                writer.line()
                writer.line("/// A new configuration of this style.")
                writer.block("var configuration: UIListContentConfiguration {") { writer in
                    writer.switchBlock("self") { writer in
                        for style in contentStyles {
                            writer.line("case .\(style.rawValue): return \(SwiftExportValues.contentStyle(style))()")
                        }
                    }
                }
            }
        }
        writer.line()
        writer.line("/// A row of the list.")
        writer.block("struct Row {") { writer in
            writer.line("var id: String")
            if !contentStyles.isEmpty {
                writer.line("/// The content style (nil: the cell's `defaultContentConfiguration()`).")
                writer.line("var style: Style? = nil")
            }
            writer.line("var look: Look")
            if !prototype.states.isEmpty {
                writer.line("/// The custom states that are on for this row.")
                writer.line("var states: [UIConfigurationStateCustomKey] = []")
            }
            if hasSwipeActions {
                writer.line("var leadingSwipeActions: [SwipeAction] = []")
                writer.line("var trailingSwipeActions: [SwipeAction] = []")
            }
            writer.line("/// Outline children (the row gets an outline disclosure accessory).")
            writer.line("var children: [Row] = []")
            writer.line("var isExpanded = true")
            writer.line("/// Whether the row is its section's header (with `headerMode` `.firstItemInSection`).")
            writer.line("var isSectionHeader = false")
        }
        writer.line()
        writer.line("/// A section of the list.")
        writer.block("struct Section {") { writer in
            writer.line("var id: String")
            writer.line("var header: String?")
            writer.line("var footer: String?")
            writer.line("var rows: [Row]")
        }
    }

    /// Writes the `sections` property: the prototype's sections and rows as a literal.
    func writeSections(into writer: inout SwiftSourceWriter) {
        writer.line("/// The sections and their rows, in order.")
        writer.line("private let sections: [Section] = [")
        for (index, entry) in sectionRows.enumerated() {
            let (section, rows) = entry
            var opening = "Section(id: \(SwiftSourceWriter.stringLiteral(section.id))"
            if prototype.headerMode == .supplementary, let header = section.header {
                opening += ", header: \(SwiftSourceWriter.stringLiteral(header))"
            }
            if let footer = section.footer { opening += ", footer: \(SwiftSourceWriter.stringLiteral(footer))" }
            writer.line("    \(opening), rows: [")
            writer.lines(Self.list(rows.map(rowLines)).map { "        " + $0 })
            writer.line("    ])" + (index < sectionRows.count - 1 ? "," : ""))
        }
        writer.line("]")
    }

    /// `items`, each a list of lines, joined by commas after each item's last line.
    static func list(_ items: [[String]]) -> [String] {
        items.enumerated().flatMap { index, lines in
            index < items.count - 1 ? lines.dropLast() + [lines.last! + ","] : lines
        }
    }

    /// The lines of a `Row(…)` literal.
    func rowLines(_ row: PrototypeItem) -> [String] {
        var arguments: [[String]] = [["id: \(SwiftSourceWriter.stringLiteral(row.id))"]]
        if let style = row.style { arguments.append(["style: .\(style.rawValue)"]) }
        arguments.append(["look: \(lookLiteral(row.look))"])
        if !row.states.isEmpty { arguments.append(["states: [\(row.states.map { "." + keyName($0) }.joined(separator: ", "))]"]) }
        if !row.leadingSwipeActions.isEmpty { arguments.append(["leadingSwipeActions: \(swipeActionsLiteral(row.leadingSwipeActions))"]) }
        if !row.trailingSwipeActions.isEmpty { arguments.append(["trailingSwipeActions: \(swipeActionsLiteral(row.trailingSwipeActions))"]) }
        if !row.children.isEmpty {
            arguments.append(["children: ["] + Self.list(row.children.map(rowLines)).map { "    " + $0 } + ["]"])
            if !row.isExpanded { arguments.append(["isExpanded: false"]) }
        }
        if prototype.headerMode == .firstItemInSection, prototype.sections.contains(where: { $0.id == row.id }) {
            arguments.append(["isSectionHeader: true"])
        }
        return ["Row("] + Self.list(arguments).map { "    " + $0 } + [")"]
    }

    /// A `Look(…)` literal with the properties `look` sets.
    func lookLiteral(_ look: PrototypeLook) -> String {
        var arguments: [String] = []
        if let text = look.text { arguments.append("text: \(SwiftSourceWriter.stringLiteral(text))") }
        if let text = look.secondaryText { arguments.append("secondaryText: \(SwiftSourceWriter.stringLiteral(text))") }
        if let image = look.image { arguments.append("image: \(SwiftExportValues.image(image))") }
        if let color = look.imageColor { arguments.append("imageColor: \(SwiftExportValues.color(color))") }
        if let color = look.textColor { arguments.append("textColor: \(SwiftExportValues.color(color))") }
        if let color = look.secondaryTextColor { arguments.append("secondaryTextColor: \(SwiftExportValues.color(color))") }
        if let bold = look.bold { arguments.append("bold: \(bold)") }
        if let lines = look.numberOfLines { arguments.append("numberOfLines: \(lines)") }
        if let color = look.backgroundColor { arguments.append("backgroundColor: \(SwiftExportValues.color(color))") }
        if let accessories = look.accessories {
            arguments.append("accessories: [\(accessories.map(SwiftExportValues.accessory).joined(separator: ", "))]")
        }
        return "Look(\(arguments.joined(separator: ", ")))"
    }

    private func swipeActionsLiteral(_ actions: [PrototypeSwipeAction]) -> String {
        "[" + actions.map { action in
            var arguments = ["title: \(SwiftSourceWriter.stringLiteral(action.title))"]
            if let image = action.image { arguments.append("image: \(SwiftExportValues.image(.symbol(image)))") }
            if let color = action.color { arguments.append("color: \(SwiftExportValues.color(color))") }
            if action.isDestructive { arguments.append("isDestructive: true") }
            return "SwipeAction(\(arguments.joined(separator: ", ")))"
        }.joined(separator: ", ") + "]"
    }
}
