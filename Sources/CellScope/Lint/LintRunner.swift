import CellKit
import Foundation
import GtkSupport

/// The result of a lint run: how many permutations were checked, and the findings, in report order.
public struct LintReport: Sendable {
    /// The permutations checked (item × state combination × size × appearance × contrast).
    public var checked: Int
    /// The findings that no accepted exception covers.
    public var findings: [LintFinding]
    /// The findings an accepted exception covers, each with the exception's reason.
    public var accepted: [(finding: LintFinding, reason: String)]

    /// Whether any finding is an error (the command then exits with status 1).
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}

/// Renders every permutation of a ``LintPlan`` and checks it.
///
/// For each demo and canvas context the list is built once; for each state combination every item's
/// cell gets that combination at once, the whole list is laid out and rendered once, and each cell is
/// checked in the rendered pixels (what a cell shows depends only on its own state, not on its
/// neighbors'). Findings that differ only in text size are merged into one, at the first size.
@preconcurrency @MainActor
public enum LintRunner {
    /// Runs the plan and applies the accepted exceptions (`config`).
    public static func run(_ plan: LintPlan, config: LintConfig = LintConfig()) throws -> LintReport {
        var merger = FindingMerger(sizes: plan.sizes)
        var checked = 0
        let window = LintWindow()
        defer { window.takeBack() }
        for demo in plan.demos {
            let combinations = plan.stateCombinations(for: demo)
            for context in plan.contexts {
                let canvas = DemoCanvas(demo: demo, context: context, maximumHeight: CGFloat(PreviewRenderer.maximumCanvasHeight))
                for states in combinations {
                    let overrides = states.overrides(customStates: demo.customStates)
                    var byItem: [IndexPath: ConfigurationStateOverrides] = [:]
                    for row in demo.items.indices {
                        if let indexPath = canvas.list.indexPath(forPreviewRow: row) { byItem[indexPath] = overrides }
                    }
                    canvas.list.configurationStateOverridesByItem = byItem
                    canvas.fitHeightToContent(maximumHeight: CGFloat(PreviewRenderer.maximumCanvasHeight))
                    let image = try window.render(canvas.rootView)
                    let names = states.names(customStates: demo.customStates)
                    for item in demo.items {
                        let cell = try PreviewRenderer.cell(in: canvas, demo: demo, item: item)
                        let checks = CellChecks(image: image, cellFrame: cell.convert(cell.bounds, to: canvas.rootView),
                                                elements: cell.renderedElements(in: canvas.rootView),
                                                isDisabled: states.systemStates.contains(.disabled))
                        let place = FindingMerger.Place(demo: demo.id, item: item.id, states: names,
                                                        appearance: context.userInterfaceStyle == .dark ? "dark" : "light",
                                                        contrast: context.isHighContrast ? "increased" : "normal")
                        for observation in checks.observations() {
                            merger.add(observation, at: place, size: context.contentSizeCategory)
                        }
                        checked += 1
                    }
                }
                window.takeBack()
            }
        }
        var report = LintReport(checked: checked, findings: [], accepted: [])
        for finding in merger.findings() {
            if let reason = config.reason(accepting: finding) {
                report.accepted.append((finding, reason))
            } else {
                report.findings.append(finding)
            }
        }
        return report
    }
}
