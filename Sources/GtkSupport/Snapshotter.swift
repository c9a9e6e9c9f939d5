import CGtk
import CGtkShim
import Foundation

/// Why a widget could not be rendered to an image.
public enum SnapshotError: Error, CustomStringConvertible, Sendable {
    /// The widget drew nothing (zero size, hidden, or not mapped).
    case emptyRendering(widgetType: String)
    /// The cairo renderer could not be realized on the window's surface.
    case rendererUnavailable(String)
    /// Writing the PNG failed.
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .emptyRendering(let type): "\(type) rendered nothing: it has no size or is not shown"
        case .rendererUnavailable(let reason): "cannot start GTK's cairo renderer: \(reason)"
        case .writeFailed(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}

/// Renders widgets to pixels headlessly and deterministically.
///
/// The pipeline is GTK's own: the widget's paintable is snapshotted at its intrinsic (border-box)
/// size into a render node, and a dedicated cairo renderer rasterizes that node. Using cairo rather
/// than the window's GL renderer makes the bytes identical for the same input on every machine with
/// the same fonts.
@MainActor
public enum Snapshotter {
    /// Renders `widget`, which must be inside a mapped window, into an image with `scale` pixels per
    /// widget pixel: the render node is scaled before it is rasterized, so text and shapes are drawn
    /// as vectors at that scale (not an enlarged bitmap).
    public static func render(widget: UnsafeMutablePointer<GtkWidget>, scale: Double = 1) throws(SnapshotError) -> PixelImage {
        let texture = try renderTexture(widget: widget, scale: scale)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return PixelImage(texture: texture)
    }

    /// Presents `widget` in a temporary undecorated window of the given size, waits for GTK to draw it,
    /// renders it at `scale` (see ``render(widget:scale:)``), and takes it back out of the window. The
    /// widget must have no parent.
    public static func renderDetached(
        widget: UnsafeMutablePointer<GtkWidget>, width: Int, height: Int, scale: Double = 1
    ) throws(SnapshotError) -> PixelImage {
        let host = WindowRef()
        gtk_window_set_decorated(host.window, 0)
        gtk_window_set_default_size(host.window, Int32(width), Int32(height))
        gtk_widget_set_size_request(widget, Int32(width), Int32(height))
        gtk_window_set_child(host.window, widget)
        defer {
            gtk_window_set_child(host.window, nil)
            gtk_widget_set_size_request(widget, -1, -1)
        }
        present(host.window)
        return try render(widget: widget, scale: scale)
    }

    /// Shows a window and waits until GTK has styled, laid out and drawn it once.
    public static func present(_ window: UnsafeMutablePointer<GtkWindow>) {
        gtk_window_present(window)
        waitForDraw(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self))
    }

    /// Waits for one full frame (style, layout, draw) of the widget's window; true once it was drawn.
    ///
    /// It gives up (false) as soon as the widget is not shown, or after `timeout` seconds: a hidden
    /// window draws no frame, and GTK's own `gtk_test_widget_wait_for_draw` then waits forever (a
    /// viewer closed while a rendering waited for its frame never ended).
    @discardableResult
    public static func waitForDraw(_ widget: UnsafeMutablePointer<GtkWidget>, timeout: TimeInterval = 10) -> Bool {
        let frame = FrameWait()
        let tick: GtkTickCallback = { _, _, data in
            Unmanaged<FrameWait>.fromOpaque(data!).takeUnretainedValue().isDrawn = true
            return 0  // G_SOURCE_REMOVE: the frame in which this runs lays out and draws the widget.
        }
        let release: GDestroyNotify = { data in Unmanaged<FrameWait>.fromOpaque(data!).release() }
        g_object_ref(UnsafeMutableRawPointer(widget))
        defer { g_object_unref(UnsafeMutableRawPointer(widget)) }
        let id = gtk_widget_add_tick_callback(widget, tick, Unmanaged.passRetained(frame).toOpaque(), release)
        MainLoop.iterate(until: { frame.isDrawn || gtk_widget_get_mapped(widget) == 0 }, timeout: timeout)
        if !frame.isDrawn { gtk_widget_remove_tick_callback(widget, id) }
        MainLoop.drainPending()
        return frame.isDrawn
    }

    private static func renderTexture(widget: UnsafeMutablePointer<GtkWidget>, scale: Double) throws(SnapshotError) -> OpaquePointer {
        let typeName = String(cString: cgtk_type_name(widget))
        guard gtk_widget_get_mapped(widget) != 0, let native = gtk_widget_get_native(widget),
              let surface = gtk_native_get_surface(native)
        else { throw .emptyRendering(widgetType: typeName) }

        let paintable = gtk_widget_paintable_new(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let width = gdk_paintable_get_intrinsic_width(paintable)
        let height = gdk_paintable_get_intrinsic_height(paintable)
        guard width > 0, height > 0 else { throw .emptyRendering(widgetType: typeName) }

        let snapshot = gtk_snapshot_new()!
        if scale != 1 { gtk_snapshot_scale(snapshot, Float(scale), Float(scale)) }
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { throw .emptyRendering(widgetType: typeName) }
        defer { gsk_render_node_unref(node) }

        let renderer = gsk_cairo_renderer_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(renderer)) }
        var error: UnsafeMutablePointer<GError>?
        guard gsk_renderer_realize(renderer, surface, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw .rendererUnavailable(message)
        }
        defer { gsk_renderer_unrealize(renderer) }
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float((Double(width) * scale).rounded()), height: Float((Double(height) * scale).rounded()))
        )
        return gsk_renderer_render_texture(renderer, node, &viewport)
    }
}

/// Whether the frame a `waitForDraw` waits for has come (set from GTK's tick callback).
private final class FrameWait: @unchecked Sendable {
    var isDrawn = false
}
