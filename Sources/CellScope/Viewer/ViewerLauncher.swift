import CGtk
import CellKit
import Foundation
import GtkSupport

/// `cellscope view [DEMO] [--item ID] [--tab inspector|matrix|strip] [--appearance light|dark]
/// [--state NAME …] [--size XS…AX5] [--width N] [--direction ltr|rtl] [--bold-text] [--high-contrast]
/// [--columns sizes|appearance] [--screenshot FILE.png]`: opens the viewer window and runs until it is closed; with
/// `--screenshot` it waits until the window has drawn (and the matrix or strip has rendered), writes a
/// PNG of the whole window and exits.
@MainActor
struct ViewerLauncher {
    static let optionNames: Set<String> = [
        "--item", "--tab", "--appearance", "--state", "--size", "--width", "--direction", "--columns", "--screenshot",
    ]
    static let flagNames: Set<String> = ["--bold-text", "--high-contrast"]

    let catalog: PreviewCatalog
    private(set) var options = ViewerOptions()
    let screenshot: URL?
    let output: (String) -> Void

    init(catalog: PreviewCatalog, arguments: [String], output: @escaping (String) -> Void = { print($0) }) throws(CommandLineError) {
        self.catalog = catalog
        self.output = output
        let reader = try ArgumentReader(arguments, options: Self.optionNames, flags: Self.flagNames)
        guard let first = catalog.demos.first else { throw CommandLineError("there are no demos to show") }
        if reader.positionals.count > 1 { throw CommandLineError("unexpected argument '\(reader.positionals[1])'") }
        var demo = first
        if let id = reader.positionals.first {
            guard let found = catalog.demo(withID: id) else { throw .unknown("demo", id, validChoices: catalog.demos.map(\.id)) }
            demo = found
        }
        options.demoID = demo.id
        if let itemID = reader.value("--item") {
            guard demo.item(withID: itemID) != nil else { throw .unknown("item", itemID, validChoices: demo.items.map(\.id)) }
            options.itemID = itemID
        }
        if let tab = reader.value("--tab") {
            guard let value = ViewerTab(rawValue: tab.lowercased()) else {
                throw .unknown("tab", tab, validChoices: ViewerTab.allCases.map(\.rawValue))
            }
            options.tab = value
        }
        if let columns = reader.value("--columns") {
            switch columns.lowercased() {
            case "sizes": options.matrixColumns = .sizes
            case "appearance": options.matrixColumns = .appearance
            default: throw .unknown("column kind", columns, validChoices: ["sizes", "appearance"])
            }
        }
        if let appearance = reader.value("--appearance") {
            switch appearance.lowercased() {
            case "light": options.appearance = .light
            case "dark": options.appearance = .dark
            default: throw .unknown("appearance", appearance, validChoices: ["light", "dark"])
            }
        }
        let stateNames = reader.values("--state")
        if !stateNames.isEmpty {
            let valid = StateSelection.systemStateNames + demo.customStates.map(\.name)
            for name in stateNames where !valid.contains(name) { throw .unknown("state", name, validChoices: valid) }
            options.states = StateSelection(Set(stateNames))
        }
        if let path = reader.value("--screenshot") {
            guard path.lowercased().hasSuffix(".png") else { throw CommandLineError("--screenshot must name a .png file, not '\(path)'") }
            screenshot = URL(fileURLWithPath: path)
        } else {
            screenshot = nil
        }
        try readCanvasOptions(reader)
    }

    private mutating func readCanvasOptions(_ reader: ArgumentReader) throws(CommandLineError) {
        if let size = reader.value("--size") {
            guard let category = ContentSizeNames.category(named: size) else {
                throw .unknown("size", size, validChoices: ContentSizeNames.all.map(\.name))
            }
            options.context.contentSizeCategory = category
        }
        if let width = reader.value("--width") {
            guard let points = Double(width), points >= 200, points <= 2000 else {
                throw CommandLineError("--width must be a number of points from 200 to 2000, not '\(width)'")
            }
            options.context.width = CGFloat(points)
        }
        if let direction = reader.value("--direction") {
            switch direction.lowercased() {
            case "ltr": options.context.layoutDirection = .leftToRight
            case "rtl": options.context.layoutDirection = .rightToLeft
            default: throw .unknown("direction", direction, validChoices: ["ltr", "rtl"])
            }
        }
        options.context.isBoldText = reader.flag("--bold-text")
        options.context.isHighContrast = reader.flag("--high-contrast")
    }

    func run() throws -> Int32 {
        if screenshot != nil { try HeadlessDisplay.ensureDisplay() }
        try GtkRuntime.ensureStarted()
        // The save dialog records exported files as recently used, under the program's name and
        // command: without a name GTK refuses with a warning, and without a program name the record
        // has no command and GLib's writer fails a critical assertion when it saves the list.
        if g_get_prgname() == nil {
            g_set_prgname(CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "cellscope")
            // Until it is set, the application name is the program name just set.
            g_set_application_name("CellScope")
        }
        let viewer = ViewerWindow(catalog: catalog, options: options)
        defer { viewer.close() }
        viewer.present()
        if let screenshot {
            let image = try viewer.windowImage()
            try PNGExport.write(image, to: screenshot, report: output)
            return 0
        }
        viewer.onClose = { MainLoop.quit() }
        MainLoop.run()
        return 0
    }
}

extension ViewerWindow {
    /// Waits until the window has drawn and the shown tab has rendered everything, then renders the
    /// whole window (header bar included) to an image.
    func windowImage() throws -> PixelImage {
        Snapshotter.waitForDraw(window)
        switch currentTab {
        case .matrix: matrix.finishRendering()
        case .strip: strip.finishRendering()
        case .inspector: break
        }
        for _ in 0..<3 { Snapshotter.waitForDraw(window) }
        return try Snapshotter.render(widget: window)
    }
}
