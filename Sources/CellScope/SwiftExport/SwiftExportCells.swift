/// The exported screen's cells: the `UICollectionViewListCell` subclass, and the method the cell
/// registration calls, which gives the cell a `configurationUpdateHandler` that draws the row's
/// look (with its custom states' looks) into a `UIListContentConfiguration`, a background
/// configuration when a look has a background colour, and the accessories.
extension SwiftExport {
    /// Writes the cell class.
    func writeCellClass(into writer: inout SwiftSourceWriter) {
        writer.line("/// A row's cell\(prototype.states.isEmpty ? "" : ": its configuration state carries the row's custom states").")
        writer.block("final class Cell: UICollectionViewListCell {") { writer in
            writeCustomStateProperty(into: &writer)
            if hasToggle {
                if !prototype.states.isEmpty { writer.line() }
                writer.line("/// The switch of a row with a switch accessory.")
                writer.line("let toggle = UISwitch()")
            }
            if !prototype.states.isEmpty || hasToggle { writer.line() }
            writer.line("/// The `UICellAccessory` of an accessory.")
            writer.block("func accessory(_ accessory: Accessory) -> UICellAccessory {") { writer in
                writer.switchBlock("accessory") { writer in
                    writer.line("case .disclosureIndicator: return .disclosureIndicator()")
                    writer.line("case .checkmark: return .checkmark()")
                    writer.line("case .detail: return .detail()")
                    writer.line("case .label(let text): return .label(text: text)")
                    if hasToggle {
                        writer.line("case .toggle: return .customView(configuration: .init(customView: toggle, placement: .trailing(), reservedLayoutWidth: .actual))")
                    }
                }
            }
        }
    }

    /// Writes `configure(_:row:)`, which shows a row in a cell.
    func writeConfigureMethod(into writer: inout SwiftSourceWriter) {
        writer.line("/// Shows `row` in `cell`: its configuration update handler draws the row in the cell's current state.")
        writer.block("private func configure(_ cell: Cell, row: Row) {") { writer in
            if !prototype.states.isEmpty { writer.line("cell.customStates = row.states") }
            if hasToggle {
                writer.block("for case .toggle(let isOn) in row.look.accessories ?? [] {") { writer in
                    writer.line("cell.toggle.isOn = isOn")
                    writer.line("break")
                }
            }
            if hasBackgroundColor {
                writer.line("let paintsBackground = row.look.backgroundColor != nil"
                            + (prototype.states.isEmpty ? "" : " || stateLooks.contains { $0.look.backgroundColor != nil }"))
            }
            let capture = prototype.states.isEmpty ? "" : "[stateLooks] "
            writer.block("cell.configurationUpdateHandler = { \(capture)cell, state in") { writer in
                writer.line("guard let cell = cell as? Cell else { return }")
                writeLookForState(into: &writer)
                let base = contentStyles.isEmpty ? "cell.defaultContentConfiguration()"
                    : "(row.style?.configuration ?? cell.defaultContentConfiguration())"
                writer.line("var content = \(base).updated(for: state)")
                writer.line("content.text = look.text")
                writer.line("content.secondaryText = look.secondaryText")
                writer.line("content.image = look.image")
                writer.line("if let color = look.imageColor { content.imageProperties.tintColor = color }")
                writer.line("if let color = look.textColor { content.textProperties.color = color }")
                writer.line("if let color = look.secondaryTextColor { content.secondaryTextProperties.color = color }")
                writer.line("if look.bold == true { content.textProperties.font = .preferredFont(forTextStyle: .headline) }")
                writer.line("if let lines = look.numberOfLines { content.textProperties.numberOfLines = lines }")
                writer.line("cell.contentConfiguration = content")
                if hasBackgroundColor {
                    writer.block("if paintsBackground {") { writer in
                        writer.line("var background = cell.defaultBackgroundConfiguration().updated(for: state)")
                        writer.line("if let color = look.backgroundColor { background.backgroundColor = color }")
                        writer.line("cell.backgroundConfiguration = background")
                    }
                }
                writer.line("var accessories = (look.accessories ?? []).map(cell.accessory)")
                writer.block("if !row.children.isEmpty {") { writer in
                    writer.line("accessories.append(.outlineDisclosure(options: .init(style: row.isSectionHeader ? .header : .automatic)))")
                }
                writer.line("cell.accessories = accessories")
            }
            writer.line("cell.setNeedsUpdateConfiguration()")
        }
    }
}
