import CellKit
import Foundation
import GtkSupport

/// `cellscope render DEMO [--item ID] [--width N] --output FILE.png`.
@MainActor
struct RenderVerb {
    let demo: PreviewDemo
    let items: [PreviewItem]
    let context: PreviewContext
    let destination: URL
    let output: (String) -> Void

    init(catalog: PreviewCatalog, arguments: [String], output: @escaping (String) -> Void) throws(CommandLineError) {
        let reader = try ArgumentReader(arguments, options: ["--item", "--width", "--output"])
        guard let demoID = reader.positionals.first else {
            throw CommandLineError("render needs a demo; valid demos: \(catalog.demos.map(\.id).joined(separator: ", "))")
        }
        guard reader.positionals.count == 1 else {
            throw CommandLineError("unexpected argument '\(reader.positionals[1])'")
        }
        guard let demo = catalog.demo(withID: demoID) else {
            throw .unknown("demo", demoID, validChoices: catalog.demos.map(\.id))
        }
        self.demo = demo
        if let itemID = reader.value("--item") {
            guard let item = demo.item(withID: itemID) else {
                throw .unknown("item", itemID, validChoices: demo.items.map(\.id))
            }
            items = [item]
        } else {
            items = demo.items
        }
        var context = PreviewContext()
        if let width = reader.value("--width") {
            guard let points = Double(width), points >= 200, points <= 2000 else {
                throw CommandLineError("--width must be a number of points from 200 to 2000, not '\(width)'")
            }
            context.width = CGFloat(points)
        }
        self.context = context
        guard let path = reader.value("--output") else { throw CommandLineError("render needs --output FILE.png") }
        guard path.lowercased().hasSuffix(".png") else { throw CommandLineError("--output must name a .png file, not '\(path)'") }
        destination = URL(fileURLWithPath: path)
        self.output = output
    }

    func run() throws {
        try GtkRuntime.ensureStarted()
        let canvas = DemoCanvas(demo: demo, items: items, context: context)
        let image = try ViewSnapshot.image(of: canvas.rootView)
        try PNGExport.write(image, to: destination, report: output)
    }
}
