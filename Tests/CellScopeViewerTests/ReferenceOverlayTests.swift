import CGtk
import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension ViewerTests {
    /// The canvas's reference in a viewer window: compared when opened and whenever the canvas
    /// changes, shown in each mode, remembered per item, kept when a bad file is offered, and never
    /// part of an export.
    @Suite @MainActor struct ReferenceOverlayTests {
        func statusText(_ viewer: ViewerWindow) -> String { Gtk.text(of: viewer.statusLabel) }

        /// Waits until the status line contains `words` (the comparison runs once the main loop is idle).
        @discardableResult
        func waitForStatus(_ viewer: ViewerWindow, _ words: String) -> Bool {
            MainLoop.iterate(until: { statusText(viewer).contains(words) }, timeout: 20)
        }

        /// The canvas exported, written as a PNG: a reference identical to the canvas.
        func canvasReference(_ viewer: ViewerWindow, name: String) throws -> URL {
            let url = temporaryPNG(name)
            try viewer.canvasImage().writePNG(to: url)
            return url
        }

        @Test func theCanvasAsItsOwnReferenceIsIdenticalUntilTheTextSizeChanges() throws {
            let viewer = try openViewer("tasks")
            defer { viewer.close() }
            let plain = try viewer.canvasImage()
            viewer.openReference(at: try canvasReference(viewer, name: "tasks-reference"))
            #expect(gtk_widget_get_visible(viewer.referenceOverlay.bar.widget) != 0, "the bar shows while there is a reference")
            #expect(waitForStatus(viewer, "identical within the tolerance: 0 pt² differ"), "\(statusText(viewer))")
            #expect(statusText(viewer).hasPrefix("Reference tasks-reference.png (@1x, 375 × "))

            viewer.perform("larger-text")
            #expect(waitForStatus(viewer, "differing area: "), "the comparison follows the text size: \(statusText(viewer))")
            let comparison = try #require(viewer.referenceOverlay.lastComparison)
            #expect(comparison.comparison.differingPoints > 0)

            // Difference mode draws the difference image over the canvas: magenta where they differ.
            viewer.setReferenceMode(.difference)
            #expect(MainLoop.iterate(until: { gtk_widget_get_visible(viewer.referenceOverlay.overPicture) != 0 }, timeout: 10))
            let magenta = comparison.overlay.rgba.chunked4.filter { $0 == [255, 0, 255, 255] }.count
            #expect(magenta > 0 && magenta == comparison.comparison.difference.changedPixels)

            // Exports never include the reference (the bar above the canvas leaves it shorter: the
            // export is the top of the canvas as it was without one).
            viewer.perform("default-text")
            #expect(waitForStatus(viewer, "identical"))
            let export = try viewer.canvasImage()
            #expect(export.height < plain.height && export == plain.cropped(to: CGRect(x: 0, y: 0, width: export.width, height: export.height)),
                    "the export is the canvas alone")
        }

        @Test func aDeviceScreenshotIsComparedPixelForPixelAtItsScale() throws {
            let viewer = try openViewer("tasks")
            defer { viewer.close() }
            var context = viewer.context
            context.device = PreviewDevice.named("iPhone 15")
            viewer.setContext(context)
            let threeX = temporaryPNG("tasks-phone")
            try viewer.canvasImage(scale: 3).writePNG(to: threeX)
            viewer.openReference(at: threeX)
            #expect(waitForStatus(viewer, "identical"), "\(statusText(viewer))")
            #expect(statusText(viewer).hasPrefix("Reference tasks-phone.png (@3x, 393 × 852 pt): identical"))

            // The same screen at @2x: compared at 2x, shown at its point size, and said to be at another scale.
            let twoX = temporaryPNG("tasks-phone-2x")
            try viewer.canvasImage(scale: 2).writePNG(to: twoX)
            viewer.openReference(at: twoX)
            #expect(waitForStatus(viewer, "not the device's @3x: shown resampled at its 393 × 852 pt"), "\(statusText(viewer))")
            #expect(statusText(viewer).hasSuffix("identical within the tolerance: 0 pt² differ"))
        }

        @Test func theReferenceIsRememberedPerItemAndABadFileKeepsThePreviousOne() throws {
            let viewer = try openViewer("tasks", item: "taxes")
            defer { viewer.close() }
            let reference = try canvasReference(viewer, name: "taxes-reference")
            viewer.openReference(at: reference)
            viewer.setReferenceMode(.sideBySide)
            #expect(waitForStatus(viewer, "identical"))
            #expect(gtk_widget_get_visible(viewer.referenceOverlay.besidePicture) != 0)

            // Not a PNG: refused in the status line, the reference stays.
            let notes = temporaryPNG("notes")
            try Data("plain words".utf8).write(to: notes)
            viewer.openReference(at: notes)
            #expect(statusText(viewer) == "Cannot compare with notes.png: it is not a PNG. The reference stays as it was.")
            #expect(viewer.referenceOverlay.image?.url.path == reference.path)

            // Another item has none; coming back shows it again, in its mode.
            viewer.inspect(row: 2)
            #expect(viewer.referenceOverlay.setting == nil && gtk_widget_get_visible(viewer.referenceOverlay.bar.widget) == 0)
            viewer.inspect(row: 1)
            #expect(viewer.referenceOverlay.setting?.shownMode == .sideBySide)
            #expect(viewer.sessionState.reference?.path == reference.path, "a saved view names the reference")

            viewer.clearReference()
            #expect(viewer.referenceOverlay.setting == nil && viewer.sessionState.reference == nil)
        }

        @Test func aFileDroppedFromAFileManagerIsReadFromItsFileList() throws {
            try GtkTestEnvironment.start()
            let path = temporaryPNG("dropped").path
            let file = g_file_new_for_path(path)
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            let list = g_slist_append(nil, UnsafeMutableRawPointer(file))
            defer { g_slist_free(list) }
            var value = GValue()
            g_value_init(&value, gdk_file_list_get_type())
            defer { g_value_unset(&value) }
            g_value_take_boxed(&value, UnsafeRawPointer(gdk_file_list_new_from_list(list)))
            #expect(ReferenceDropTarget.file(in: &value)?.path == path)

            var single = GValue()
            g_value_init(&single, g_file_get_type())
            defer { g_value_unset(&single) }
            g_value_set_object(&single, UnsafeMutableRawPointer(file))
            #expect(ReferenceDropTarget.file(in: &single)?.path == path)
        }

        @Test func aViewWhoseReferenceIsMissingOpensWithoutItAndSaysWhy() throws {
            let viewer = try openViewer("tasks")
            defer { viewer.close() }
            var state = viewer.sessionState
            state.reference = ReferenceSetting(path: "gone.png", mode: .difference)
            viewer.show(SavedView(state: state))
            viewer.restoreReference(from: state, relativeTo: URL(fileURLWithPath: "/nonexistent-folder"))
            #expect(statusText(viewer) == "The view opened without its reference gone.png: it does not exist.")
            #expect(viewer.referenceOverlay.setting == nil && viewer.demo.id == "tasks")
        }
    }
}

extension Array where Element == UInt8 {
    /// The bytes four at a time (RGBA pixels).
    var chunked4: [[UInt8]] { stride(from: 0, to: count, by: 4).map { Array(self[$0..<$0 + 4]) } }
}
