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

    static let verbs: [(name: String, usage: String, summary: String)] = [
        ("view", "view [DEMO] [--item ID] [--tab inspector|matrix|strip|checks] [--appearance light|dark] [--state NAME,…] [--size XS…AX5] [--width N | --device NAME [--orientation portrait|landscape]] [--direction ltr|rtl] [--bold-text[=true|false]] [--high-contrast[=true|false]] [--columns sizes|appearance] [--lint-config FILE] [--screenshot FILE.png]",
         "open the viewer window (the default when no verb is given); with --screenshot, write a PNG of the window once it has drawn, and exit; "
             + "'view --open FILE.view.json' reopens a view saved with Save View (Ctrl+S) or beside an export; "
             + "'view --watched [--restore-state FILE]' is how cellscope watch runs the viewer (commands on standard input; reopen as a saved state left it)"),
        ("list", "list [--devices]", "print each demo id, then its items and custom states, as plain text; with --devices, the device presets "
            + "--device takes (size in points and pixels, scale, safe areas)"),
        ("render", "render DEMO [--item ID] [--state NAME,…] [--size XS…AX5] [--appearance light|dark] [--direction ltr|rtl] [--width N | --device NAME [--orientation portrait|landscape] [--no-chrome]] [--scale 1|2|3] [--bold-text[=true|false]] [--high-contrast[=true|false]] [--legend] [--compare REF.png [--tolerance N]] --output FILE.png",
         "render the whole demo list, or one item's cell in the given states, to a PNG without a visible window; with --device, the device "
             + "screen (its size and safe area, with its status bar and home indicator unless --no-chrome); --scale is pixels per point "
             + "(default: the device's scale, 1 without a device); --legend adds a band below the picture naming the demo, item, states, "
             + "traits, device and scale; with --compare, write the difference from REF.png "
             + "instead (differing pixels magenta over the rendering faded; a reference at another scale is refused with the --scale "
             + "that matches; --tolerance 0–255 per channel, default 2), print the differing area and its bounding box in points, "
             + "and exit with status 1 when they differ; with --sizes XS,…, write the Dynamic Type strip as strip does"),
        ("matrix", "matrix DEMO --item ID [--states NAME,…] [--sizes XS,… [--appearance light|dark] | --columns appearance [--size XS…AX5]] [--direction ltr|rtl] [--width N | --device NAME [--orientation portrait|landscape]] [--bold-text[=true|false]] [--high-contrast[=true|false]] --output FILE.png",
         "render one cell in every combination of up to 6 states (rows) against text sizes, or light and dark (columns), as one PNG"),
        ("strip", "strip DEMO [--item ID [--state NAME,…]] [--sizes XS,…] [--appearance light|dark] [--direction ltr|rtl] [--width N | --device NAME [--orientation portrait|landscape]] [--bold-text[=true|false]] [--high-contrast[=true|false]] --output FILE.png",
         "render the Dynamic Type strip, the whole demo or one item's cell at each text size (default all twelve) side by side under "
             + "the size names, as one PNG: the picture the viewer's strip exports"),
        ("lint", "lint [DEMO…] [--states NAME,…] [--sizes XS,…] [--appearances light,dark] [--format text|json] [--config FILE] [--width N | --device NAME [--orientation portrait|landscape]] [--direction ltr|rtl] [--bold-text[=true|false]]",
         "render every item of each demo (all demos by default) in every combination of the states (default highlighted, selected, disabled), "
             + "each text size, light and dark, Increase Contrast off and on, and report contrast (WCAG 2.2, APCA Lc beside it), truncation, "
             + "mid-word breaks, clipping, overlap and touch targets, one line per defect wherever it occurs (colors within 2/255 are "
             + "one); --config FILE lists accepted findings with reasons; exit status 1 when an error is found"),
        ("baseline", "baseline record|verify [DEMO…] --dir DIR [--states NAME,…] [--sizes XS,…] [--appearances light,dark] [--width N | --device NAME [--orientation portrait|landscape]] [--direction ltr|rtl] [--bold-text[=true|false]] [--shard I/N] [--update] [--report DIR]",
         "record: render every permutation lint checks (each item × state combination × size × appearance × contrast; without "
             + "--states, every custom state each demo declares is in the combinations, and a warning names what is left out) into DIR as a PNG "
             + "and its resolved configuration as JSON, with a manifest; verify: render them again and report property differences in words, "
             + "changed pixels with a diff image, and missing and extra permutations (exit status 1 on any difference); verify uses the "
             + "recorded options unless given others; --update re-records what differs; --report DIR writes an HTML report with before, "
             + "after, diff and side by side; --shard I/N takes this runner's share (1-based) of the permutations"),
        ("watch", "watch [--package PATH] [--product NAME] [DEMO] [view options…]",
         "in a package folder (or --package PATH): build the executable that depends on CellScope (--product chooses when several do), "
             + "open its viewer, and on every saved change to Sources/ or Package.swift rebuild and reload it with the same demo, item, "
             + "pinned states, traits, tab and scroll position; a build error shows in the viewer (file, line, message) over the last good "
             + "preview, and the status line says how long the reload took from the save; closing the viewer ends the watch"),
        ("init", "init [DIR] [--name NAME] [--cellscope PATH|URL]",
         "write a complete preview package into DIR (default: the current folder; new or empty): Package.swift, a cell written "
             + "as an iOS app writes it, and a preview executable that shows it as a demo; --name sets the package name (default: "
             + "the folder's), --cellscope where CellScope is (default: the checkout this program was built from)"),
        ("export-swift", "export-swift PROTO.json [--output FILE.swift]",
         "write the Swift source of a prototype file's screen: one file that imports UIKit and builds the same screen with the API an "
             + "iOS app uses (a UIViewController with a UICollectionView list layout, cell and header/footer registrations, a diffable "
             + "data source, UIListContentConfiguration per content style, accessories, swipe actions, the navigation item, and custom "
             + "states as UIConfigurationStateCustomKey read in a configurationUpdateHandler), to standard output or to FILE.swift"),
        ("port", "port SOURCE --output DIR",
         "copy an iOS app's sources (a folder, or one Swift file) into the new or empty DIR with what Linux cannot compile rewritten: "
             + "import UIKit becomes import CellKit, #selector(save(_:)) the method ListViewController.save(_:) named through its type, @objc and @IBAction go; each line "
             + "that needs an edit by hand is printed with its reason (exit status 1 when there is one)"),
        ("help", "help [VERB]", "print this help, or one verb's usage"),
    ]

    /// Runs the command line (`arguments[0]` is the program name) and returns the exit status:
    /// 0 when it worked, 2 for a wrong argument, an unusable output path, too large an image or a
    /// malformed lint config (said on standard error with the valid choices), 1 when something else
    /// failed, `lint` found an error, `baseline verify` a difference or `render --compare` differing pixels. `render`, `matrix`
    /// and the viewer end at once on SIGINT, SIGTERM, SIGHUP or SIGQUIT, without leaving a partial
    /// file or their private X server, with status 128 + the signal's number (130 for Ctrl+C).
    public func run(_ arguments: [String]) -> Int32 {
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
                let reader = try ArgumentReader(rest, verb: "list", flags: ["--devices"])
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
        let reader = try ArgumentReader(words, verb: "help", positionals: ["VERB"])
        guard let name = reader.positionals.first else { return helpText(program: program) }
        guard let verb = Self.verbs.first(where: { $0.name == name }) else {
            throw .unknown("verb", name, validChoices: Self.verbs.map(\.name))
        }
        return "usage: \(program) \(verb.usage)\n    \(verb.summary)"
    }

    func helpText(program: String) -> String {
        var lines = ["\(program): preview UIKit-style list cells in every state, trait and text size", "", "usage:"]
        for verb in Self.verbs {
            lines.append("  \(program) \(verb.usage)")
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
