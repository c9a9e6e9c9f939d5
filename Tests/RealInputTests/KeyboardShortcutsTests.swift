import CGtk
@testable import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// The viewer's shortcuts, pressed as real keys in the real window, do what the shortcuts
    /// window says they do.
    @Suite @MainActor struct KeyboardShortcuts {
        @Test func f1OpensTheShortcutsWindowListingEveryShortcut() throws {
            let session = try ViewerUnderRealInput("sidebar")
            defer { session.close() }
            #expect(session.viewer.shortcuts?.shownWindow == nil)
            try session.input.key(GDK_KEY_F1)
            let shortcuts = try #require(session.viewer.shortcuts?.shownWindow, "F1 opened the shortcuts window")
            #expect(session.input.waitUntil { gtk_widget_get_mapped(shortcuts) != 0 })
            try session.input.frames.waitForFrames(of: shortcuts, count: 2)
            let shown = Set(shortcutTitles(in: shortcuts))
            for entry in ViewerShortcuts.entries {
                #expect(shown.contains(entry.title), "the shortcuts window lists “\(entry.title)”")
            }
            let image = try ScreenPixels.image(of: shortcuts)
            ScreenArtifacts.save(image, named: "shortcuts-window")
            #expect(image.dominantColor != ScreenColor(hex: 0x000000), "the shortcuts window is on screen")
            if let path = ProcessInfo.processInfo.environment["VIEWER_SHORTCUTS_PNG"] {
                try Snapshotter.render(widget: shortcuts).writePNG(to: URL(fileURLWithPath: path))
            }
        }

        @Test func controlQuestionMarkOpensTheShortcutsWindowToo() throws {
            let session = try ViewerUnderRealInput("sidebar")
            defer { session.close() }
            try session.input.key(GDK_KEY_question, modifiers: [.control, .shift])
            let shortcuts = try #require(session.viewer.shortcuts?.shownWindow)
            #expect(session.input.waitUntil { gtk_widget_get_mapped(shortcuts) != 0 })
        }

        @Test func controlAltEqualsAndControlAltMinusStepTheTextSize() throws {
            let session = try ViewerUnderRealInput("settings")
            defer { session.close() }
            let height = session.cell(0).bounds.height
            try session.input.key(GDK_KEY_equal, modifiers: [.control, .alt])
            #expect(session.viewer.context.contentSizeCategory == .extraLarge)
            #expect(gtk_range_get_value(session.viewer.traitsBar.sizeScale.cast()) == 4, "the slider follows")
            #expect(session.cell(0).bounds.height > height, "the rows grow with the text")
            try session.input.key(GDK_KEY_minus, modifiers: [.control, .alt])
            try session.input.key(GDK_KEY_minus, modifiers: [.control, .alt])
            #expect(session.viewer.context.contentSizeCategory == .medium)
            #expect(session.cell(0).bounds.height < height)
            try session.input.key(GDK_KEY_0, modifiers: [.control, .alt])
            #expect(session.viewer.context.contentSizeCategory == .large)
        }

        @Test func controlDSwitchesTheCanvasToDarkAndBack() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            let light = try session.screenImage(row: 1).dominantColor
            try session.input.key(GDK_KEY_d, modifiers: [.control])
            #expect(session.viewer.context.userInterfaceStyle == .dark)
            #expect(gtk_toggle_button_get_active(session.viewer.traitsBar.darkToggle.cast()) != 0)
            let dark = try session.screenImage(row: 1)
            ScreenArtifacts.save(dark, named: "messages-dark-row")
            #expect(dark.dominantColor.luminance < 0.2, "the row is dark: \(dark.dominantColor)")
            #expect(light.luminance > 0.8, "it was light: \(light)")
            try session.input.key(GDK_KEY_d, modifiers: [.control])
            #expect(session.viewer.context.userInterfaceStyle == .light)
        }

        @Test func controlRMirrorsTheCanvas() throws {
            let session = try ViewerUnderRealInput("settings")
            defer { session.close() }
            let leftToRight = try session.screenImage(row: 3)
            try session.input.key(GDK_KEY_r, modifiers: [.control])
            #expect(session.viewer.context.layoutDirection == .rightToLeft)
            let rightToLeft = try session.screenImage(row: 3)
            ScreenArtifacts.save(rightToLeft, named: "settings-rtl-row")
            #expect(leftToRight.inkCentroidX < Double(leftToRight.width) * 0.45, "left to right, the text starts on the left")
            #expect(rightToLeft.inkCentroidX > Double(rightToLeft.width) * 0.55, "right to left, it starts on the right")
        }

        @Test func controlEOpensTheExportDialogAndEscapeClosesIt() throws {
            let session = try ViewerUnderRealInput("sidebar")
            defer { session.close() }
            let before = RealInputWindows.shownToplevels()
            try session.input.key(GDK_KEY_e, modifiers: [.control])
            var dialog: UnsafeMutablePointer<GtkWidget>?
            #expect(session.input.waitUntil {
                dialog = RealInputWindows.toplevels().first { !before.contains($0) && gtk_widget_get_mapped($0) != 0 }
                return dialog != nil
            }, "Ctrl+E opened a save dialog")
            let shown = try #require(dialog)
            #expect(gtk_window_get_title(shown.cast()).map { String(cString: $0) }?.hasPrefix("Export") == true)
            try session.input.target(shown)
            try session.input.key(GDK_KEY_Escape)
            #expect(session.input.waitUntil { gtk_widget_get_mapped(shown) == 0 }, "Escape closed it")
        }

        @Test func everyShortcutHasAnAcceleratorGTKAccepts() {
            for entry in ViewerShortcuts.entries {
                for accelerator in entry.accelerators {
                    #expect(gtk_shortcut_trigger_parse_string(accelerator) != nil, "\(accelerator) of \(entry.action)")
                }
            }
        }

        /// The titles of the `GtkShortcutsShortcut` widgets inside the shortcuts window.
        private func shortcutTitles(in window: UnsafeMutablePointer<GtkWidget>) -> [String] {
            var titles: [String] = []
            func labels(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
                var found: [String] = []
                if String(cString: gtk_widget_get_css_name(widget)) == "label" {
                    found.append(String(cString: gtk_label_get_text(widget.opaque)))
                }
                var child = gtk_widget_get_first_child(widget)
                while let current = child {
                    found += labels(in: current)
                    child = gtk_widget_get_next_sibling(current)
                }
                return found
            }
            func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
                if String(cString: gtk_widget_get_css_name(widget)) == "shortcut" {
                    titles += labels(in: widget)
                    return
                }
                var child = gtk_widget_get_first_child(widget)
                while let current = child {
                    walk(current)
                    child = gtk_widget_get_next_sibling(current)
                }
            }
            walk(window)
            return titles
        }
    }
}
