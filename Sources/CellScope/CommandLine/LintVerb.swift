import CellKit
import Foundation

/// `cellscope lint [DEMO…] [--states NAME,…] [--sizes XS,…] [--appearances light,dark] [--format text|json]
/// [--config FILE] [--width N] [--direction ltr|rtl] [--bold-text]`: renders every item of each demo
/// (all demos when none is named) in every combination of the states, at each size, in each
/// appearance, with Increase Contrast off and on, and reports what ``CellChecks`` finds.
///
/// Exit status: 1 when any finding not accepted by the config is an `error`, 0 otherwise, 2 for a
/// wrong argument or a malformed config file.
@preconcurrency @MainActor
struct LintVerb {
    let plan: LintPlan
    let format: LintReportFormat
    let config: LintConfig
    let output: (String) -> Void

    init(catalog: PreviewCatalog, arguments: [String], output: @escaping (String) -> Void) throws(CommandLineError) {
        let reader = try ArgumentReader(arguments, verb: "lint", options: PermutationOptions.optionNames.union(["--format", "--config"]),
                                        lists: PermutationOptions.listNames, flags: PermutationOptions.flagNames,
                                        positionals: PermutationOptions.demoPositionals)
        let plan = try PermutationOptions.plan(from: reader, catalog: catalog)
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
        self.output = output
    }

    /// Checks every permutation and prints the report; returns the exit status (1 when an error was found).
    func run() throws -> Int32 {
        try CommandRuntime.startGtk(privateDisplay: true)
        let report = try LintRunner.run(plan, config: config)
        output(format.render(report))
        return report.hasErrors ? 1 : 0
    }
}
