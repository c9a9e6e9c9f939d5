import CGtk
import Foundation
import GtkSupport

/// GTK's cairo renderer realized once for a batch: it rasterizes a drawn widget's render node, or
/// only a region of it (a cell inside its list), the way `Snapshotter` does for whole widgets.
@MainActor
final class Rasterizer {
    private let renderer: OpaquePointer

    init(on widget: WidgetPointer) throws {
        guard let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native) else {
            throw OffscreenRenderer.Failure.windowNotShown
        }
        renderer = gsk_cairo_renderer_new()!
        var error: UnsafeMutablePointer<GError>?
        guard gsk_renderer_realize(renderer, surface, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            g_object_unref(UnsafeMutableRawPointer(renderer))
            throw SnapshotError.rendererUnavailable(message)
        }
    }

    isolated deinit {
        gsk_renderer_unrealize(renderer)
        g_object_unref(UnsafeMutableRawPointer(renderer))
    }

    /// The widget's pixels inside `region` (rounded outward to whole pixels; nil: all of it).
    func image(of widget: WidgetPointer, region: CGRect?) throws -> PixelImage {
        let paintable = gtk_widget_paintable_new(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let width = Int(gdk_paintable_get_intrinsic_width(paintable))
        let height = Int(gdk_paintable_get_intrinsic_height(paintable))
        let typeName = String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)))
        guard width > 0, height > 0 else { throw SnapshotError.emptyRendering(widgetType: typeName) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { throw SnapshotError.emptyRendering(widgetType: typeName) }
        defer { gsk_render_node_unref(node) }
        let bounds = region ?? CGRect(x: 0, y: 0, width: width, height: height)
        let x = max(0, Int(bounds.minX.rounded(.down))), y = max(0, Int(bounds.minY.rounded(.down)))
        let maxX = min(width, Int(bounds.maxX.rounded(.up))), maxY = min(height, Int(bounds.maxY.rounded(.up)))
        var viewport = graphene_rect_t(origin: graphene_point_t(x: Float(x), y: Float(y)),
                                       size: graphene_size_t(width: Float(max(1, maxX - x)), height: Float(max(1, maxY - y))))
        let texture = gsk_renderer_render_texture(renderer, node, &viewport)!
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return PixelImage(texture: texture)
    }
}
