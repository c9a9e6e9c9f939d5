import CellKit
import Foundation
import GtkSupport

/// `cellscope render DEMO [--item ID] [--state NAME …] [--size XS…AX5] [--appearance light|dark]
/// [--direction ltr|rtl] [--width N | --device NAME [--orientation portrait|landscape] [--no-chrome]]
/// [--scale 1|2|3] [--bold-text] [--high-contrast] --output FILE.png`: the whole demo (however long its
/// list) or, with a device, the device screen; or one item's cell in the given states. `--scale` is
/// pixels per point (the device's scale by default, 1 without a device). An item is drawn with the
/// custom states its cell gives itself, and those `--state` names on top.
///
/// With `--legend`, a band below the picture names what it shows (``ExportLegend``): the demo, the item
/// and its states, the traits, the device or width and the scale.
///
/// With `--compare REF.png [--tolerance N]` the rendering is compared with the reference (see
/// ``ReferenceComparison``): `--output` gets the difference image, the differing area is printed in
/// points, and the status is 0 when they are the same within the tolerance, 1 when they differ.
@preconcurrency @MainActor
struct RenderVerb {
    /// The verb's arguments, the line `help` prints and the names its reader accepts.
    static let usage = VerbUsage(name: "render", terms: [
        .word("DEMO"), .item, .cellStates, .size, .appearance, .direction,
    ] + UsageTerm.screen + [
        .boldText, .highContrast, .optional([.flag("--legend")]),
        .optional([.value("--compare", "REF.png"), .optional([.value("--tolerance", "N")])]), .value("--output", "FILE.png"),
    ], summary:
        "render the whole demo list, or one item's cell in the given states, to a PNG without a visible window; with --device, the device "
            + "screen (its size and safe area, with its status bar and home indicator unless --no-chrome); --scale is pixels per point "
            + "(default: the device's scale, 1 without a device); --legend adds a band below the picture naming the demo, item, states, "
            + "traits, device and scale; with --compare, write the difference from REF.png "
            + "instead (differing pixels magenta over the rendering faded; a reference at another scale is refused with the --scale "
            + "that matches; --tolerance 0–255 per channel, default 2), print the differing area and its bounding box in points, "
            + "and exit with status 1 when they differ; with --sizes XS,…, write the Dynamic Type strip as strip does")

    let options: PreviewOptions
    let states: ForcedStates
    let comparison: CompareOptions?
    let hasLegend: Bool
    let output: (String) -> Void

    init(catalog: PreviewCatalog, arguments: [String], output: @escaping (String) -> Void) throws(CommandLineError) {
        let reader = try ArgumentReader(arguments, usage: Self.usage)
        var options = try PreviewOptions(verb: "render", reader: reader, catalog: catalog)
        try options.context.readScreenOptions(reader)
        self.options = options
        states = try options.states(reader.values("--state"), option: "--state")
        if !states.isNormal && options.item == nil {
            throw CommandLineError("--state needs --item: states apply to one item's cell")
        }
        comparison = try CompareOptions(reader)
        hasLegend = reader.flag("--legend")
        if hasLegend, comparison != nil {
            throw CommandLineError("--legend does not apply to --compare, whose output is a difference image the size of the reference")
        }
        self.output = output
    }

    /// Renders and writes the PNG (or the difference image); returns the exit status.
    func run() throws -> Int32 {
        try CommandRuntime.startGtk(privateDisplay: true)
        let file = try PendingOutputFile(options.destination)
        let image: PixelImage
        if let item = options.item {
            image = try PreviewRenderer.renderCell(options.demo, item: item, states: states, context: options.context,
                                                   keepingOwnCustomStates: true)
        } else {
            image = try PreviewRenderer.renderDemo(options.demo, context: options.context)
        }
        guard let comparison else {
            let legend = hasLegend ? ExportLegend(demo: options.demo, item: options.item, states: states, context: options.context) : nil
            try PNGExport.write(legend?.appended(below: image, scale: options.context.renderScale) ?? image,
                                to: file, report: output)
            return 0
        }
        let compared = try ReferenceComparison(rendering: image, scale: Int(options.context.scale ?? 1), reference: comparison.reference(),
                                               referenceName: comparison.path, tolerance: comparison.tolerance)
        try PNGExport.write(compared.difference.diffImage, to: file, report: output)
        output(compared.summary)
        return compared.isIdentical ? 0 : 1
    }
}
