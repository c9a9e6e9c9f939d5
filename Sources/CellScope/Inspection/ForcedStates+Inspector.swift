import CellKit
import Foundation

extension ForcedStates {
    /// The states that are on in a cell's configuration state, among those a preview offers: the
    /// system states of `systemStateNames`, and the declared custom states whose value is neither
    /// absent nor `false`.
    init(reading state: UICellConfigurationState, customStates: [PreviewCustomState]) {
        let custom = customStates.filter { state[$0.key].map { $0 != AnyHashable(false) } ?? false }.map(\.key)
        self.init(state.systemStates.intersection(Self.offeredSystemStates), customStates: Set(custom))
    }

    /// The combination with `states` switched on or off. States that cannot be on together are kept
    /// consistent: lifting and dragging are two drag phases, targeted and not targeted two drop phases.
    func setting(_ states: ForcedStates, _ isOn: Bool) -> ForcedStates {
        var result = self
        guard isOn else {
            result.systemStates.subtract(states.systemStates)
            result.customStates.subtract(states.customStates)
            return result
        }
        for pair in [[CellSystemStates.lifting, .dragging], [.dropTargeted, .dropNotTargeted]] {
            for (state, other) in [(pair[0], pair[1]), (pair[1], pair[0])] where states.systemStates.contains(state) {
                result.systemStates.remove(other)
            }
        }
        return result.union(states)
    }

    /// Whether the single state called `name` is on.
    func contains(named name: String, customStates declared: [PreviewCustomState]) -> Bool {
        guard let single = ForcedStates(named: name, customStates: declared) else { return false }
        return systemStates.isSuperset(of: single.systemStates) && customStates.isSuperset(of: single.customStates)
    }
}
