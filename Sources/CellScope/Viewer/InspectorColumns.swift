import CGtk
import Foundation
import GtkSupport

/// The inspector beside the canvas: the cell and its states, then its resolved configuration.
///
/// In a wide window they are two columns, each scrolling on its own, so a flipped switch and the
/// properties it changed are seen together. In a narrower window (a 1280-pixel laptop screen) they
/// stack in one scrolling column, the states above the configuration, and the canvas keeps room for
/// a phone at 100 %.
@preconcurrency @MainActor
final class InspectorColumns {
    /// The window width from which the two columns stand side by side (pixels).
    static let sideBySideWidth: Int32 = 1400
    /// The widths of the states column and the configuration column side by side.
    static let columnWidths: (states: Int32, configuration: Int32) = (272, 490)
    /// The width of the one column that holds both, stacked.
    static let stackedWidth: Int32 = 440

    /// The columns and their separators, to place after the canvas.
    let widget: WidgetPointer
    private let statesColumn: WidgetPointer
    private let statesContent: WidgetPointer
    private let configurationColumn: WidgetPointer
    private let configurationContent: WidgetPointer
    private let configurationSeparator: WidgetPointer
    private let configuration: WidgetPointer
    /// Whether the two columns stand side by side (false: stacked in one).
    private(set) var isSideBySide = true

    /// Columns of `states` (the state inspector) and `configuration` (the resolved configuration).
    init(states: WidgetPointer, configuration: WidgetPointer) {
        self.configuration = configuration
        (statesColumn, statesContent) = Self.column(states, width: Self.columnWidths.states)
        (configurationColumn, configurationContent) = Self.column(configuration, width: Self.columnWidths.configuration)
        configurationSeparator = gtk_separator_new(GTK_ORIENTATION_VERTICAL)!
        widget = Gtk.box(vertical: false)
        gtk_widget_set_hexpand(widget, 0)
        Gtk.append(widget, gtk_separator_new(GTK_ORIENTATION_VERTICAL)!, statesColumn, configurationSeparator, configurationColumn)
    }

    /// A scrolled column of a fixed width, and the box that holds its content.
    private static func column(_ child: WidgetPointer, width: Int32) -> (scroll: WidgetPointer, content: WidgetPointer) {
        let content = Gtk.box(vertical: true, spacing: 10, classes: ["inspector-content"])
        Gtk.append(content, child)
        let scroll = Gtk.scrolled(content, horizontal: GTK_POLICY_NEVER)
        gtk_widget_add_css_class(scroll, "inspector")
        gtk_widget_set_size_request(scroll, width, -1)
        gtk_widget_set_hexpand(scroll, 0)
        return (scroll, content)
    }

    /// Lays the columns out for a window `width` pixels wide.
    func fit(windowWidth width: Int32) {
        setSideBySide(width >= Self.sideBySideWidth)
    }

    /// Puts the two columns side by side, or stacks them in one.
    func setSideBySide(_ sideBySide: Bool) {
        guard sideBySide != isSideBySide else { return }
        isSideBySide = sideBySide
        g_object_ref(UnsafeMutableRawPointer(configuration))
        defer { g_object_unref(UnsafeMutableRawPointer(configuration)) }
        if let parent = gtk_widget_get_parent(configuration) { gtk_box_remove(parent.cast(), configuration) }
        Gtk.append(sideBySide ? configurationContent : statesContent, configuration)
        gtk_widget_set_visible(configurationColumn, sideBySide ? 1 : 0)
        gtk_widget_set_visible(configurationSeparator, sideBySide ? 1 : 0)
        gtk_widget_set_size_request(statesColumn, sideBySide ? Self.columnWidths.states : Self.stackedWidth, -1)
        Gtk.setClass(statesColumn, "stacked", !sideBySide)
    }
}
