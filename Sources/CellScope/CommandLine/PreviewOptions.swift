import CellKit
import Foundation

/// The options `render` and `matrix` share: which demo and item, the canvas traits, and the output file.
@preconcurrency @MainActor
struct PreviewOptions {
    let demo: PreviewDemo
    let item: PreviewItem?
    var context = PreviewContext()
    let destination: OutputDestination

    init(verb: String, reader: ArgumentReader, catalog: PreviewCatalog) throws(CommandLineError) {
        guard let demoID = reader.positionals.first else {
            throw CommandLineError("\(verb) needs a demo; valid demos: \(catalog.demos.map(\.id).joined(separator: ", "))")
        }
        guard let demo = catalog.demo(withID: demoID) else {
            throw .unknown("demo", demoID, validChoices: catalog.demos.map(\.id))
        }
        self.demo = demo
        if let itemID = reader.value("--item") {
            guard let item = demo.item(withID: itemID) else { throw .unknown("item", itemID, validChoices: demo.items.map(\.id)) }
            self.item = item
        } else {
            item = nil
        }
        try context.read(reader)
        if let appearance = reader.value("--appearance") {
            context.userInterfaceStyle = try PreviewContext.appearance(named: appearance)
        }
        guard let path = reader.value("--output") else { throw CommandLineError("\(verb) needs --output FILE.png") }
        destination = try OutputDestination.check(path, option: "--output")
    }

    /// The states named with `option`, all on together, checked against the demo's states (each once).
    func states(_ names: [String], option: String) throws(CommandLineError) -> ForcedStates {
        try ForcedStates.parse(names, option: option, customStates: demo.customStates).reduce(ForcedStates()) { $0.union($1) }
    }
}

extension PreviewContext {
    /// Reads the canvas options every verb shares: `--width` (or `--device` and `--orientation`),
    /// `--size`, `--direction`, and the `--bold-text` and `--high-contrast` flags.
    mutating func read(_ reader: ArgumentReader) throws(CommandLineError) {
        try readDevice(reader)
        if let width = reader.value("--width") { self.width = try CanvasWidth.parse(width) }
        if let size = reader.value("--size") {
            guard let category = ContentSizeNames.category(named: size) else {
                throw .unknown("size", size, validChoices: ContentSizeNames.all.map(\.name))
            }
            contentSizeCategory = category
        }
        if let direction = reader.value("--direction") {
            switch direction.lowercased() {
            case "ltr": layoutDirection = .leftToRight
            case "rtl": layoutDirection = .rightToLeft
            default: throw .unknown("direction", direction, validChoices: ["ltr", "rtl"])
            }
        }
        isBoldText = reader.flag("--bold-text")
        isHighContrast = reader.flag("--high-contrast")
    }

    /// `light` or `dark` (any case).
    static func appearance(named name: String) throws(CommandLineError) -> UIUserInterfaceStyle {
        switch name.lowercased() {
        case "light": return .light
        case "dark": return .dark
        default: throw .unknown("appearance", name, validChoices: ["light", "dark"])
        }
    }
}
