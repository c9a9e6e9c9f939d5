/// The custom states of the exported screen: a `UIConfigurationStateCustomKey` for each, the looks
/// they lay over a row, and the code in the `configurationUpdateHandler` that applies the look of
/// every state that is on, in the order the prototype declares them.
extension SwiftExport {
    /// Writes the keys, as static members of `UIConfigurationStateCustomKey` (nothing without states).
    func writeStateKeys(into writer: inout SwiftSourceWriter) {
        guard !prototype.states.isEmpty else { return }
        writer.block("extension UIConfigurationStateCustomKey {") { writer in
            for state in prototype.states {
                writer.line("/// The \(typeName)'s custom state \(SwiftSourceWriter.stringLiteral(state.name)): true when it is on.")
                let key = SwiftSourceWriter.stringLiteral("\(typeName).\(state.name)")
                writer.line("static let \(keyName(state.name)) = UIConfigurationStateCustomKey(\(key))")
            }
        }
        writer.line()
    }

    /// Writes the `stateLooks` property: each state's key and look (nothing without states).
    func writeStateLooks(into writer: inout SwiftSourceWriter) {
        guard !prototype.states.isEmpty else { return }
        writer.line("/// What each custom state changes when it is on, in the order the looks apply.")
        writer.line("private let stateLooks: [(key: UIConfigurationStateCustomKey, look: Look)] = [")
        writer.lines(Self.list(prototype.states.map { ["(.\(keyName($0.name)), \(lookLiteral($0.look)))"] }).map { "    " + $0 })
        writer.line("]")
        writer.line()
    }

    /// Writes the start of the update handler: `look`, the row's look with the looks of the states
    /// that are on laid over it.
    func writeLookForState(into writer: inout SwiftSourceWriter) {
        guard !prototype.states.isEmpty else {
            writer.line("let look = row.look")
            return
        }
        writer.line("var look = row.look")
        writer.block("for (key, stateLook) in stateLooks where state[key] as? Bool == true {") { writer in
            writer.line("look = look.overlaid(with: stateLook)")
        }
    }

    /// Writes the lines of the cell class that put the row's custom states into its configuration
    /// state, as an iOS cell does by overriding `configurationState`.
    func writeCustomStateProperty(into writer: inout SwiftSourceWriter) {
        guard !prototype.states.isEmpty else { return }
        writer.line("/// The custom states that are on for the row shown.")
        writer.line("var customStates: [UIConfigurationStateCustomKey] = []")
        writer.line()
        writer.block("override var configurationState: UICellConfigurationState {") { writer in
            writer.line("var state = super.configurationState")
            writer.line("for key in customStates { state[key] = true }")
            writer.line("return state")
        }
    }
}
