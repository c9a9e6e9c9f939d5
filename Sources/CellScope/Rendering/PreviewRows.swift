import CellKit
import Foundation

extension DemoCanvas {
    /// Grows or shrinks the canvas until the list's whole content is shown (after states changed row
    /// heights). A screen keeps its bars: the canvas is as tall as they are plus the list's content.
    /// A device screen keeps its size.
    func fitHeightToContent(maximumHeight: CGFloat = 4000) {
        guard !isDeviceScreen else {
            rootView.layoutIfNeeded()
            return
        }
        for _ in 0..<6 {
            rootView.layoutIfNeeded()
            let chrome = controller == nil ? 0 : rootView.bounds.height - list.bounds.height
            let height = min(maximumHeight, max(1, chrome + list.contentSize.height))
            if abs(height - rootView.frame.height) < 0.5 { break }
            rootView.frame.size.height = height
            if controller == nil { list.frame = rootView.bounds }
        }
        rootView.layoutIfNeeded()
    }

    /// Forces `states` on the cell of every item of `demo` at once and lays the canvas out to fit the
    /// list (up to the tallest canvas a cell is rendered from): what lint and baselines render.
    func forceOnEveryItem(_ states: ForcedStates, of demo: PreviewDemo) {
        let overrides = states.overrides(customStates: demo.customStates)
        var byItem: [IndexPath: ConfigurationStateOverrides] = [:]
        for row in demo.items.indices {
            if let indexPath = list.indexPath(forPreviewRow: row) { byItem[indexPath] = overrides }
        }
        list.configurationStateOverridesByItem = byItem
        fitHeightToContent(maximumHeight: CGFloat(PreviewRenderer.maximumCanvasHeight))
    }
}

extension UICollectionView {
    /// The index path of a demo item: items are counted across sections in order, as the list counts them.
    func indexPath(forPreviewRow row: Int) -> IndexPath? {
        flatRows.indexPath(forRow: row)
    }

    /// The demo row of an index path.
    func previewRow(for indexPath: IndexPath) -> Int? {
        flatRows.row(for: indexPath)
    }
}
