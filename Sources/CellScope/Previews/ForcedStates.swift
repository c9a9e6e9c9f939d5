import CellKit
import Foundation

/// The states the viewer and the command line force on a previewed cell: system states as
/// `CellSystemStates`, and custom states a demo declares, by key (forced to `true`).
///
/// The cell shows exactly this combination: every system state the viewer offers
/// (`ForcedStates.systemStateNames`) is forced on when it is here and off when it is not, and every
/// custom state the demo declares is forced on (`true`) when it is here and removed when it is not.
/// `overrides(customStates:)` is the one conversion into what CellKit applies
/// (`UICollectionViewCell.configurationStateOverrides`).
package struct ForcedStates: Hashable, Sendable {
    /// The system states forced on.
    package var systemStates: CellSystemStates
    /// The custom states forced on (to `true`).
    package var customStates: Set<UIConfigurationStateCustomKey>

    /// A combination of states; with no arguments, the normal state.
    package init(_ systemStates: CellSystemStates = [], customStates: Set<UIConfigurationStateCustomKey> = []) {
        self.systemStates = systemStates
        self.customStates = customStates
    }

    /// Whether no state is forced on (the normal state).
    package var isNormal: Bool { systemStates.isEmpty && customStates.isEmpty }

    /// What CellKit forces on a cell of a demo that declares `customStates`. A drag phase (lifting,
    /// dragging) forces `isReordering` on too: in a CellKit list only an interactive reorder drags a
    /// cell, so the viewer's "lifting" and "dragging" are a reordered row's phases.
    package func overrides(customStates declared: [PreviewCustomState]) -> ConfigurationStateOverrides {
        var on = systemStates
        if !on.isDisjoint(with: [.lifting, .dragging]) { on.insert(.reordering) }
        var overrides = ConfigurationStateOverrides()
        overrides.force(Self.offeredSystemStates, false)
        overrides.force(on, true)
        for key in Set(declared.map(\.key)).union(customStates) {
            overrides.customStates[key] = .some(customStates.contains(key) ? AnyHashable(true) : nil)
        }
        return overrides
    }

    /// The union of both combinations.
    package func union(_ other: ForcedStates) -> ForcedStates {
        ForcedStates(systemStates.union(other.systemStates), customStates: customStates.union(other.customStates))
    }

    /// Every combination of `choices` (2ⁿ unions), starting with none: the rows of a state matrix,
    /// in the order of the bits of their index (the first choice alternates fastest).
    package static func allCombinations(of choices: [ForcedStates]) -> [ForcedStates] {
        (0..<(1 << choices.count)).map { mask in
            choices.enumerated().filter { mask & (1 << $0.offset) != 0 }.reduce(ForcedStates()) { $0.union($1.element) }
        }
    }
}
