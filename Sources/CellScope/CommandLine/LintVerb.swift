import CellKit
import Foundation

/// `cellscope lint [DEMO…] [--states NAME,…] [--sizes XS,…] [--appearances light,dark] [--format text|json]
/// [--config FILE] [--width N] [--direction ltr|rtl] [--bold-text] [--jobs N]`: renders every item of each
/// demo (all demos when none is named) in every combination of the states, at each size, in each
/// appearance, with Increase Contrast off and on, and reports what ``CellChecks`` finds, one line per
/// defect (``LintDefect``). The demos are spread over `--jobs` processes (``LintWorkers``).
///
/// Exit status: 1 when any finding not accepted by the config is an `error`, 0 otherwise, 2 for a
/// wrong argument or a malformed config file.
@preconcurrency @MainActor
struct LintVerb {
    /// The verb's arguments, the line `help` prints and the names its reader accepts.
    static let usage = VerbUsage(name: "lint", terms: [
        .optional([.words("DEMO")]), .stateCombinations, .sizes, .appearances, .optional([.value("--format", "text|json")]),
        .optional([.value("--config", "FILE")]), .optional([.value("--jobs", "N")]), .canvas, .direction, .boldText,
    ], summary:
        "render every item of each demo (all demos by default) in every combination of the states (default highlighted, selected, disabled), "
            + "each text size, light and dark, Increase Contrast off and on, and report contrast (WCAG 2.2, APCA Lc beside it), truncation, "
            + "mid-word breaks, clipping, overlap and touch targets, one line per defect wherever it occurs (colors within 2/255 are "
            + "one); --config FILE lists accepted findings with reasons; exit status 1 when an error is found")

    let plan: PermutationPlan
    let format: LintReportFormat
    let config: LintConfig
    /// How many processes share the demos (`--jobs N`; default one per processor, at most one per demo).
    let jobs: Int
    /// The options a worker gets: every option given, but the demos and `--jobs`.
    let workerOptions: [String]
    let output: (String) -> Void

    init(catalog: PreviewCatalog, arguments: [String], output: @escaping (String) -> Void) throws(CommandLineError) {
        let reader = try ArgumentReader(arguments, usage: Self.usage)
        let plan = try PermutationOptions.plan(from: reader, catalog: catalog, acceptingUnknownStates: LintWorkers.isWorker)
        self.plan = plan
        let formatName = reader.value("--format") ?? "text"
        guard let format = LintReportFormat(rawValue: formatName.lowercased()) else {
            throw .unknown("format", formatName, validChoices: LintReportFormat.allCases.map(\.rawValue))
        }
        self.format = format
        if let path = reader.value("--config") {
            guard !path.isEmpty else { throw CommandLineError("--config needs a file name, not an empty one") }
            config = try LintConfig(contentsOf: URL(fileURLWithPath: path))
        } else {
            config = LintConfig()
        }
        if let text = reader.value("--jobs") {
            guard let count = Int(text), (1...64).contains(count) else {
                throw CommandLineError("--jobs must be a number of processes from 1 to 64, not '\(text)'")
            }
            jobs = count
        } else {
            jobs = ProcessInfo.processInfo.activeProcessorCount
        }
        var options: [String] = []
        for name in ["--config", "--width", "--direction"] {
            if let value = reader.value(name) { options += [name, value] }
        }
        for name in ["--states", "--sizes", "--appearances"] where reader.isGiven(name) {
            options += [name, reader.values(name).joined(separator: ",")]
        }
        if reader.flag("--bold-text") { options.append("--bold-text") }
        workerOptions = options
        self.output = output
    }

    /// Checks every permutation and prints the report; returns the exit status (1 when an error was found).
    func run() throws -> Int32 {
        try CommandRuntime.startGtk(privateDisplay: true)
        let groups = LintWorkers.groups(of: plan, count: LintWorkers.isWorker ? 1 : jobs)
        let workers = try groups.dropFirst().map { group in
            try LintWorkers.start(demos: group.map(\.id), options: workerOptions)
        }
        var own = plan
        own.demos = groups.first ?? []
        var reports = [try LintRunner.run(own, config: config)]
        for worker in workers { reports.append(try LintWorkers.collect(worker)) }
        let report = LintWorkers.merge(reports, plan: plan)
        if LintWorkers.isWorker {
            try LintWorkers.handBack(report)
        } else {
            output(format.render(report))
        }
        return report.hasErrors ? 1 : 0
    }
}
