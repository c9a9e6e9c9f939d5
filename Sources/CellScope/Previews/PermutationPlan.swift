import CellKit
import Foundation

/// The permutations `cellscope lint` checks and `cellscope baseline` records: which demos, which
/// states (every combination of them, as the matrix shows), which text sizes, appearances and
/// contrast settings, on which canvas.
package struct PermutationPlan: Sendable {
    /// The matrix's default rows: every combination of these three states.
    package static let defaultStates = ["highlighted", "selected", "disabled"]

    /// The demos, in order.
    package var demos: [PreviewDemo]
    /// The most states whose combinations are checked for one demo: 64 combinations, as in the matrix.
    package static let maximumStates = 6

    /// The states whose combinations are checked; each demo uses those it knows (system states, and
    /// the custom states it declares).
    package var stateNames: [String] = PermutationPlan.defaultStates
    /// Whether each demo's combinations also take every custom state the demo declares, ahead of
    /// ``stateNames`` (what `cellscope baseline` does unless `--states` is given), up to
    /// ``maximumStates`` states in all.
    package var addsDeclaredCustomStates = false
    /// The text sizes (default all twelve).
    package var sizes: [UIContentSizeCategory] = ContentSizeNames.all.map(\.category)
    /// The appearances (default light and dark).
    package var appearances: [UIUserInterfaceStyle] = [.light, .dark]
    /// The Increase Contrast settings (default off and on).
    package var increasedContrast: [Bool] = [false, true]
    /// The canvas: width, direction, Bold Text, tint (its size, appearance and contrast are replaced).
    package var base = PreviewContext()

    /// A plan for `demos` with the defaults.
    package init(demos: [PreviewDemo]) {
        self.demos = demos
    }

    /// The states whose combinations are checked for `demo` (`used`), and those of its custom states,
    /// or of the plan's states, that are not (`leftOut`): with ``addsDeclaredCustomStates``, the demo's
    /// custom states come first and ``stateNames`` fill the rest up to ``maximumStates``; without, a
    /// custom state not in ``stateNames`` is left out.
    package func stateChoice(for demo: PreviewDemo) -> (used: [String], leftOut: [String]) {
        let known = Set(ForcedStates.names(customStates: demo.customStates))
        let custom = demo.customStates.map(\.name)
        guard addsDeclaredCustomStates else {
            return (stateNames.filter(known.contains), custom.filter { !stateNames.contains($0) })
        }
        var wanted = custom
        for name in stateNames where known.contains(name) && !wanted.contains(name) { wanted.append(name) }
        return (Array(wanted.prefix(Self.maximumStates)), Array(wanted.dropFirst(Self.maximumStates)))
    }

    /// The state combinations checked for `demo`, normal first.
    package func stateCombinations(for demo: PreviewDemo) -> [ForcedStates] {
        ForcedStates.allCombinations(of: stateChoice(for: demo).used.compactMap { ForcedStates(named: $0, customStates: demo.customStates) })
    }

    /// The canvas contexts checked, in the order findings are reported: appearance, contrast, then size.
    package var contexts: [PreviewContext] {
        appearances.flatMap { appearance in
            increasedContrast.flatMap { increased in
                sizes.map { size in
                    var context = base
                    context.userInterfaceStyle = appearance
                    context.isHighContrast = increased
                    context.contentSizeCategory = size
                    return context
                }
            }
        }
    }

    /// How many permutations (item × states × size × appearance × contrast) the plan checks.
    package var permutationCount: Int {
        demos.reduce(0) { $0 + $1.items.count * stateCombinations(for: $1).count } * contexts.count
    }
}
