import CellKit
import Foundation

// The names of the states, as the command line takes them (`--state NAME`, `--states NAME,…`) and the
// inspector and matrix label them: system states by fixed names, custom states by the names their demo
// declares (`PreviewCustomState`).

extension ForcedStates {
    /// The system states a preview can force, by name, in the order the inspector and the command line
    /// list them. (`pinned` belongs to headers and footers, and hover to the pointer: neither is offered.)
    package static let systemStateNames: [(name: String, state: CellSystemStates)] = [
        ("disabled", .disabled), ("highlighted", .highlighted), ("selected", .selected), ("focused", .focused),
        ("editing", .editing), ("expanded", .expanded), ("swiped", .swiped), ("reordering", .reordering),
        ("lifting", .lifting), ("dragging", .dragging), ("drop-target", .dropTargeted),
        ("drop-not-targeted", .dropNotTargeted),
    ]

    /// Every system state a preview forces, on or off.
    static let offeredSystemStates = systemStateNames.reduce(CellSystemStates()) { $0.union($1.state) }

    /// The state names a demo's cells can be forced into: the system states', then the demo's custom states'.
    package static func names(customStates: [PreviewCustomState]) -> [String] {
        systemStateNames.map(\.name) + customStates.map(\.name)
    }

    /// The single state called `name` (a system state's name, or one of `customStates`), or nil.
    package init?(named name: String, customStates: [PreviewCustomState]) {
        if let system = Self.systemStateNames.first(where: { $0.name == name }) {
            self.init(system.state)
        } else if let custom = customStates.first(where: { $0.name == name }) {
            self.init(customStates: [custom.key])
        } else {
            return nil
        }
    }

    /// The names of the states that are on, system states first, in the order of `names(customStates:)`.
    /// A custom state the list does not declare is named by its key.
    package func names(customStates declared: [PreviewCustomState]) -> [String] {
        let system = Self.systemStateNames.filter { systemStates.contains($0.state) }.map(\.name)
        let custom = declared.filter { customStates.contains($0.key) }.map(\.name)
        let undeclared = customStates.subtracting(declared.map(\.key)).map(\.rawValue).sorted()
        return system + custom + undeclared
    }

    /// A short label: "normal", or the names joined with " + ".
    package func label(customStates: [PreviewCustomState]) -> String {
        isNormal ? "normal" : names(customStates: customStates).joined(separator: " + ")
    }
}
