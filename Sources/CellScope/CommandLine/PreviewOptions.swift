import CellKit
import Foundation

/// The options `render` and `matrix` share: which demo and item, the canvas traits, and the output file.
@MainActor
struct PreviewOptions {
    static let optionNames: Set<String> = ["--item", "--width", "--size", "--appearance", "--direction", "--output"]
    static let flagNames: Set<String> = ["--bold-text", "--high-contrast"]

    let demo: PreviewDemo
    let item: PreviewItem?
    var context = PreviewContext()
    let destination: URL

    init(verb: String, reader: ArgumentReader, catalog: PreviewCatalog) throws(CommandLineError) {
        guard let demoID = reader.positionals.first else {
            throw CommandLineError("\(verb) needs a demo; valid demos: \(catalog.demos.map(\.id).joined(separator: ", "))")
        }
        if reader.positionals.count > 1 { throw CommandLineError("unexpected argument '\(reader.positionals[1])'") }
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
        if let width = reader.value("--width") {
            guard let points = Double(width), points >= 200, points <= 2000 else {
                throw CommandLineError("--width must be a number of points from 200 to 2000, not '\(width)'")
            }
            context.width = CGFloat(points)
        }
        if let size = reader.value("--size") {
            guard let category = ContentSizeNames.category(named: size) else {
                throw .unknown("size", size, validChoices: ContentSizeNames.all.map(\.name))
            }
            context.contentSizeCategory = category
        }
        if let appearance = reader.value("--appearance") {
            switch appearance.lowercased() {
            case "light": context.userInterfaceStyle = .light
            case "dark": context.userInterfaceStyle = .dark
            default: throw .unknown("appearance", appearance, validChoices: ["light", "dark"])
            }
        }
        if let direction = reader.value("--direction") {
            switch direction.lowercased() {
            case "ltr": context.layoutDirection = .leftToRight
            case "rtl": context.layoutDirection = .rightToLeft
            default: throw .unknown("direction", direction, validChoices: ["ltr", "rtl"])
            }
        }
        context.isBoldText = reader.flag("--bold-text")
        context.isHighContrast = reader.flag("--high-contrast")
        guard let path = reader.value("--output") else { throw CommandLineError("\(verb) needs --output FILE.png") }
        guard path.lowercased().hasSuffix(".png") else { throw CommandLineError("--output must name a .png file, not '\(path)'") }
        destination = URL(fileURLWithPath: path)
    }

    /// The state names given with `option`, checked against the demo's states.
    func states(_ names: [String], option: String) throws(CommandLineError) -> StateSelection {
        let valid = StateSelection.systemStateNames + demo.customStates.map(\.name)
        for name in names where !valid.contains(name) {
            throw .unknown("state", name, validChoices: valid)
        }
        return StateSelection(Set(names))
    }
}
