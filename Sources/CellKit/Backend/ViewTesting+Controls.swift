import CellKitGTK
import Foundation

/// The test hooks that need CellKit's controls and lists (see `ViewTesting` in `CellKitGTK`).
extension ViewTesting {
    /// Emits a GTK click (press then release at `point`, in the control's coordinates; its center by
    /// default) through the control's own gesture controller. The control must have a widget.
    package static func click(_ control: UIControl, at point: CGPoint? = nil) {
        click(control.pressInput, at: point ?? CGPoint(x: control.bounds.midX, y: control.bounds.midY))
    }

    /// Clicks a row of a shown list at the signal level: a press and a release without movement at
    /// the row's center, emitted on the list's own GTK drag gesture (so the gesture arbitration,
    /// the interaction reducer, the delegate and the cells' update cycle all run). The real-input
    /// tests click with the X pointer instead.
    package static func clickItem(at indexPath: IndexPath, in list: UICollectionView) {
        guard let frame = list.engine.frame(of: indexPath) else { return }
        click(list.interaction.input, at: CGPoint(x: frame.midX - list.contentOffset.x, y: frame.midY - list.contentOffset.y))
    }
}

extension ListInteractionController {
    /// The GTK controllers of the attached input; tests emit their signals.
    var motion: UnsafeMutableRawPointer? { (input as? GtkListInput)?.motion }
    var key: UnsafeMutableRawPointer? { (input as? GtkListInput)?.key }
    var focus: UnsafeMutableRawPointer? { (input as? GtkListInput)?.focus }
    var drag: UnsafeMutableRawPointer? { (input as? GtkListInput)?.drag }
}
