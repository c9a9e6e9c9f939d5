import CellKit
import Foundation
import GtkSupport

/// The `cellscope` command line: the viewer, plus verbs that render PNGs without a visible window.
///
/// A user's package gets the same command line for its own demos:
///
/// ```swift
/// import CellScope
/// exit(CellScopeCommand(catalog: PreviewCatalog([myDemo])).run(CommandLine.arguments))
/// ```
@preconcurrency @MainActor
public struct CellScopeCommand {
    /// The demos the command knows.
    public let catalog: PreviewCatalog
    /// Where normal output goes (standard output by default, written at once, unbuffered; when the
    /// reader has gone, as with `| head`, the rest is dropped and the command still finishes its work).
    public var output: (String) -> Void = { try? FileHandle.standardOutput.write(contentsOf: Data(($0 + "\n").utf8)) }
    /// Where errors go (standard error by default).
    public var errorOutput: (String) -> Void = { try? FileHandle.standardError.write(contentsOf: Data(($0 + "\n").utf8)) }

    /// Creates the command for a catalog of demos.
    public init(catalog: PreviewCatalog) {
        self.catalog = catalog
    }

    /// Every verb's usage, in the order `help` lists them; each verb declares its own.
    static let verbs: [VerbUsage] = [
        ViewerLauncher.usage,
        VerbUsage(name: "list", terms: [.optional([.flag("--devices")])], summary:
            "print each demo id, then its items and custom states, as plain text; with --devices, the device presets "
            + "--device takes (size in points and pixels, scale, safe areas)"),
        RenderVerb.usage, MatrixVerb.usage, StripVerb.usage, LintVerb.usage, BaselineVerb.usage, WatchVerb.usage,
        InitVerb.usage, ExportSwiftVerb.usage, PortVerb.usage,
        VerbUsage(name: "help", terms: [.optional([.word("VERB")])], summary: "print this help, or one verb's usage"),
    ]

    /// The usage of the verb `name`, one of ``verbs``.
    static func usage(of name: String) -> VerbUsage {
        guard let usage = verbs.first(where: { $0.name == name }) else { preconditionFailure("no verb '\(name)'") }
        return usage
    }

    /// Runs the command line (`arguments[0]` is the program name) and returns the exit status:
    /// 0 when it worked, 2 for a wrong argument, an unusable output path, too large an image or a
    /// malformed lint config (said on standard error with the valid choices), 1 when something else
    /// failed, `lint` found an error, `baseline verify` a difference or `render --compare` differing pixels. `render`, `matrix`
    /// and the viewer end at once on SIGINT, SIGTERM, SIGHUP or SIGQUIT, without leaving a partial
    /// file or their private X server, with status 128 + the signal's number (130 for Ctrl+C).
    ///
    /// When `cellscope watch` reloads a running viewer with the package rebuilt, this call, made
    /// again by the rebuilt package's code inside the viewer's process, hands the catalog to that
    /// viewer and returns only when the viewer is closed, with its status.
    public func run(_ arguments: [String]) -> Int32 {
        // Inside a watched viewer that loaded this package's rebuilt library: the viewer shows the
        // new catalog and runs on in this call until it is closed.
        if let load = PreviewLibraryLoad.handingOver { return load.handOver(catalog) }
        let program = Self.programName(arguments.first)
        let words = Array(arguments.dropFirst())
        // A prototype file (`cellscope view proto.json`) is a demo like the catalog's.
        let catalog: PreviewCatalog
        do {
            catalog = try PrototypeArguments.catalog(self.catalog, adding: words)
        } catch {
            errorOutput("error: \(error.message)")
            return 2
        }
        // `cellscope`, `cellscope sidebar` and `cellscope --appearance dark` all open the viewer.
        let opensViewer = words.first.map { $0.hasPrefix("--") && !["--help", "-h"].contains($0) || catalog.demo(withID: $0) != nil } ?? true
        let verb = opensViewer ? "view" : words[0]
        let rest = opensViewer ? words : Array(words.dropFirst())
        // `--help` after any verb (`cellscope render --help`) asks for the usage, not for an error.
        let asksForHelp = rest.contains { ["--help", "-h"].contains($0) }
        do {
            try ArgumentEncoding.check(words)
            switch asksForHelp ? "help" : verb {
            case "help", "--help", "-h":
                output(try help(asksForHelp ? [] : rest, program: program))
                return 0
            case "list":
                let reader = try ArgumentReader(rest, usage: Self.usage(of: "list"))
                output(reader.flag("--devices") ? DeviceOptions.listing : listing)
                return 0
            case "render" where rest.contains { $0 == "--sizes" || $0.hasPrefix("--sizes=") }:
                // `render --sizes` writes the Dynamic Type strip, as `strip` does.
                let strip = try StripVerb(verb: "render", catalog: catalog, arguments: rest, output: output)
                Termination.shared.install()
                try strip.run()
                return 0
            case "render":
                let render = try RenderVerb(catalog: catalog, arguments: rest, output: output)
                Termination.shared.install()
                return try render.run()
            case "matrix":
                let matrix = try MatrixVerb(catalog: catalog, arguments: rest, output: output)
                Termination.shared.install()
                try matrix.run()
                return 0
            case "strip":
                let strip = try StripVerb(verb: "strip", catalog: catalog, arguments: rest, output: output)
                Termination.shared.install()
                try strip.run()
                return 0
            case "lint":
                let lint = try LintVerb(catalog: catalog, arguments: rest, output: output)
                Termination.shared.install()
                return try lint.run()
            case "baseline":
                let baseline = try BaselineVerb(catalog: catalog, arguments: rest, output: output, errorOutput: errorOutput)
                Termination.shared.install()
                return try baseline.run()
            case "watch":
                let watch = try WatchVerb(arguments: rest, output: output, errorOutput: errorOutput)
                Termination.shared.install()
                return try watch.run()
            case "init":
                try InitVerb(arguments: rest, output: output).run()
                return 0
            case "export-swift":
                try ExportSwiftVerb(arguments: rest, output: output).run()
                return 0
            case "port":
                return try PortVerb(arguments: rest, output: output).run()
            case "view":
                let viewer = try ViewerLauncher(catalog: catalog, arguments: rest, output: output)
                Termination.shared.install()
                return try viewer.run()
            default:
                throw CommandLineError.unknown("verb", verb, validChoices: Self.verbs.map(\.name))
            }
        } catch let error as CommandLineError {
            errorOutput("error: \(error.message)")
            errorOutput("run '\(program) help' for usage")
            return 2
        } catch let error as ImageTooLarge {
            errorOutput("error: \(error.description)")
            return 2
        } catch let error as GtkRuntimeError {
            errorOutput("error: \(error.description)")
            if verb == "view" {
                errorOutput("the viewer opens a window; to write a picture of it without a display, add --screenshot FILE.png")
            }
            return 1
        } catch {
            errorOutput("error: \(error)")
            return 1
        }
    }

    /// The name the program was started by (a user's preview executable has its own), for usage lines.
    static func programName(_ path: String?) -> String {
        guard let path, !path.isEmpty else { return "cellscope" }
        return URL(fileURLWithPath: path).lastPathComponent
    }

    /// The full help, or with a verb's name, that verb's usage, written for `program`.
    private func help(_ words: [String], program: String) throws(CommandLineError) -> String {
        let reader = try ArgumentReader(words, usage: Self.usage(of: "help"))
        guard let name = reader.positionals.first else { return helpText(program: program) }
        guard let verb = Self.verbs.first(where: { $0.name == name }) else {
            throw .unknown("verb", name, validChoices: Self.verbs.map(\.name))
        }
        return "usage: \(program) \(verb.line)\n    \(verb.summary)"
    }

    func helpText(program: String) -> String {
        var lines = ["\(program): preview UIKit-style list cells in every state, trait and text size", "", "usage:"]
        for verb in Self.verbs {
            lines.append("  \(program) \(verb.line)")
            lines.append("      \(verb.summary)")
        }
        lines.append("")
        lines.append("states: " + ForcedStates.systemStateNames.map(\.name).joined(separator: ", ") + ", and each demo's custom states (see '\(program) list')")
        lines.append("sizes: " + ContentSizeNames.all.map(\.name).joined(separator: ", "))
        lines.append("")
        lines.append("demos: " + catalog.demos.map(\.id).joined(separator: ", "))
        lines.append("devices: " + PreviewDevice.all.map(\.name).joined(separator: ", ") + " (see 'cellscope list --devices')")
        lines.append("prototypes: a FILE.json (a screen of lists written in JSON, see Resources/Prototypes) is a demo wherever DEMO is taken")
        lines.append("")
        lines.append("images: at most \(ImageLimits.maximumSide) pixels on a side and \(ImageLimits.maximumPixels / 1_000_000) million pixels")
        lines.append("exit status: 0 done, 2 wrong arguments or too large an image, 1 other failures, lint errors, baseline or --compare differences, 128 + signal when interrupted (130 for Ctrl+C)")
        return lines.joined(separator: "\n")
    }

    var listing: String {
        catalog.demos.map { demo in
            var lines = [demo.id]
            lines += demo.items.map { "  item \($0.id)  \($0.title)" }
            lines += demo.customStates.map { "  state \($0.name)" }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
