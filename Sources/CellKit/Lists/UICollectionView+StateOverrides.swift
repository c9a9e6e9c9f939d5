import Foundation

// Forced states that follow items rather than cells (previews; not UIKit).
//
// `configurationStateOverridesByItem`, when set, owns every realized cell's
// `configurationStateOverrides`: each time the list prepares or updates a cell it gives it the entry
// of the cell's index path, or no overrides. Forced states therefore survive relayout, reloads and
// cell reuse (a recycled cell never carries another item's states), and items whose entry changed
// are measured again, since a state may change a row's height. Nil leaves the cells' own overrides
// alone (what `PreviewRenderer`-style code that sets them directly expects).
extension UICollectionView {
    /// Re-measures the items whose forced states changed and updates their cells on the next layout.
    func stateOverridesDidChange(from old: [IndexPath: ConfigurationStateOverrides]?) {
        let new = configurationStateOverridesByItem
        guard old != new else { return }
        let changed = Set((old ?? [:]).keys).union((new ?? [:]).keys).filter { old?[$0] != new?[$0] }
        for indexPath in changed { engine.invalidateMeasurement(of: indexPath) }
        if new == nil && old != nil {
            let queued = reuseQueues.values.joined().compactMap { $0 as? UICollectionViewCell }
            for cell in Array(visibleCellsByIndexPath.values) + queued {
                cell.configurationStateOverrides = ConfigurationStateOverrides()
            }
        }
        setNeedsLayout()
    }

    /// Gives a cell the forced states of its item (when the list owns them).
    func applyStateOverrides(to cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let byItem = configurationStateOverridesByItem else { return }
        let wanted = byItem[indexPath] ?? ConfigurationStateOverrides()
        if cell.configurationStateOverrides != wanted { cell.configurationStateOverrides = wanted }
    }
}
