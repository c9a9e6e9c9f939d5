import CGtk
import Foundation
import GtkSupport

/// A `GtkFlowBox` (children side by side, wrapping onto more lines when narrow) made safe from two
/// GTK 4.8 faults that real input reaches:
///
/// - `gtk_flow_box_remove` does not clear the box's keyboard cursor when it removes the cursor's
///   child, so the next arrow key follows the freed child (a crash in `g_sequence_iter_next`).
///   Children are therefore never removed one by one: `setChildren` puts a new flow box in place of
///   the old one, which takes its cursor with it.
/// - Until its first allocation a flow box counts zero children per line, and an Up or Down key that
///   reaches one of its focused children loops forever looking for the child above or below (a tab
///   switch followed at once by an arrow key does it). Arrow, page and Home/End keys that reach the
///   box before it was laid out are swallowed.
@preconcurrency @MainActor
final class ReflowingBox {
    /// The widget to place in the layout; it holds the current flow box.
    let widget: WidgetPointer
    /// The current flow box (a new one after every `setChildren`).
    private(set) var flowBox: WidgetPointer
    private let configure: @MainActor (WidgetPointer) -> Void

    /// A box whose flow boxes are set up by `configure` (selection mode, spacing, CSS classes…).
    init(configure: @escaping @MainActor (WidgetPointer) -> Void) {
        self.configure = configure
        widget = Gtk.box(vertical: true)
        flowBox = Self.makeFlowBox(configure)
        Gtk.append(widget, flowBox)
    }

    /// Replaces every child: a new flow box with `children` takes the old one's place.
    func setChildren(_ children: [WidgetPointer]) {
        let replacement = Self.makeFlowBox(configure)
        for child in children { gtk_flow_box_append(replacement.opaque, child) }
        gtk_box_remove(widget.cast(), flowBox)
        Gtk.append(widget, replacement)
        flowBox = replacement
    }

    /// Whether the flow box was laid out (it counts its children per line only from then on).
    static func isLaidOut(_ flowBox: WidgetPointer) -> Bool {
        gtk_widget_get_width(flowBox) > 0 && gtk_widget_get_height(flowBox) > 0
    }

    /// The keys GtkFlowBox binds to `move-cursor` (and GtkWindow to `move-focus`) that look for the
    /// child above or below.
    static let lineKeys: Set<UInt32> = [
        UInt32(GDK_KEY_Up), UInt32(GDK_KEY_Down), UInt32(GDK_KEY_KP_Up), UInt32(GDK_KEY_KP_Down),
        UInt32(GDK_KEY_Page_Up), UInt32(GDK_KEY_Page_Down), UInt32(GDK_KEY_KP_Page_Up), UInt32(GDK_KEY_KP_Page_Down),
        UInt32(GDK_KEY_Home), UInt32(GDK_KEY_End), UInt32(GDK_KEY_KP_Home), UInt32(GDK_KEY_KP_End),
    ]

    private static func makeFlowBox(_ configure: @MainActor (WidgetPointer) -> Void) -> WidgetPointer {
        let flowBox = gtk_flow_box_new()!
        configure(flowBox)
        // Capture phase: the keys are seen here before the flow box's own bindings and the window's.
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signals.connect(UnsafeMutableRawPointer(keys), "key-pressed", key: { [flowBox] keyval, _, _ in
            lineKeys.contains(keyval) && !isLaidOut(flowBox)
        })
        gtk_widget_add_controller(flowBox, keys)
        return flowBox
    }
}
