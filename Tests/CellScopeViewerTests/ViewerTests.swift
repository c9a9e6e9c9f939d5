import CGtk
import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Every viewer suite runs inside this one, one test at a time: they share GTK and its main loop.
@Suite(.serialized) @MainActor
enum ViewerTests {}

/// Opens the viewer on a test demo, shows it and waits for its first frame.
@MainActor
func openViewer(_ demoID: String = "tasks", item: String? = nil, tab: ViewerTab = .inspector) throws -> ViewerWindow {
    try GtkTestEnvironment.start()
    var options = ViewerOptions()
    options.demoID = demoID
    options.itemID = item
    options.tab = tab
    options.appearance = .light
    let viewer = ViewerWindow(catalog: TestDemos.catalog, options: options)
    viewer.present()
    Snapshotter.waitForDraw(viewer.window)
    return viewer
}

/// A fresh path for an exported PNG.
func temporaryPNG(_ name: String) -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellscope-viewer-tests-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("\(name).png")
    try? FileManager.default.removeItem(at: url)
    return url
}

extension UICollectionViewCell {
    /// The content configuration as a list content configuration.
    var listContent: UIListContentConfiguration? { contentConfiguration as? UIListContentConfiguration }

    /// The state the cell was last configured for (its own state with the forced states applied).
    var shownState: UICellConfigurationState { configurationStateOverrides.applied(to: configurationState) }
}

/// The GTK switch of a state, flipped the way a click flips it (`gtk_switch_set_active` emits the
/// same `notify::active` the viewer listens to).
@MainActor
func flip(_ seam: ViewerTestSeam, _ name: String, on: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let toggle = seam.stateSwitch(name) else {
        Issue.record("no switch for the state \(name)", sourceLocation: sourceLocation)
        return
    }
    gtk_switch_set_active(toggle.opaque, on ? 1 : 0)
}
