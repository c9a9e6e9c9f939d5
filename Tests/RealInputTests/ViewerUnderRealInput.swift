import CGtk
import CellKit
import CellKitGTK
@testable import CellScope
import CellScopeDemos
import Foundation
import GtkSupport
import RealInput
import RenderingTestSupport
import Testing

/// Every real-input suite runs inside this one, one test at a time: they share the X pointer, the
/// keyboard focus and GTK's main loop.
@Suite(.serialized, .gtk) @MainActor
enum RealInputTests {}

/// The viewer on a built-in demo, shown on the Xvfb screen and targeted by real input.
@MainActor
final class ViewerUnderRealInput {
    let viewer: ViewerWindow
    let input: RealInput

    /// Opens the viewer on `demo` (light appearance, a window that fits xvfb-run's 1280×1024
    /// screen), raises it and gives it the keyboard focus.
    init(_ demo: String, item: String? = nil, tab: ViewerTab = .inspector, catalog: PreviewCatalog? = nil,
         width: CGFloat? = nil) throws {
        input = try RealInput.start()
        input.beginSession()
        var options = ViewerOptions()
        options.demoID = demo
        options.itemID = item
        options.tab = tab
        options.appearance = .light
        if let width { options.context.width = width }
        options.windowWidth = 1280
        options.windowHeight = 900
        viewer = ViewerWindow(catalog: catalog ?? BuiltInDemos.catalog, options: options)
        viewer.present()
        do {
            try input.target(viewer.window)
        } catch {
            close()
            throw error
        }
    }

    /// Closes the window and ends the input session.
    func close() {
        input.parkPointer()
        viewer.close()
        input.endSession()
    }

    var window: UnsafeMutablePointer<GtkWidget> { viewer.window }

    /// Presses Ctrl+E, waits for the save dialog, makes it the target of the input and types `url`'s
    /// path over the suggested name (Return is left to the caller).
    @discardableResult
    func openSaveDialog(typing url: URL) throws -> UnsafeMutablePointer<GtkWidget> {
        let dialog = try openSaveDialog()
        try input.key(GDK_KEY_a, modifiers: [.control])
        try input.type(url.path)
        return dialog
    }

    /// Exports the current tab through Ctrl+E and the save dialog (the path typed, Return pressed),
    /// waits for the PNG, gives the input back to the viewer and returns the written image.
    func exportThroughTheSaveDialog(to url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> PixelImage {
        try openSaveDialog(typing: url)
        try input.key(GDK_KEY_Return)
        #expect(input.waitUntil { FileManager.default.fileExists(atPath: url.path) }, "the PNG was written", sourceLocation: sourceLocation)
        try input.target(window)
        return try #require(PixelImage(contentsOf: url), sourceLocation: sourceLocation)
    }

    /// An empty folder for the files a test writes, named after `name` and this process.
    static func emptyFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellscope-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Presses Ctrl+E, waits for the save dialog and makes it the target of the input.
    func openSaveDialog() throws -> UnsafeMutablePointer<GtkWidget> {
        let before = RealInputWindows.shownToplevels()
        try input.key(GDK_KEY_e, modifiers: [.control])
        var found: UnsafeMutablePointer<GtkWidget>?
        #expect(input.waitUntil {
            found = RealInputWindows.toplevels().first { !before.contains($0) && gtk_widget_get_mapped($0) != 0 }
            return found != nil
        }, "Ctrl+E opened the save dialog")
        let dialog = try #require(found)
        try input.target(dialog)
        return dialog
    }
    /// Picks a canvas width in the traits bar with the pointer: opens the width drop-down, clicks
    /// the entry, and waits until the canvas has that width.
    func chooseWidth(_ points: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let dropDown = viewer.traitsBar.devicePicker
        let label = try #require(TraitsBar.widths.first { $0.points == points }?.label, sourceLocation: sourceLocation)
        try input.click(dropDown)
        var entry: UnsafeMutablePointer<GtkWidget>?
        try #require(input.waitUntil {
            entry = WidgetSearch.first(named: "popover", in: dropDown).flatMap { WidgetSearch.label(label, in: $0) }
            return entry.map { gtk_widget_get_width($0) > 0 } ?? false
        }, "the width drop-down lists \(label)", sourceLocation: sourceLocation)
        try input.settle()
        let entryWidget = try #require(entry, sourceLocation: sourceLocation)
        try input.click(entryWidget)
        // GTK 4.8 on X11 sometimes loses a click right after one of its lists opened or closed (see
        // `InspectorClickAfterRow`); a person clicks again, and so does this helper, once.
        if !input.waitUntil(timeout: 2, { viewer.context.width == points }),
           WidgetSearch.first(named: "popover", in: dropDown) != nil {
            try input.click(entryWidget)
        }
        try #require(input.waitUntil {
            viewer.context.width == points && list.bounds.width == points && WidgetSearch.first(named: "popover", in: dropDown) == nil
        }, "the drop-down closed and the canvas is \(label) wide", sourceLocation: sourceLocation)
        try input.settle()
    }

    var list: UICollectionView { viewer.canvas.list! }
    var demo: PreviewDemo { viewer.demo }

    /// The live cell of a demo row (scrolled into view when needed).
    func cell(_ row: Int) -> UICollectionViewCell {
        viewer.canvas.cell(forRow: row)!
    }

    /// The GTK widget of a demo row's cell.
    func cellWidget(_ row: Int) -> UnsafeMutablePointer<GtkWidget> {
        ViewTesting.gtkWidget(of: cell(row))
    }

    /// The live configuration state of a demo row's cell.
    func state(_ row: Int) -> UICellConfigurationState {
        cell(row).configurationState
    }

    /// The demo rows that are selected in the live list.
    var selectedRows: [Int] {
        (list.indexPathsForSelectedItems ?? []).compactMap { list.previewRow(for: $0) }.sorted()
    }

    /// A point in a row's cell, `fraction` of the way across (0.5: the middle), vertically centered.
    func point(in row: Int, across fraction: Double = 0.5) -> CGPoint {
        let bounds = cell(row).bounds
        return CGPoint(x: bounds.width * fraction, y: bounds.midY)
    }

    /// Clicks a row with the real pointer (move, press, release, no motion in between).
    func click(row: Int, across fraction: Double = 0.5, count: Int = 1) throws {
        try input.click(cellWidget(row), at: point(in: row, across: fraction), count: count)
    }

    /// The on-screen image of the list across its whole width, over a row's height (a swiped row's
    /// cell is moved aside; this shows the row and the actions beside it).
    func screenBand(row: Int) throws -> PixelImage {
        let frame = cell(row).frame
        try input.settle()
        let listWidget = ViewTesting.gtkWidget(of: list)
        let origin = try ScreenGeometry.rootPoint(of: listWidget, at: CGPoint(x: 0, y: frame.minY - list.contentOffset.y))
        return try ScreenPixels.image(x: origin.x, y: origin.y, width: Int(list.bounds.width), height: Int(frame.height))
    }

    /// The on-screen image of a row's cell (scrolled into view and drawn first, if need be).
    func screenImage(row: Int) throws -> PixelImage {
        let widget = cellWidget(row)
        try input.settle()
        return try ScreenPixels.image(of: widget)
    }
}
