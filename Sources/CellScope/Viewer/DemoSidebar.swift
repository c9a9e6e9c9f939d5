import CGtk
import Foundation
import GtkSupport

/// The list of demos on the window's leading side: a keyboard-navigable `GtkListBox` (arrow keys move
/// and select, Tab and Shift+Tab leave the list) with each demo's title and summary.
@preconcurrency @MainActor
final class DemoSidebar {
    /// The sidebar (a scrolled list with a heading).
    let widget: WidgetPointer
    /// The list box.
    let listBox: WidgetPointer
    /// Called with the index of the demo the user selected.
    var onSelect: (@MainActor (Int) -> Void)?
    /// Moves keyboard focus out of the list, forward (Tab) or backward (Shift+Tab); returns whether
    /// focus moved. Without it, Tab walks the rows like Down and, in browse mode, selects each one.
    var onTabOut: (@MainActor (_ forward: Bool) -> Bool)?
    private var isUpdating = false
    private var shownIndex = -1

    init(catalog: PreviewCatalog) {
        let listBox = gtk_list_box_new()!
        self.listBox = listBox
        gtk_widget_add_css_class(listBox, "navigation-sidebar")
        gtk_list_box_set_selection_mode(listBox.opaque, GTK_SELECTION_BROWSE)
        let heading = Gtk.label("DEMOS", classes: ["sidebar-heading"])
        let box = Gtk.box(vertical: true, classes: ["viewer-sidebar"])
        let scrolled = Gtk.scrolled(listBox, horizontal: GTK_POLICY_NEVER)
        gtk_widget_set_vexpand(scrolled, 1)
        Gtk.append(box, heading, scrolled)
        gtk_widget_set_size_request(box, 200, -1)
        widget = box
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signals.connect(UnsafeMutableRawPointer(keys), "key-pressed", key: { [weak self] keyval, _, state in
            let forward: Bool
            switch Int32(keyval) {
            case GDK_KEY_Tab, GDK_KEY_KP_Tab: forward = state.rawValue & GDK_SHIFT_MASK.rawValue == 0
            case GDK_KEY_ISO_Left_Tab: forward = false
            default: return false
            }
            return self?.onTabOut?(forward) ?? false
        })
        gtk_widget_add_controller(listBox, keys)
        Signals.connect(listBox.raw, "row-selected", object: { [weak self] row in
            guard let self, !isUpdating, let row else { return }
            // A list box in browse mode re-selects its cursor row when it gets focus: not a new choice.
            let index = Int(gtk_list_box_row_get_index(OpaquePointer(row).assumingRow))
            guard index != shownIndex else { return }
            shownIndex = index
            onSelect?(index)
        })
        show(catalog)
    }

    /// Lists the demos of `catalog` in place of those listed (a rebuilt preview library's), selecting none.
    func show(_ catalog: PreviewCatalog) {
        isUpdating = true
        defer { isUpdating = false }
        shownIndex = -1
        while let row = gtk_list_box_get_row_at_index(listBox.opaque, 0) {
            gtk_list_box_remove(listBox.opaque, UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self))
        }
        for demo in catalog.demos {
            let row = Gtk.box(vertical: true, spacing: 2, classes: ["demo-row"])
            let title = Gtk.label(demo.title, classes: ["demo-title"])
            let summary = Gtk.label(demo.summary, classes: ["demo-summary", "dim-label"], wrap: true)
            gtk_label_set_lines(summary.opaque, 2)
            gtk_label_set_ellipsize(summary.opaque, PANGO_ELLIPSIZE_END)
            gtk_label_set_max_width_chars(summary.opaque, 24)
            Gtk.append(row, title, summary)
            gtk_widget_set_tooltip_text(row, "\(demo.title) (\(demo.id)): \(demo.summary)")
            gtk_list_box_append(listBox.opaque, row)
        }
    }

    /// Shows `index` as selected without reporting it.
    func select(_ index: Int) {
        isUpdating = true
        defer { isUpdating = false }
        shownIndex = index
        if let row = gtk_list_box_get_row_at_index(listBox.opaque, Int32(index)) {
            gtk_list_box_select_row(listBox.opaque, row)
        }
    }
}

private extension OpaquePointer {
    /// The pointer as a `GtkListBoxRow *` (GTK declares the struct, so Swift types it).
    var assumingRow: UnsafeMutablePointer<GtkListBoxRow> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkListBoxRow.self)
    }
}
