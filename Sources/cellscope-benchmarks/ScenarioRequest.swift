import Foundation

/// One scenario for one side, as the orchestrator asks a child process to run it:
/// `SCENARIO --items N [--iterations N] [--warmup N] [--selection-input call|click] [--screenshot FILE.png]`.
/// The native program takes the same arguments.
struct ScenarioRequest {
    /// The scenarios both sides implement (`snapshot` is CellKit's alone).
    static let scenarios = ["selection", "text-size", "rebuild", "first-frame", "scroll", "snapshot"]

    /// How the selection scenario moves the selection, the same way on both sides.
    enum SelectionInput: String {
        /// Each toolkit's own "select this row" call: `selectItem(at:animated:scrollPosition:)` and
        /// `gtk_single_selection_set_selected`.
        case call
        /// A real click: the X pointer moved and its button pressed and released through XTest.
        case click
    }

    var scenario: String
    var items: Int
    var iterations: Int
    var warmup: Int
    var screenshot: String?
    var selectionInput = SelectionInput.call

    init(scenario: String, items: Int, iterations: Int = 0, warmup: Int = 0, screenshot: String? = nil,
         selectionInput: SelectionInput = .call) {
        self.scenario = scenario
        self.selectionInput = selectionInput
        self.items = items
        self.iterations = iterations
        self.warmup = warmup
        self.screenshot = screenshot
    }

    /// Parses the arguments after the scenario name.
    init(arguments: [String]) throws {
        guard let name = arguments.first, Self.scenarios.contains(name) else {
            throw BenchmarkFailure("a child run needs a scenario: \(Self.scenarios.joined(separator: ", "))")
        }
        scenario = name
        var values: [String: String] = [:]
        var rest = arguments.dropFirst()
        while let option = rest.popFirst() {
            guard ["--items", "--iterations", "--warmup", "--screenshot", "--selection-input"].contains(option), let value = rest.popFirst() else {
                throw BenchmarkFailure("unknown or incomplete option \(option)")
            }
            values[option] = value
        }
        func number(_ option: String, _ fallback: Int) throws -> Int {
            guard let text = values[option] else { return fallback }
            guard let value = Int(text), value >= 0 else { throw BenchmarkFailure("\(option) needs a whole number, not \(text)") }
            return value
        }
        items = try number("--items", 1000)
        iterations = try number("--iterations", 0)
        warmup = try number("--warmup", 0)
        screenshot = values["--screenshot"]
        if let input = values["--selection-input"] {
            guard let parsed = SelectionInput(rawValue: input) else { throw BenchmarkFailure("--selection-input takes call or click") }
            selectionInput = parsed
        }
    }

    /// The arguments that ask a child for this run.
    var arguments: [String] {
        var result = [scenario, "--items", String(items), "--iterations", String(iterations), "--warmup", String(warmup),
                      "--selection-input", selectionInput.rawValue]
        if let screenshot { result += ["--screenshot", screenshot] }
        return result
    }
}
