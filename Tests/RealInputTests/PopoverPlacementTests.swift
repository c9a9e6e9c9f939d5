import CGtk
import Foundation
import GtkSupport
import RealInput
import RenderingTestSupport
import Testing

extension RealInputTests {
    /// GTK 4.8 on X11 lays a popover out on the monitor its anchor overlaps, and fails
    /// `gdk_monitor_get_geometry: assertion 'GDK_IS_MONITOR (monitor)'` when there is none. Once GTK
    /// runs, such a popover points at the nearest spot on a monitor instead (`GtkRuntime` installs the
    /// guard), and a popover that followed its whole parent follows it again once closed.
    @Suite(.serialized, .gtk) @MainActor struct PopoverPlacement {
        @Test func spaceOnAMenuButtonInAWindowBelowTheScreenOpensItsMenuAtTheBottomEdge() throws {
            let input = try RealInput.start()
            input.beginSession()
            defer { input.endSession() }
            let window = gtk_window_new()!
            defer { gtk_window_destroy(window.cast()) }
            gtk_window_set_default_size(window.cast(), 240, 120)
            let button = gtk_menu_button_new()!
            gtk_menu_button_set_label(OpaquePointer(button), "Options")
            let popover = gtk_popover_new()!
            gtk_popover_set_child(popover.cast(), gtk_label_new("Placed on the screen"))
            gtk_menu_button_set_popover(OpaquePointer(button), popover)
            gtk_window_set_child(window.cast(), button)
            gtk_window_present(window.cast())
            try input.target(window)
            gtk_widget_grab_focus(button)

            // The window dragged below the screen's bottom edge: the button is on no monitor.
            let screen = input.screenSize
            try input.moveWindow(window, toRoot: (100, screen.height + 40))
            #expect(input.waitUntil { ((try? ScreenGeometry.rootOrigin(of: button).y) ?? 0) > Double(screen.height) },
                    "the button is below the screen")

            let criticals = GtkCriticals()
            try criticals.recording {
                try input.key(GDK_KEY_space)
                #expect(input.waitUntil { gtk_widget_get_mapped(popover) != 0 }, "Space opened the button's popover")
            }
            #expect(criticals.messages.isEmpty, "\(criticals.messages)")
            let rect = try ScreenGeometry.rootRect(of: popover)
            #expect(rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= screen.width && rect.y + rect.height <= screen.height,
                    "the popover is on the screen: \(rect)")
            // The button's rectangle slides up onto the screen, and the popover opens above it.
            let buttonHeight = Int(gtk_widget_get_height(button))
            #expect(rect.y + rect.height > screen.height - buttonHeight - 20, "at the bottom edge, nearest to its button: \(rect)")
            let text = try ScreenPixels.image(of: try #require(gtk_popover_get_child(popover.cast())))
            #expect(text.count(of: text.dominantColor) < text.width * text.height, "its text is drawn on the screen")

            try input.key(GDK_KEY_Escape)
            #expect(input.waitUntil { gtk_widget_get_mapped(popover) == 0 }, "Escape closed the popover")
            var anchor = GdkRectangle()
            #expect(gtk_popover_get_pointing_to(popover.cast(), &anchor) == 0, "closed, it follows its whole button again")
        }
    }
}
