import CGtk
import CGtkShim
import GtkSupport

/// Keeps the keys that open a popover from the focused widget (a text field's context menu: Menu,
/// Shift+F10; its emoji chooser: Ctrl+. and Ctrl+;; a drop-down's or menu button's list: Space, Enter)
/// from opening one that GTK cannot place on the screen.
///
/// GTK 4.8 on X11 lays a popover out on the monitor its anchor overlaps. When the focused field
/// overlaps no monitor (its window was dragged partly off the screen: the shortcuts window dragged
/// by its header bar to the bottom edge leaves its search field below the screen; the viewer window
/// dragged the same way leaves its drop-downs or the canvas's fields there), GTK fails
/// `gdk_monitor_get_geometry: assertion 'GDK_IS_MONITOR (monitor)'` and lays the popover out in a
/// 0×0 area. The guard takes these keys, in the capture phase, only then: there is nowhere on the
/// screen to show the popover, so nothing is lost, and once the window is back on the screen the
/// same keys open it. A popover opened with the pointer needs no guard: the pointer is on a
/// monitor, over the field.
@preconcurrency @MainActor
enum OffScreenPopoverKeyGuard {
    /// Installs the guard on `window`.
    static func install(on window: WidgetPointer) {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signals.connect(UnsafeMutableRawPointer(keys), "key-pressed", key: { [window] keyval, _, state in
            guard opensPopover(keyval: keyval, state: state) || activatesPopoverOwner(keyval: keyval, in: window) else { return false }
            return !focusOverlapsAMonitor(in: window)
        })
        gtk_widget_add_controller(window, keys)
    }

    /// Whether the key is one of GtkText's `popup-menu` (Menu, Shift+F10) or `insert-emoji`
    /// (Ctrl+., Ctrl+;) bindings.
    static func opensPopover(keyval: guint, state: GdkModifierType) -> Bool {
        let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
        let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
        switch Int32(keyval) {
        case GDK_KEY_Menu: return true
        case GDK_KEY_F10: return shift
        case GDK_KEY_period, GDK_KEY_semicolon: return control
        default: return false
        }
    }

    /// Whether the key activates the focused widget and that widget (or one around it) opens a popover
    /// when activated: a `GtkDropDown` or a `GtkMenuButton`.
    static func activatesPopoverOwner(keyval: guint, in window: WidgetPointer) -> Bool {
        guard [GDK_KEY_space, GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter].contains(Int32(keyval)),
              var widget = gtk_root_get_focus(window.opaque) else { return false }
        let owners = [gtk_drop_down_get_type(), gtk_menu_button_get_type()]
        while true {
            if owners.contains(where: widget.isA) { return true }
            guard let parent = gtk_widget_get_parent(widget) else { return false }
            widget = parent
        }
    }

    /// Whether the window's focused widget (where GTK anchors a popover opened from the keyboard)
    /// overlaps a monitor; true when there is no focus or nothing can be measured.
    static func focusOverlapsAMonitor(in window: WidgetPointer) -> Bool {
        guard let focus = gtk_root_get_focus(window.opaque), let native = gtk_widget_get_native(focus),
              let surface = gtk_native_get_surface(native) else { return true }
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(focus, nativeWidget, &bounds) != 0 else { return true }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        let x = (Double(bounds.origin.x) + surfaceX).rounded(.down)
        let y = (Double(bounds.origin.y) + surfaceY).rounded(.down)
        return cgtk_surface_rect_overlaps_a_monitor(surface, Int32(x), Int32(y), Int32(bounds.size.width.rounded(.up)),
                                                    Int32(bounds.size.height.rounded(.up))) != 0
    }
}
