import Foundation

/// The pre-configuration background views of collection and table view cells (`backgroundView`,
/// `selectedBackgroundView`): put in behind the content, sized to the cell.
@MainActor
enum CellBackgroundViews {
    /// Takes `old` out of its cell and puts `new` in `cell` just below `contentView`, sized to the cell;
    /// returns whether a view was put in.
    static func replace(_ old: UIView?, with new: UIView?, in cell: UIView, below contentView: UIView) -> Bool {
        old?.removeFromSuperview()
        guard let new else { return false }
        new.frame = cell.bounds
        cell.insertSubview(new, belowSubview: contentView)
        return true
    }
}
