import CellKit
import Foundation
import GtkSupport

/// `cellscope render DEMO [--item ID] [--state NAME …] [--size XS…AX5] [--appearance light|dark]
/// [--direction ltr|rtl] [--width N] [--bold-text] [--high-contrast] --output FILE.png`: the whole
/// demo (however long its list), or one item's cell in the given states.
@preconcurrency @MainActor
struct RenderVerb {
    let options: PreviewOptions
    let states: ForcedStates
    let output: (String) -> Void

    init(catalog: PreviewCatalog, arguments: [String], output: @escaping (String) -> Void) throws(CommandLineError) {
        let reader = try ArgumentReader(arguments, verb: "render", options: PreviewOptions.optionNames, lists: ["--state"],
                                        flags: PreviewOptions.flagNames, positionals: ["DEMO"])
        options = try PreviewOptions(verb: "render", reader: reader, catalog: catalog)
        states = try options.states(reader.values("--state"), option: "--state")
        if !states.isNormal && options.item == nil {
            throw CommandLineError("--state needs --item: states apply to one item's cell")
        }
        self.output = output
    }

    func run() throws {
        try CommandRuntime.startGtk(privateDisplay: true)
        let file = try PendingOutputFile(options.destination)
        let image: PixelImage
        if let item = options.item {
            image = try PreviewRenderer.renderCell(options.demo, item: item, states: states, context: options.context)
        } else {
            image = try PreviewRenderer.renderDemo(options.demo, context: options.context)
        }
        try PNGExport.write(image, to: file, report: output)
    }
}
