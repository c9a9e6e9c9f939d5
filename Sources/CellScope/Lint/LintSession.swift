import CellKit
import Foundation
import GtkSupport

/// A lint run that advances one frame at a time, so the viewer can check a demo from its idle loop
/// while the window keeps answering input; ``LintRunner`` drives it to the end in one go.
///
/// For each demo the list is built once per canvas context (text size, appearance, contrast), a batch
/// of contexts at a time; each ``step()`` gives every cell of every canvas in the batch one state
/// combination, lays the batch out and draws it in one frame, and checks each cell in its canvas's
/// pixels (what a cell shows depends only on its own state, not on its neighbors').
@preconcurrency @MainActor
final class LintSession {
    /// How many canvases share one frame by default: the twelve text sizes of one appearance and
    /// contrast, the fastest way through a run.
    static let defaultCanvasesPerFrame = 12

    /// How many canvases share one frame in this session. Fewer make each step shorter (a window
    /// that runs the checks between its input events answers sooner) and the run longer.
    let canvasesPerFrame: Int

    /// One checked permutation of one item, with what was found in it.
    struct Checked {
        let place: FindingMerger.Place
        let size: UIContentSizeCategory
        let observations: [LintObservation]
    }

    let plan: PermutationPlan
    private let window: LintRenderHost
    private let contexts: [PreviewContext]
    private var demoIndex = 0
    private var batchStart = 0
    private var stateIndex = 0
    private var canvases: [DemoCanvas] = []
    /// What was checked in the current batch, by canvas, in rendering order.
    private var batchChecks: [[Checked]] = []
    /// Everything checked so far, in report order (demo, context, states, item).
    private(set) var checks: [Checked] = []

    /// A session over `plan` that renders through `window`, `canvasesPerFrame` canvases a frame.
    init(plan: PermutationPlan, window: LintRenderHost, canvasesPerFrame: Int = defaultCanvasesPerFrame) {
        precondition(canvasesPerFrame > 0, "a frame renders at least one canvas")
        self.plan = plan
        self.window = window
        self.canvasesPerFrame = canvasesPerFrame
        contexts = plan.contexts
    }

    /// Whether every permutation has been checked.
    var isFinished: Bool { demoIndex >= plan.demos.count }

    /// How many frames the whole run takes, and how many have been rendered.
    var progress: (done: Int, total: Int) {
        let batches = (contexts.count + canvasesPerFrame - 1) / canvasesPerFrame
        let perDemo = plan.demos.map { plan.stateCombinations(for: $0).count * batches }
        let finishedDemos = perDemo.prefix(demoIndex).reduce(0, +)
        guard !isFinished else { return (finishedDemos, finishedDemos) }
        let combinations = plan.stateCombinations(for: plan.demos[demoIndex]).count
        return (finishedDemos + batchStart / canvasesPerFrame * combinations + stateIndex, perDemo.reduce(0, +))
    }

    /// Renders and checks one state combination of the current batch of canvases.
    func step() throws {
        guard !isFinished else { return }
        let demo = plan.demos[demoIndex]
        let batch = Array(contexts[batchStart..<min(contexts.count, batchStart + canvasesPerFrame)])
        if canvases.isEmpty {
            canvases = batch.map { DemoCanvas(demo: demo, context: $0, maximumHeight: CGFloat(PreviewRenderer.maximumCanvasHeight)) }
            batchChecks = Array(repeating: [], count: batch.count)
            window.show(canvases.map(\.rootView))
        }
        let states = plan.stateCombinations(for: demo)[stateIndex]
        for canvas in canvases { canvas.forceOnEveryItem(states, of: demo) }
        let images = try window.render()
        let names = states.names(customStates: demo.customStates)
        for (index, (canvas, context)) in zip(canvases, batch).enumerated() {
            for item in demo.items {
                let cell = try PreviewRenderer.cell(in: canvas, demo: demo, item: item)
                let cellChecks = CellChecks(image: images[index], cellFrame: cell.convert(cell.bounds, to: canvas.rootView),
                                            elements: cell.renderedElements(in: canvas.rootView),
                                            isDisabled: states.systemStates.contains(.disabled))
                let place = FindingMerger.Place(demo: demo.id, item: item.id, states: names,
                                                appearance: context.userInterfaceStyle == .dark ? "dark" : "light",
                                                contrast: context.isHighContrast ? "increased" : "normal")
                batchChecks[index].append(Checked(place: place, size: context.contentSizeCategory, observations: cellChecks.observations()))
            }
        }
        advance(combinations: plan.stateCombinations(for: demo).count)
    }

    /// Moves to the next state combination, batch or demo; a finished batch's checks join ``checks``
    /// in report order.
    private func advance(combinations: Int) {
        stateIndex += 1
        guard stateIndex == combinations else { return }
        stateIndex = 0
        window.takeBack()
        canvases = []
        checks += batchChecks.joined()
        batchChecks = []
        batchStart += canvasesPerFrame
        guard batchStart >= contexts.count else { return }
        batchStart = 0
        demoIndex += 1
    }

    /// The findings so far, merged across text sizes, with the accepted exceptions of `config` applied.
    func report(config: LintConfig) -> LintReport {
        var merger = FindingMerger(sizes: plan.sizes)
        for checked in checks {
            for observation in checked.observations { merger.add(observation, at: checked.place, size: checked.size) }
        }
        var report = LintReport(checked: checks.count, findings: [], accepted: [])
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
