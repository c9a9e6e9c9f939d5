import CellKit
import Foundation

/// What a baseline run leaves out of the states its demos declare, as warnings naming it.
///
/// Without `--states`, a baseline covers every custom state a demo declares (their combinations with
/// the matrix's default states, up to ``PermutationPlan/maximumStates`` states in all); a demo that declares
/// more gets a warning naming the states that did not fit. With `--states`, a custom state not named is
/// left out, and named. A format 2 baseline (recorded before custom states were covered by default) is
/// verified as it was recorded, with a warning that says so.
@preconcurrency @MainActor
struct BaselineCoverage {
    let plan: PermutationPlan
    /// Whether `--states` was given on the command line.
    let statesGiven: Bool
    /// The format of the manifest being verified, nil when recording.
    let recordedFormat: String?

    /// One `warning: …` line per demo that leaves a state out, after one about an earlier format.
    var warnings: [String] {
        var lines: [String] = []
        for demo in plan.demos {
            let leftOut = plan.stateChoice(for: demo).leftOut
            guard !leftOut.isEmpty else { continue }
            let names = leftOut.map { "'\($0)'" }.spokenList
            let state = leftOut.count == 1 ? "state" : "states"
            if plan.addsDeclaredCustomStates {
                lines.append("warning: demo '\(demo.id)' leaves the \(state) \(names) out of the baseline: a baseline takes at most "
                    + "\(PermutationPlan.maximumStates) states (\(1 << PermutationPlan.maximumStates) combinations) and the demo declares "
                    + "\(demo.customStates.count) custom states; choose the states with --states")
            } else if statesGiven {
                lines.append("warning: demo '\(demo.id)' leaves its custom \(state) \(names) out of the baseline (not in --states); "
                    + "without --states a baseline covers every custom state a demo declares")
            } else {
                lines.append("warning: demo '\(demo.id)' leaves its custom \(state) \(names) out of the baseline, which was recorded without them")
            }
        }
        if recordedFormat == BaselineManifest.customStatesNamedFormat, !statesGiven, !lines.isEmpty {
            lines.insert("warning: this baseline was recorded in the format '\(BaselineManifest.customStatesNamedFormat)', which left a "
                + "demo's custom states out unless --states named them; it is verified as it was recorded, so record it again to cover them",
                at: 0)
        }
        return lines
    }
}
