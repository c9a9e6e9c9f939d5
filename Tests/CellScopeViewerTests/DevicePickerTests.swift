import CGtk
import CellKit
import CellKitGTK
@testable import CellScope
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension ViewerTests {
    /// The device picker that replaced the width menu: a device gives the live canvas its screen size,
    /// safe area, margins and chrome, the Landscape toggle turns it, and a free width takes them away.
    @Suite @MainActor struct DevicePicker {
        private func pick(_ label: String, in viewer: ViewerWindow) throws {
            let index = try #require(CanvasChoice.all.firstIndex { $0.label == label })
            gtk_drop_down_set_selected(viewer.traitsBar.devicePicker.opaque, guint(index))
            Snapshotter.waitForDraw(viewer.window)
        }

        @Test func aDeviceGivesTheCanvasItsScreenSafeAreaMarginsAndChrome() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            let seam = viewer.testSeam
            #expect(gtk_widget_get_sensitive(viewer.traitsBar.landscapeToggle) == 0, "only a device turns")

            try pick("iPhone 15", in: viewer)
            let root = try #require(viewer.canvas.root)
            #expect(viewer.context.device == .iPhone15)
            #expect(root.bounds.size == CGSize(width: 393, height: 852))
            #expect(root.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            #expect(root.subviews.last is DeviceChromeView, "the chrome is drawn over the screen")
            // A 393-point screen has 20-point margins (iOS; geometry's screen rule).
            #expect(seam.inspectedCell?.directionalLayoutMargins.leading == 20)
            #expect(gtk_widget_get_sensitive(viewer.traitsBar.landscapeToggle) != 0)

            gtk_toggle_button_set_active(viewer.traitsBar.landscapeToggle.cast(), 1)
            Snapshotter.waitForDraw(viewer.window)
            #expect(viewer.context.orientation == .landscape)
            #expect(root.bounds.size == CGSize(width: 852, height: 393))
            #expect(root.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
            #expect(seam.liveList?.bounds.width == 852)

            try pick("375 phone", in: viewer)
            #expect(viewer.context.device == nil && viewer.context.orientation == .portrait)
            #expect(root.bounds.width == 375)
            #expect(root.safeAreaInsets == .zero)
            #expect(!root.subviews.contains { $0 is DeviceChromeView })
            #expect(seam.inspectedCell?.directionalLayoutMargins.leading == 16)
            #expect(gtk_widget_get_sensitive(viewer.traitsBar.landscapeToggle) == 0)
        }

        @Test func theCaptionNamesTheDeviceAndItsSize() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            try pick("iPad mini", in: viewer)
            #expect(Gtk.text(of: viewer.canvas.caption).hasPrefix("iPad mini portrait · 744 × 1133 pt"))
            let rootWidget = GtkEmbedding.widget(for: try #require(viewer.canvas.root))
            #expect(gtk_widget_get_width(rootWidget) == 744 && gtk_widget_get_height(rootWidget) == 1133)
        }
    }
}
