import CGtk
import CellKit
import Foundation
import GtkSupport

/// `cellscope strip DEMO [--item ID [--state NAME,…]] [--sizes XS,…] [--appearance light|dark]
/// [--direction ltr|rtl] [--width N | --device NAME [--orientation portrait|landscape]] [--bold-text]
/// [--high-contrast] --output FILE.png`: the Dynamic Type strip, the whole demo or one item's cell at
/// each chosen text size (default all twelve) side by side, the picture the viewer's strip exports
/// (``StripSheet``). Like the viewer's, it is drawn at 1 pixel per point. `render --sizes XS,…` is the
/// same verb under `render`'s name.
@preconcurrency @MainActor
struct StripVerb {
    /// The verb's arguments, the line `help` prints and the names its reader accepts.
    static let usage = VerbUsage(name: "strip", terms: [
        .word("DEMO"), .optional([.value("--item", "ID"), .cellStates]), .sizes, .appearance, .direction, .canvas,
        .boldText, .highContrast, .value("--output", "FILE.png"),
        // Read only to say that the columns are the sizes.
        .summarized("", [.value("--size", "XS…AX5")]),
    ], summary:
        "render the Dynamic Type strip, the whole demo or one item's cell at each text size (default all twelve) side by side under "
            + "the size names, as one PNG: the picture the viewer's strip exports")

    let options: PreviewOptions
    let states: ForcedStates
    let sizes: [UIContentSizeCategory]
    let output: (String) -> Void

    /// Reads the arguments of `verb` (`strip`, or `render` given `--sizes`).
    init(verb: String, catalog: PreviewCatalog, arguments: [String], output: @escaping (String) -> Void) throws(CommandLineError) {
        let reader = try ArgumentReader(arguments, usage: Self.usage, verb: verb)
        if reader.isGiven("--size") {
            throw CommandLineError("--size does not apply to \(verb == "strip" ? "strip" : "render --sizes"), whose columns are the sizes; choose them with --sizes")
        }
        options = try PreviewOptions(verb: verb, reader: reader, catalog: catalog)
        states = try options.states(reader.values("--state"), option: "--state")
        if !states.isNormal && options.item == nil {
            throw CommandLineError("--state needs --item: states apply to one item's cell")
        }
        let sizes = try ContentSizeNames.categories(named: reader.values("--sizes"), option: "--sizes")
        self.sizes = sizes.isEmpty ? ContentSizeNames.all.map(\.category) : sizes
        self.output = output
    }

    /// Renders each size in turn in an undecorated window, then writes the sheet a band at a time.
    func run() throws {
        try CommandRuntime.startGtk(privateDisplay: true)
        let file = try PendingOutputFile(options.destination)
        let host = WindowRef()
        let renderer = OffscreenRenderer()
        gtk_window_set_decorated(host.window, 0)
        gtk_window_set_child(host.window, renderer.widget)
        Snapshotter.present(host.window)
        let results = try sizes.map { size in
            var context = options.context
            context.contentSizeCategory = size
            return try renderer.render([StripSheet.prepare(options.demo, item: options.item, states: states, context: context,
                                                           renderer: renderer)])[0]
        }
        let sheet = try StripSheet.compose(results, sizes: sizes, tileWidth: Int(options.context.width), renderer: renderer)
        guard ImageLimits.allows(width: sheet.width, height: sheet.height) else {
            throw ImageTooLarge(description: "the strip would be \(sheet.width.withThousandsSeparators) × \(sheet.height.withThousandsSeparators) "
                + "pixels, more than an image may have (\(ImageLimits.summary)); choose fewer sizes with --sizes, or one item with --item")
        }
        let replaced = try sheet.write(to: file)
        output("\(replaced ? "replaced" : "wrote") \(options.destination.displayName) (\(sheet.width)×\(sheet.height))")
    }
}
