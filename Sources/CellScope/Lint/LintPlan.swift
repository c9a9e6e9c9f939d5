import CellKit
import Foundation

/// What `cellscope lint` checks: which demos, which states (every combination of them, as the
/// matrix shows), which text sizes, appearances and contrast settings, on which canvas.
package struct LintPlan: Sendable {
    /// The matrix's default rows: every combination of these three states.
    package static let defaultStates = ["highlighted", "selected", "disabled"]

    /// The demos, in order.
    package var demos: [PreviewDemo]
    /// The states whose combinations are checked; each demo uses those it knows (system states, and
    /// the custom states it declares).
    package var stateNames: [String] = LintPlan.defaultStates
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

    /// The state combinations checked for `demo`, normal first.
    package func stateCombinations(for demo: PreviewDemo) -> [ForcedStates] {
        ForcedStates.allCombinations(of: stateNames.compactMap { ForcedStates(named: $0, customStates: demo.customStates) })
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
