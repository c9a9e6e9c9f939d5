import CGtk
import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import SnapshotTesting
import Testing

extension ViewerTests {
    /// Every shortcut is listed in the shortcuts window, which F1 and Ctrl+? open.
    @Suite @MainActor struct KeyboardShortcuts {
        @Test func theShortcutsWindowListsEveryShortcut() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            viewer.testSeam.activate("show-shortcuts")
            let shortcuts = try #require(viewer.shortcuts?.shownWindow)
            Snapshotter.waitForDraw(shortcuts)
            #expect(gtk_widget_get_visible(shortcuts) != 0)
            for entry in ViewerShortcuts.entries {
                #expect(ViewerShortcuts.shortcutsInterface.contains(entry.title))
            }
            if let path = ProcessInfo.processInfo.environment["VIEWER_SHORTCUTS_PNG"] {
                try Snapshotter.render(widget: shortcuts).writePNG(to: URL(fileURLWithPath: path))
            }
        }

        @Test func everyShortcutHasAnAcceleratorGTKAccepts() {
            for entry in ViewerShortcuts.entries {
                for accelerator in entry.accelerators {
                    #expect(gtk_shortcut_trigger_parse_string(accelerator) != nil, "\(accelerator) of \(entry.action)")
                }
            }
        }
    }
}
