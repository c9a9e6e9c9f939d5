import CGtk
import Foundation
import GtkSupport

/// Takes a file dropped on a widget (from a file manager: a `GdkFileList`, or a single `GFile`)
/// and hands its URL on; the canvas uses it to open a PNG dropped on it as its reference.
@preconcurrency @MainActor
final class ReferenceDropTarget {
    /// Called with the first dropped local file.
    private let onDrop: @MainActor (URL) -> Void

    /// Accepts files dropped anywhere on `widget`.
    init(on widget: WidgetPointer, onDrop: @escaping @MainActor (URL) -> Void) {
        self.onDrop = onDrop
        let target = gtk_drop_target_new(GType(0), GDK_ACTION_COPY)!
        var types = [gdk_file_list_get_type(), g_file_get_type()]
        gtk_drop_target_set_gtypes(target, &types, gsize(types.count))
        let callback: @convention(c) (OpaquePointer?, UnsafePointer<GValue>?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = {
            _, value, _, _, data in
            guard let value, let data else { return 0 }
            nonisolated(unsafe) let dropped = value
            return MainActor.assumeIsolated {
                let target = Unmanaged<ReferenceDropTarget>.fromOpaque(data).takeUnretainedValue()
                guard let url = ReferenceDropTarget.file(in: dropped) else { return 0 }
                target.onDrop(url)
                return 1
            }
        }
        // The controller belongs to the widget, which outlives this object's use; the target is kept by its owner.
        g_signal_connect_data(UnsafeMutableRawPointer(target), "drop", unsafeBitCast(callback, to: GCallback.self),
                              Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
        gtk_widget_add_controller(widget, target)
    }

    /// The first local file a drop's value holds: a `GdkFileList`'s first file, or a `GFile`.
    static func file(in value: UnsafePointer<GValue>) -> URL? {
        let mutable = UnsafeMutablePointer(mutating: value)
        var file: OpaquePointer?
        if g_type_check_value_holds(mutable, gdk_file_list_get_type()) != 0 {
            guard let list = g_value_get_boxed(value) else { return nil }
            let files = gdk_file_list_get_files(OpaquePointer(list))
            defer { g_slist_free(files) }
            file = files.flatMap { $0.pointee.data }.map { OpaquePointer($0) }
        } else if g_type_check_value_holds(mutable, g_file_get_type()) != 0 {
            file = g_value_get_object(value).map { OpaquePointer($0) }
        }
        guard let file, let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return URL(fileURLWithPath: String(cString: path))
    }
}
