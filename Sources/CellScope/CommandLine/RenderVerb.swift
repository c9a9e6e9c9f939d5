import CellKit
import Foundation
import GtkSupport

/// `cellscope render DEMO [--item ID] [--state NAME …] [--size XS…AX5] [--appearance light|dark]
/// [--direction ltr|rtl] [--width N | --device NAME [--orientation portrait|landscape] [--no-chrome]]
/// [--scale 1|2|3] [--bold-text] [--high-contrast] --output FILE.png`: the whole demo (however long its
/// list) or, with a device, the device screen; or one item's cell in the given states. `--scale` is
/// pixels per point (the device's scale by default, 1 without a device).
@preconcurrency @MainActor
struct RenderVerb {
    let options: PreviewOptions
    let states: ForcedStates
    let output: (String) -> Void

    init(catalog: PreviewCatalog, arguments: [String], output: @escaping (String) -> Void) throws(CommandLineError) {
        let reader = try ArgumentReader(arguments, verb: "render", options: PreviewOptions.optionNames.union(DeviceOptions.screenOptionNames),
                                        lists: ["--state"], flags: PreviewOptions.flagNames.union(DeviceOptions.screenFlagNames),
                                        positionals: ["DEMO"])
        var options = try PreviewOptions(verb: "render", reader: reader, catalog: catalog)
        try options.context.readScreenOptions(reader)
        self.options = options
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
