// Like-for-like benchmarks of CellKit against a native GTK 4 list, run from a release build:
//
//   swift build -c release
//   xvfb-run -a .build/release/cellscope-benchmarks [--json] [--runs N] [--output DIR] [--only NAME,…]
//
// See the README's benchmark section for what each figure is and how both sides were made equal.

import CBenchmarkSupport
import Foundation
import GtkSupport

@MainActor
func runChild(_ arguments: [String]) throws {
    let request = try ScenarioRequest(arguments: arguments)
    // The same renderer as the tests and headless exports, unless the caller chose one.
    setenv("GSK_RENDERER", "cairo", 0)
    try GtkRuntime.ensureStarted()
    cbench_prepare_gtk()
    let result = try CellKitScenarios(request: request).run()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    FileHandle.standardOutput.write(try encoder.encode(result) + Data("\n".utf8))
}

/// The Auto Layout benchmark in its own process: prints its tables, then writes its figures as JSON to
/// the file named by the one argument.
@MainActor
func runAutoLayoutChild(_ arguments: [String]) throws {
    guard arguments.count == 1 else { throw BenchmarkFailure("autolayout-child takes the JSON file to write") }
    setenv("GSK_RENDERER", "cairo", 0)
    try GtkRuntime.ensureStarted()
    let figures = try AutoLayoutBenchmark().runAndReport()
    try JSONSerialization.data(withJSONObject: figures, options: [.prettyPrinted, .sortedKeys])
        .write(to: URL(fileURLWithPath: arguments[0]), options: .atomic)
}

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "child" {
        try MainActor.assumeIsolated { try runChild(Array(arguments.dropFirst())) }
    } else if arguments.first == "autolayout-child" {
        try MainActor.assumeIsolated { try runAutoLayoutChild(Array(arguments.dropFirst())) }
    } else {
        try MainActor.assumeIsolated { try Orchestrator(arguments: arguments).run() }
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
