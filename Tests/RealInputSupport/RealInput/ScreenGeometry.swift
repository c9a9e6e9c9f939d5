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

    /// The root-window pixel of `point` in `widget`'s coordinates (default: the widget's center),
    /// through every transform above the widget (a scaled canvas's zoom).
    public static func rootPoint(of widget: UnsafeMutablePointer<GtkWidget>, at point: CGPoint? = nil) throws -> (x: Int, y: Int) {
        let local = point ?? CGPoint(x: Double(gtk_widget_get_width(widget)) / 2, y: Double(gtk_widget_get_height(widget)) / 2)
        let root = try rootPosition(of: widget, at: local)
        return (Int(root.x.rounded(.down)), Int(root.y.rounded(.down)))
    }

    /// The root-window position of `widget`'s top-left corner, in fractional pixels.
    public static func rootOrigin(of widget: UnsafeMutablePointer<GtkWidget>) throws -> CGPoint {
        try rootPosition(of: widget, at: .zero)
    }

    /// The root-window position of `point` in `widget`'s coordinates, in fractional pixels.
    public static func rootPosition(of widget: UnsafeMutablePointer<GtkWidget>, at point: CGPoint) throws -> CGPoint {
        let (native, nativeWidget) = try nativeOf(widget)
        var local = graphene_point_t(x: Float(point.x), y: Float(point.y))
        var inNative = graphene_point_t()
        guard gtk_widget_compute_point(widget, nativeWidget, &local, &inNative) != 0 else {
            throw RealInput.Unavailable(description: "the widget is not inside its native")
        }
        let origin = try surfaceOrigin(of: native)
        return CGPoint(x: origin.x + Double(inNative.x), y: origin.y + Double(inNative.y))
    }

    /// `widget`'s rectangle on the screen, in whole pixels, as shown (a scaled widget's rectangle is scaled).
    public static func rootRect(of widget: UnsafeMutablePointer<GtkWidget>) throws -> (x: Int, y: Int, width: Int, height: Int) {
        let origin = try rootOrigin(of: widget)
        let end = try rootPosition(of: widget, at: CGPoint(x: Double(gtk_widget_get_width(widget)), y: Double(gtk_widget_get_height(widget))))
        let x = Int(origin.x.rounded()), y = Int(origin.y.rounded())
        return (x, y, Int(end.x.rounded()) - x, Int(end.y.rounded()) - y)
    }

    private static func nativeOf(_ widget: UnsafeMutablePointer<GtkWidget>) throws -> (OpaquePointer, UnsafeMutablePointer<GtkWidget>) {
        guard let native = gtk_widget_get_native(widget), gtk_native_get_surface(native) != nil else {
            throw RealInput.Unavailable(description: "the widget is not in a realized window")
        }
        return (native, UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self))
    }

    /// The root-window position of a native's widget coordinates origin.
    private static func surfaceOrigin(of native: OpaquePointer) throws -> CGPoint {
        guard let surface = gtk_native_get_surface(native) else {
            throw RealInput.Unavailable(description: "the widget is not in a realized window")
        }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        var windowX: Int32 = 0, windowY: Int32 = 0
        guard cri_window_origin(cri_surface_xid(UnsafeMutableRawPointer(surface)), &windowX, &windowY) else {
            throw RealInput.Unavailable(description: "the window's X window is gone")
        }
        return CGPoint(x: Double(windowX) + surfaceX, y: Double(windowY) + surfaceY)
    }
}
