import CGtk
import CellKit
import Foundation
import GtkSupport

/// `cellscope view [DEMO] [--item ID] [--tab inspector|matrix|strip|checks] [--appearance light|dark]
/// [--state NAME …] [--size XS…AX5] [--width N] [--direction ltr|rtl] [--bold-text] [--high-contrast]
/// [--columns sizes|appearance] [--lint-config FILE] [--screenshot FILE.png]`: opens the viewer window and runs until it is closed; with
/// `--screenshot` it waits until the window has drawn (and the matrix or strip has rendered), writes a
/// PNG of the whole window and exits.
///
/// `--open FILE` reopens a saved view (``SavedView``: written by `Save View…` or beside every PNG
/// export), with its reference if it names one, and takes no other option but `--screenshot`; a file
/// that is not a view this viewer can open is bad input (a reference that cannot be read is not: the
/// view opens without it, and the status line says why).
///
/// `--restore-state FILE` reopens the viewer as a state file written by a watched viewer left it
/// (``ViewerSessionState``) and takes no other option but `--watched`; `--watched` makes the viewer
/// take commands from `cellscope watch` on standard input and report to it (``WatchChannel``).
@preconcurrency @MainActor
struct ViewerLauncher {
    /// The options a person gives the viewer; `watch` takes them too, for the viewer it opens.
    static let viewOptions: [UsageTerm] = [
        .item, .optional([.value("--tab", "inspector|matrix|strip|checks")]), .appearance, .cellStates, .size, .canvas,
        .direction, .boldText, .highContrast, .optional([.value("--columns", "sizes|appearance")]),
        .optional([.value("--lint-config", "FILE")]),
    ]
    /// The verb's arguments, the line `help` prints and the names its reader accepts.
    static let usage = VerbUsage(name: "view", terms: [.optional([.word("DEMO")])] + viewOptions + [
        .optional([.value("--screenshot", "FILE.png")]), .optional([.value("--open", "FILE.view.json")]),
        // How `cellscope watch` runs the viewer, not typed by people (the summary says so).
        .summarized("", [.flag("--watched"), .value("--restore-state", "FILE")]),
    ], summary:
        "open the viewer window (the default when no verb is given); with --screenshot, write a PNG of the window once it has drawn, and exit; "
            + "'view --open FILE.view.json' reopens a view saved with Save View (Ctrl+S) or beside an export; "
            + "'view --watched [--restore-state FILE]' is how cellscope watch runs the viewer (commands on standard input; reopen as a saved state left it)")

    let catalog: PreviewCatalog
    private(set) var options = ViewerOptions()
    let screenshot: OutputDestination?
    /// The state to reopen with (`--restore-state`).
    private(set) var restored: ViewerSessionState?
    /// Where a relative reference path of the view starts (`--open`: the view file's folder).
    private(set) var referenceFolder: URL?
    /// Whether `cellscope watch` runs this viewer (`--watched`).
    private(set) var isWatched = false
    let output: (String) -> Void

    init(catalog: PreviewCatalog, arguments: [String], output: @escaping (String) -> Void = { print($0) }) throws(CommandLineError) {
        self.catalog = catalog
        self.output = output
        let reader = try ArgumentReader(arguments, usage: Self.usage)
        guard let first = catalog.demos.first else { throw CommandLineError("there are no demos to show") }
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
            options.appearance = try PreviewContext.appearance(named: appearance)
        }
        let stateNames = reader.values("--state")
        if !stateNames.isEmpty {
            options.states = try ForcedStates.parse(stateNames, option: "--state", customStates: demo.customStates)
                .reduce(ForcedStates()) { $0.union($1) }
        }
        screenshot = try reader.value("--screenshot").map { path throws(CommandLineError) in
            try OutputDestination.check(path, option: "--screenshot")
        }
        if let path = reader.value("--lint-config") {
            guard !path.isEmpty else { throw CommandLineError("--lint-config needs a file name, not an empty one") }
            options.lintConfig = try LintConfig(contentsOf: URL(fileURLWithPath: path), option: "--lint-config")
        }
        try options.context.read(reader)
        isWatched = reader.flag("--watched")
        if let path = reader.value("--restore-state") {
            let others = arguments.filter { $0.hasPrefix("--") && !$0.hasPrefix("--restore-state") && !$0.hasPrefix("--watched") }
            guard others.isEmpty, reader.positionals.isEmpty else {
                throw CommandLineError("--restore-state reopens the viewer as the state file left it; give it without a demo or other view options")
            }
            let state = try ViewerSessionState.read(from: URL(fileURLWithPath: path))
            restored = state
            options = ViewerOptions(restoring: state, catalog: catalog)
        }
        if let path = reader.value("--open") {
            let others = arguments.filter { $0.hasPrefix("--") && !$0.hasPrefix("--open") && !$0.hasPrefix("--screenshot") }
            guard others.isEmpty, reader.positionals.isEmpty else {
                throw CommandLineError("--open shows the saved view as the file describes it; give it without a demo or other view options")
            }
            let view = try SavedView.read(from: URL(fileURLWithPath: path), catalog: catalog)
            restored = view.state
            referenceFolder = view.folder
            options = ViewerOptions(restoring: view.state, catalog: catalog)
        }
    }

    func run() throws -> Int32 {
        try CommandRuntime.startGtk(privateDisplay: screenshot != nil)
        let file = try screenshot.map { try PendingOutputFile($0) }
        let viewer = ViewerWindow(catalog: catalog, options: options)
        defer { viewer.close() }
        viewer.present()
        if let restored { viewer.restoreReference(from: restored, relativeTo: referenceFolder) }
        if let file {
            let image = try viewer.windowImage()
            try PNGExport.write(image, to: file, report: output)
            return 0
        }
        if let restored {
            Snapshotter.waitForDraw(viewer.window)
            viewer.restoreLiveList(from: restored)
        }
        var channel: WatchChannel?
        if isWatched {
            channel = WatchChannel(viewer: viewer) { ViewerRunLoop.quit() }
            channel?.start()
            Snapshotter.waitForDraw(viewer.window)
            WatchChannel.send(WatchMessage("ready", text: viewer.inspectedCellText, state: viewer.sessionState))
        }
        let prototypes = try PrototypeReloader.start(for: viewer, output: output)
        viewer.onClose = { ViewerRunLoop.quit() }
        let status = ViewerRunLoop.run()
        withExtendedLifetime((channel, prototypes)) {}
        return status
    }
}

extension ViewerWindow {
    /// Waits until the window has drawn, the shown tab has rendered everything and the canvas has
    /// been compared with its reference, then renders the whole window (header bar included) to an image.
    func windowImage() throws -> PixelImage {
        Snapshotter.waitForDraw(window)
        MainLoop.iterate(until: { !referenceOverlay.isComparisonPending }, timeout: 60)
        switch currentTab {
        case .matrix: matrix.finishRendering()
        case .strip: strip.finishRendering()
        case .checks: checks.finish()
        case .inspector: break
        }
        for _ in 0..<3 { Snapshotter.waitForDraw(window) }
        return try Snapshotter.render(widget: window)
    }
}
