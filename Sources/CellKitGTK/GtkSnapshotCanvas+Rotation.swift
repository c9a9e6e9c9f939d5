import CGtk
import CellKitCore
import Foundation

/// Rotation on a GTK snapshot: a saved, translated and rotated transform around `body`.
extension GtkSnapshotCanvas: RotatingCanvas {
    func rotated(by degrees: CGFloat, about center: CGPoint, _ body: () -> Void) {
        gtk_snapshot_save(snapshot)
        var origin = graphene_point_t(x: Float(center.x), y: Float(center.y))
        gtk_snapshot_translate(snapshot, &origin)
        gtk_snapshot_rotate(snapshot, Float(degrees))
        body()
        gtk_snapshot_restore(snapshot)
    }
}
