import CGtk
import Foundation
import GtkSupport

/// A `GtkWidget *` owned by the widget tree it was added to.
typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

/// Small constructors for the viewer's GTK widgets. Every widget returned here is floating until it
/// is added to a parent, which then owns it.
@preconcurrency @MainActor
enum Gtk {
    /// A `GtkWidget *` from any GTK object pointer.
    static func widget(_ pointer: OpaquePointer) -> WidgetPointer {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self)
    }

    /// A `GtkWidget *` from a typed GTK pointer.
    static func widget<T>(_ pointer: UnsafeMutablePointer<T>) -> WidgetPointer {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self)
    }

    /// A horizontal or vertical box.
    static func box(vertical: Bool, spacing: Int32 = 0, classes: [String] = []) -> WidgetPointer {
        let box = gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing)!
        addClasses(box, classes)
        return box
    }

    /// Appends children to a box.
    static func append(_ box: WidgetPointer, _ children: WidgetPointer...) {
        for child in children { gtk_box_append(box.cast(), child) }
    }

    /// Removes every child of a box. Any other container is a programming error: its children need
    /// that container's own remove function (`gtk_box_remove` refuses them, and the loop would not end).
    static func removeAllChildren(of box: WidgetPointer) {
        precondition(box.isA(gtk_box_get_type()), "removeAllChildren(of:) takes a GtkBox")
        while let child = gtk_widget_get_first_child(box) {
            gtk_box_remove(box.cast(), child)
        }
    }

    /// A label.
    static func label(_ text: String, classes: [String] = [], xalign: Float = 0, wrap: Bool = false) -> WidgetPointer {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(label.opaque, xalign)
        if wrap {
            gtk_label_set_wrap(label.opaque, 1)
            gtk_label_set_wrap_mode(label.opaque, PANGO_WRAP_WORD_CHAR)
        }
        addClasses(label, classes)
        return label
    }

    /// Changes a label's text.
    static func setText(_ label: WidgetPointer, _ text: String) {
        gtk_label_set_text(label.opaque, text)
    }

    /// A label's text.
    static func text(of label: WidgetPointer) -> String {
        gtk_label_get_text(label.opaque).map { String(cString: $0) } ?? ""
    }

    /// Adds CSS classes.
    static func addClasses(_ widget: WidgetPointer, _ classes: [String]) {
        for name in classes { gtk_widget_add_css_class(widget, name) }
    }

    /// Adds or removes one CSS class.
    static func setClass(_ widget: WidgetPointer, _ name: String, _ on: Bool) {
        if on { gtk_widget_add_css_class(widget, name) } else { gtk_widget_remove_css_class(widget, name) }
    }

    /// A button with a text label, running `action` when clicked (or activated from the keyboard).
    static func button(_ text: String, tooltip: String? = nil, classes: [String] = [],
                       action: @escaping @MainActor () -> Void) -> WidgetPointer {
        let button = gtk_button_new_with_mnemonic(text)!
        if let tooltip { gtk_widget_set_tooltip_text(button, tooltip) }
        addClasses(button, classes)
        Signals.connect(button.raw, "clicked", action)
        return button
    }

    /// A scrolled window around `child`.
    static func scrolled(_ child: WidgetPointer, horizontal: GtkPolicyType = GTK_POLICY_AUTOMATIC,
                         vertical: GtkPolicyType = GTK_POLICY_AUTOMATIC) -> WidgetPointer {
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scrolled.opaque, horizontal, vertical)
        gtk_scrolled_window_set_child(scrolled.opaque, child)
        return scrolled
    }

    /// An invisible 1 × 1 pixel widget around `fixed` (a `GtkFixed`) where view trees are laid out and
    /// drawn offscreen: GTK lays out and draws what the fixed holds at its requested sizes, and each tree
    /// can then be rasterized from the render node GTK made for it. It is nearly, not fully, transparent
    /// (GTK skips drawing a subtree at opacity 0, and then a tree has no render node), and takes no
    /// pointer input or focus.
    static func offscreenHost(around fixed: WidgetPointer) -> WidgetPointer {
        let host = scrolled(fixed, horizontal: GTK_POLICY_EXTERNAL, vertical: GTK_POLICY_EXTERNAL)
        gtk_widget_set_size_request(host, 1, 1)
        gtk_scrolled_window_set_propagate_natural_width(host.opaque, 0)
        gtk_scrolled_window_set_propagate_natural_height(host.opaque, 0)
        gtk_widget_set_can_target(host, 0)
        gtk_widget_set_can_focus(host, 0)
        gtk_widget_set_focusable(host, 0)
        gtk_widget_set_opacity(host, 0.01)
        return host
    }

    /// A drop-down list of strings; `onChange` gets the new index when the user (or code) changes it.
    static func dropDown(_ strings: [String], selected: Int, tooltip: String? = nil,
                         onChange: @escaping @MainActor (Int) -> Void) -> WidgetPointer {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        var array: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) }
        array.append(nil)
        let dropDown = array.withUnsafeBufferPointer { gtk_drop_down_new_from_strings($0.baseAddress)! }
        gtk_drop_down_set_selected(dropDown.opaque, guint(max(0, selected)))
        if let tooltip { gtk_widget_set_tooltip_text(dropDown, tooltip) }
        Signals.connect(dropDown.raw, "notify::selected", object: { [dropDown] _ in
            onChange(Int(gtk_drop_down_get_selected(dropDown.opaque)))
        })
        releaseListSurfaceOnChoice(of: dropDown)
        return dropDown
    }

    /// A toggle button; `onToggle` gets the new state.
    static func toggleButton(_ text: String, tooltip: String? = nil,
                             onToggle: @escaping @MainActor (Bool) -> Void) -> WidgetPointer {
        let button = gtk_toggle_button_new_with_mnemonic(text)!
        if let tooltip { gtk_widget_set_tooltip_text(button, tooltip) }
        Signals.connect(button.raw, "toggled") { [button] in
            onToggle(gtk_toggle_button_get_active(button.cast()) != 0)
        }
        return button
    }

    /// A GDK texture holding `image` (a new reference the caller releases).
    static func texture(_ image: PixelImage) -> OpaquePointer {
        let bytes = image.rgba.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }!
        defer { g_bytes_unref(bytes) }
        return gdk_memory_texture_new(Int32(image.width), Int32(image.height), GDK_MEMORY_R8G8B8A8, bytes,
                                      gsize(image.width * 4))
    }

    /// A picture showing `image` at `scale` (1 = one image pixel per logical pixel). Smaller scales
    /// are resampled first (gdk-pixbuf's bilinear filter), so the picture's natural size is the scaled size.
    static func picture(_ image: PixelImage, scale: Double = 1) -> WidgetPointer {
        let texture = scale < 0.999 ? scaledTexture(image, scale: scale) : texture(image)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let picture = gtk_picture_new_for_paintable(texture)!
        gtk_picture_set_can_shrink(picture.opaque, 0)
        gtk_widget_set_halign(picture, GTK_ALIGN_START)
        gtk_widget_set_valign(picture, GTK_ALIGN_START)
        return picture
    }

    /// A texture of `image` resampled to `scale` (a new reference the caller releases).
    static func scaledTexture(_ image: PixelImage, scale: Double) -> OpaquePointer {
        let bytes = image.rgba.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }!
        defer { g_bytes_unref(bytes) }
        let source = gdk_pixbuf_new_from_bytes(bytes, GDK_COLORSPACE_RGB, 1, 8, Int32(image.width), Int32(image.height),
                                               Int32(image.width * 4))!
        defer { g_object_unref(UnsafeMutableRawPointer(source)) }
        let width = max(1, Int32((Double(image.width) * scale).rounded()))
        let height = max(1, Int32((Double(image.height) * scale).rounded()))
        let scaled = gdk_pixbuf_scale_simple(source, width, height, GDK_INTERP_BILINEAR)!
        defer { g_object_unref(UnsafeMutableRawPointer(scaled)) }
        return gdk_texture_new_for_pixbuf(scaled)
    }
}
