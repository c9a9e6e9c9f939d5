import CGtk
import Foundation

/// Finds GTK widgets the way a person finds them on screen: by the text they show.
@MainActor
enum WidgetSearch {
    /// The first mapped `GtkLabel` under `root` (depth first) whose text is `text`.
    static func label(_ text: String, in root: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if String(cString: gtk_widget_get_css_name(root)) == "label", gtk_widget_get_mapped(root) != 0,
           String(cString: gtk_label_get_text(root.opaque)) == text {
            return root
        }
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            if let found = label(text, in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// The first mapped widget under `root` (depth first, `root` included) with the CSS name `name`.
    static func first(named name: String, in root: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if gtk_widget_get_mapped(root) != 0, String(cString: gtk_widget_get_css_name(root)) == name { return root }
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            if let found = first(named: name, in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// The nearest ancestor of `widget` (or the widget itself) with the CSS name `name`.
    static func ancestor(of widget: UnsafeMutablePointer<GtkWidget>, named name: String) -> UnsafeMutablePointer<GtkWidget>? {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let widget = current {
            if String(cString: gtk_widget_get_css_name(widget)) == name { return widget }
            current = gtk_widget_get_parent(widget)
        }
        return nil
    }

    /// Every mapped widget under `root` (depth first, `root` included) with the CSS class `cssClass`.
    static func all(withClass cssClass: String, in root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var found = gtk_widget_get_mapped(root) != 0 && gtk_widget_has_css_class(root, cssClass) != 0 ? [root] : []
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            found += all(withClass: cssClass, in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    /// The button showing `text` under `root`.
    static func button(_ text: String, in root: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        label(text, in: root).flatMap { ancestor(of: $0, named: "button") }
    }
}

/// The application's top-level windows.
@MainActor
enum RealInputWindows {
    /// Every top-level `GtkWindow` GTK knows about.
    static func toplevels() -> [UnsafeMutablePointer<GtkWidget>] {
        let model = gtk_window_get_toplevels()!
        var windows: [UnsafeMutablePointer<GtkWidget>] = []
        for index in 0..<g_list_model_get_n_items(model) {
            guard let item = g_list_model_get_item(model, index) else { continue }
            windows.append(item.assumingMemoryBound(to: GtkWidget.self))
            g_object_unref(item)
        }
        return windows
    }

    /// The top-level windows on screen now. A dialog that opens is one that is mapped after the key
    /// and was not before: GTK may keep a closed dialog and show the same window again.
    static func shownToplevels() -> Set<UnsafeMutablePointer<GtkWidget>> {
        Set(toplevels().filter { gtk_widget_get_mapped($0) != 0 })
    }
}
