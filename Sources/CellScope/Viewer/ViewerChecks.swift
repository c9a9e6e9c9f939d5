import CGtk
import CellKit
import Foundation
import GtkSupport

/// Runs lint on the viewer's current demo while the Checks tab is shown: one frame of renderings per
/// turn of the idle loop (in an invisible corner of the viewer window), so the window keeps answering
/// input, and the panel fills in when the run ends. A report is kept until the demo or the canvas's
/// width, direction, Bold Text or tint change; the text size, appearance and contrast of the canvas do
/// not matter, since lint checks all of them.
@preconcurrency @MainActor
final class ViewerChecks {
    /// What a report depends on: the demo and the canvas context without the traits lint varies.
    private struct Subject: Equatable {
        let demoID: String
        let base: PreviewContext
    }

    /// Canvases per idle turn: three text sizes, not the command line's twelve. A step (building,
    /// laying out and drawing its canvases) runs between input events, so fewer canvases make each
    /// pause in answering input shorter; the run takes more frames. The report is the same.
    static let canvasesPerFrame = 3

    let panel = ChecksPanel()
    /// Where the renderings happen; the viewer places its widget in its window.
    let host = LintRenderHost.embeddable()
    /// Accepted exceptions (`cellscope view --lint-config FILE`); accepted findings are not listed.
    var config = LintConfig()
    /// Checks run only while this is true (the Checks tab is shown).
    var isActive = false {
        didSet { if isActive { scheduleStep() } }
    }
    /// Called with the findings of each permutation when a report is complete, and with nil when the
    /// subject changes (matrix and strip tiles carry badges from them).
    var onTileFindings: (@MainActor (TileFindings?) -> Void)?
    /// Called with a line for the status bar when a run ends (errors flagged).
    var onStatus: (@MainActor (_ text: String, _ isError: Bool) -> Void)?
    /// Called with a line for the status bar as a run goes on (how far, how many findings so far).
    var onProgress: (@MainActor (_ text: String) -> Void)?
    /// When the findings so far may next be counted, and the last count. Counting merges every
    /// observation so far, so it waits ``progressCountInterval``, or ten times what the last count
    /// took when that is longer (a busy machine), and never takes more than a tenth of the run.
    private var lastCount: (next: Date, findings: Int)?
    /// How often the findings so far are counted during a run, at most.
    static let progressCountInterval: TimeInterval = 1

    /// How a run that someone waits for ended.
    enum RunEnd {
        /// The report is complete (and shown in the panel).
        case complete
        /// The run was dropped before its end; the text says why.
        case abandoned(String)
    }

    private var subject: Subject?
    /// Called when the current run ends (see ``whenReportIsComplete(_:)``).
    private var waitingForEnd: [@MainActor (RunEnd) -> Void] = []
    private var demo: PreviewDemo?
    private var session: LintSession?
    /// The report for ``subject``, once complete.
    private(set) var report: LintReport?
    /// Bumped whenever the subject changes, so a step that ends after the change is dropped.
    private var generation = 0
    private var isStepping = false
    private var isScheduled = false

    /// Whether a run is under way or waiting for the tab to be shown.
    var isChecking: Bool { session != nil }

    /// Makes `demo` at `context` the subject; a new subject starts a new run (when active).
    func check(_ demo: PreviewDemo, context: PreviewContext) {
        var base = context
        base.contentSizeCategory = .large
        base.userInterfaceStyle = .light
        base.isHighContrast = false
        let new = Subject(demoID: demo.id, base: base)
        guard new != subject else { return }
        if subject != nil { endWaits(.abandoned("the demo or the canvas changed before the checks finished")) }
        subject = new
        self.demo = demo
        generation += 1
        report = nil
        lastCount = nil
        onTileFindings?(nil)
        var plan = PermutationPlan(demos: [demo])
        plan.base = base
        session = LintSession(plan: plan, window: host, canvasesPerFrame: Self.canvasesPerFrame)
        panel.showChecking(demo)
        scheduleStep()
    }

    /// Calls `action` once the current report is complete: at once when it is, otherwise when the run
    /// ends (it goes on only while the Checks tab is shown), with ``RunEnd/abandoned(_:)`` when the
    /// run is dropped first. The window keeps answering input meanwhile, unlike ``finish()``.
    func whenReportIsComplete(_ action: @escaping @MainActor (RunEnd) -> Void) {
        guard session != nil else { return action(report != nil ? .complete : .abandoned("no checks have run")) }
        waitingForEnd.append(action)
    }

    private func endWaits(_ end: RunEnd) {
        let waiting = waitingForEnd
        waitingForEnd = []
        for action in waiting { action(end) }
    }

    /// Runs the rest of the current run now (a screenshot of the Checks tab needs it complete).
    func finish() {
        while session != nil {
            if isStepping { MainLoop.iterate(until: { !self.isStepping }, timeout: 30) }
            step()
        }
    }

    private func scheduleStep() {
        guard isActive, session != nil, !isScheduled else { return }
        isScheduled = true
        MainLoop.schedule { [weak self] in
            guard let self else { return }
            isScheduled = false
            // A step waiting for its frame runs the main loop, which may run this callback: the step
            // schedules the next one itself when it ends.
            guard !isStepping else { return }
            step()
            scheduleStep()
        }
    }

    private func step() {
        guard let session, let demo, !isStepping else { return }
        isStepping = true
        let started = generation
        defer { isStepping = false }
        do {
            try session.step()
        } catch {
            guard started == generation else { return }
            self.session = nil
            panel.showFailure("The checks of “\(demo.title)” stopped: \(error)")
            onStatus?("The checks of “\(demo.title)” stopped: \(error)", true)
            endWaits(.abandoned("the checks stopped: \(error)"))
            return
        }
        guard started == generation else { return }
        if session.isFinished {
            self.session = nil
            let report = session.report(config: config)
            self.report = report
            panel.show(report, demo: demo)
            onTileFindings?(TileFindings(demoID: demo.id, checks: session.checks, config: config))
            let errors = report.findings.filter { $0.severity == .error }.count
            onStatus?("Checks of “\(demo.title)” done: \(report.findings.count) findings (\(errors) errors) in \(report.checked) permutations.", false)
            endWaits(.complete)
        } else {
            let progress = session.progress
            if lastCount.map({ Date() >= $0.next }) ?? true {
                let started = Date()
                let findings = session.report(config: config).findings.count
                let took = Date().timeIntervalSince(started)
                lastCount = (Date().addingTimeInterval(max(Self.progressCountInterval, 10 * took)), findings)
            }
            let text = ChecksPanel.progressText(demo: demo, done: progress.done, total: progress.total, findingsSoFar: lastCount?.findings)
            panel.showProgress(demo: demo, done: progress.done, total: progress.total, findingsSoFar: lastCount?.findings)
            onProgress?(waitingForEnd.isEmpty ? text : text + " The export is written once they finish.")
        }
    }
}
