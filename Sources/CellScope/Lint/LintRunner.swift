import CellKit
import Foundation
import GtkSupport

/// The result of a lint run: how many permutations were checked, and the findings, in report order.
package struct LintReport: Sendable {
    /// The permutations checked (item × state combination × size × appearance × contrast).
    package var checked: Int
    /// The findings that no accepted exception covers.
    package var findings: [LintFinding]
    /// The findings an accepted exception covers, each with the exception's reason.
    package var accepted: [(finding: LintFinding, reason: String)]

    /// Whether any finding is an error (the command then exits with status 1).
    package var hasErrors: Bool { findings.contains { $0.severity == .error } }
}

/// Renders every permutation of a ``PermutationPlan`` and checks it (a ``LintSession`` run to its end).
/// Findings that differ only in text size are merged into one, at the first size.
@preconcurrency @MainActor
package enum LintRunner {
    /// Runs the plan and applies the accepted exceptions (`config`).
    package static func run(_ plan: PermutationPlan, config: LintConfig = LintConfig()) throws -> LintReport {
        let window = LintRenderHost.inOwnWindow()
        defer { window.takeBack() }
        let session = LintSession(plan: plan, window: window)
        while !session.isFinished { try session.step() }
        return session.report(config: config)
    }
}
