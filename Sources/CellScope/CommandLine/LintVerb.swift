import CellKit
import Foundation

/// `cellscope lint [DEMO…] [--states NAME,…] [--sizes XS,…] [--appearances light,dark] [--format text|json]
/// [--config FILE] [--width N] [--direction ltr|rtl] [--bold-text] [--jobs N]`: renders every item of each
/// demo (all demos when none is named) in every combination of the states, at each size, in each
/// appearance, with Increase Contrast off and on, and reports what ``CellChecks`` finds. The demos are
/// spread over `--jobs` processes (``LintWorkers``).
///
/// Exit status: 1 when any finding not accepted by the config is an `error`, 0 otherwise, 2 for a
/// wrong argument or a malformed config file.
@preconcurrency @MainActor
struct LintVerb {
    /// The most states whose combinations are checked, as in `cellscope matrix` (64 combinations).
    static let maximumStates = 6

    let plan: LintPlan
    let format: LintReportFormat
    let config: LintConfig
    /// How many processes share the demos (`--jobs N`; default one per processor, at most one per demo).
    let jobs: Int
    /// The options a worker gets: every option given, but the demos and `--jobs`.
    let workerOptions: [String]
    let output: (String) -> Void

    init(catalog: PreviewCatalog, arguments: [String], output: @escaping (String) -> Void) throws(CommandLineError) {
        let reader = try ArgumentReader(arguments, verb: "lint", options: ["--format", "--config", "--width", "--direction", "--jobs"],
                                        lists: ["--states", "--sizes", "--appearances"], flags: ["--bold-text"],
                                        positionals: Array(repeating: "DEMO", count: 10_000))
        var demos: [PreviewDemo] = []
        for id in reader.positionals {
            guard let demo = catalog.demo(withID: id) else { throw .unknown("demo", id, validChoices: catalog.demos.map(\.id)) }
            demos.append(demo)
        }
        try reader.positionals.checkNoRepeats(in: "the demo list")
        var plan = LintPlan(demos: demos.isEmpty ? catalog.demos : demos)
        try plan.base.read(reader)
        if reader.isGiven("--states") {
            let names = reader.values("--states")
            try names.checkNoRepeats(in: "--states")
            for name in names {
                let known = plan.demos.contains { ForcedStates.names(customStates: $0.customStates).contains(name) }
                // A worker's demos may lack a custom state another group's demo declares (checked by the run that started it).
                if !known, !LintWorkers.isWorker {
                    let valid = ForcedStates.systemStateNames.map(\.name) + plan.demos.flatMap { $0.customStates.map(\.name) }
                    throw .unknown("state", name, validChoices: valid)
                }
            }
            guard names.count <= Self.maximumStates else {
                throw CommandLineError("--states takes at most \(Self.maximumStates) states (\(1 << Self.maximumStates) combinations); got \(names.count)")
            }
            plan.stateNames = names
        }
        if reader.isGiven("--sizes") {
            let names = reader.values("--sizes")
            plan.sizes = try names.map { name throws(CommandLineError) in
                guard let category = ContentSizeNames.category(named: name) else {
                    throw .unknown("size", name, validChoices: ContentSizeNames.all.map(\.name))
                }
                return category
            }
            try names.checkNoRepeats(in: "--sizes") { $0.uppercased() }
            // Sizes are reported smallest first ("from AX2 up"), whatever order they were given in.
            plan.sizes = ContentSizeNames.all.map(\.category).filter(plan.sizes.contains)
        }
        if reader.isGiven("--appearances") {
            let names = reader.values("--appearances")
            let styles = try names.map { name throws(CommandLineError) in try PreviewContext.appearance(named: name) }
            try names.checkNoRepeats(in: "--appearances") { $0.lowercased() }
            plan.appearances = [UIUserInterfaceStyle.light, .dark].filter(styles.contains)
        }
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
