import CGtk
import CRealInput
import Foundation

/// Where a widget is on the screen: widget coordinates to root-window coordinates.
@MainActor
public enum ScreenGeometry {
    /// The GDK surface of the native (window or popover) that shows `widget`, once realized.
    static func surface(of widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        guard let native = gtk_widget_get_native(widget) else { return nil }
        return gtk_native_get_surface(native)
    }

    /// The root-window pixel of `point` in `widget`'s coordinates (default: the widget's center).
    public static func rootPoint(of widget: UnsafeMutablePointer<GtkWidget>, at point: CGPoint? = nil) throws -> (x: Int, y: Int) {
        let local = point ?? CGPoint(x: Double(gtk_widget_get_width(widget)) / 2, y: Double(gtk_widget_get_height(widget)) / 2)
        let origin = try rootOrigin(of: widget)
        return (Int((origin.x + local.x).rounded(.down)), Int((origin.y + local.y).rounded(.down)))
    }

    /// The root-window position of `widget`'s top-left corner, in fractional pixels.
    public static func rootOrigin(of widget: UnsafeMutablePointer<GtkWidget>) throws -> CGPoint {
        guard let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native) else {
            throw RealInput.Unavailable(description: "the widget is not in a realized window")
        }
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        var zero = graphene_point_t(x: 0, y: 0)
        var inNative = graphene_point_t()
        guard gtk_widget_compute_point(widget, nativeWidget, &zero, &inNative) != 0 else {
            throw RealInput.Unavailable(description: "the widget is not inside its native")
        }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        var windowX: Int32 = 0, windowY: Int32 = 0
        guard cri_window_origin(cri_surface_xid(UnsafeMutableRawPointer(surface)), &windowX, &windowY) else {
            throw RealInput.Unavailable(description: "the window's X window is gone")
        }
        return CGPoint(x: Double(windowX) + surfaceX + Double(inNative.x), y: Double(windowY) + surfaceY + Double(inNative.y))
    }

    /// `widget`'s rectangle on the screen, in whole pixels.
    public static func rootRect(of widget: UnsafeMutablePointer<GtkWidget>) throws -> (x: Int, y: Int, width: Int, height: Int) {
        let origin = try rootOrigin(of: widget)
        return (Int(origin.x.rounded()), Int(origin.y.rounded()), Int(gtk_widget_get_width(widget)), Int(gtk_widget_get_height(widget)))
    }
}
