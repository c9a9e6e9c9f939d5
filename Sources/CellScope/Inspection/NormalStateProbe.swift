import CellKit
import Foundation

/// The inspected cell as it is in the normal state (no system or custom state on) with the same
/// traits: the baseline that tells "set by code" from "changed by state" for values code set.
///
/// It builds the demo's list a second time, off screen and without rendering, forces the normal
/// state on the item's cell and reads its configurations. Results are cached per demo, row and
/// canvas context.
@preconcurrency @MainActor
final class NormalStateProbe {
    private struct Key: Hashable {
        let demoID: String
        let row: Int
        let context: PreviewContext
    }

    /// The most baselines kept; the least recently used go first.
    static let cacheCount = 200
    private var cache = BoundedCache<Key, CellFacts>(countLimit: cacheCount)

    /// The facts of `row`'s cell in the normal state, or nil when the list does not show that row.
    func facts(demo: PreviewDemo, row: Int, context: PreviewContext) -> CellFacts? {
        let key = Key(demoID: demo.id, row: row, context: context)
        if let cached = cache.value(for: key) { return cached }
        let canvas = DemoCanvas(demo: demo, context: context)
        guard let indexPath = canvas.list.indexPath(forPreviewRow: row) else { return nil }
        canvas.list.configurationStateOverridesByItem = [indexPath: ForcedStates().overrides(customStates: demo.customStates)]
        canvas.fitHeightToContent()
        guard let cell = canvas.list.cellForItem(at: indexPath) else { return nil }
        let facts = CellFacts(cell: cell)
        cache.insert(facts, for: key)
        return facts
    }

    /// Forgets every baseline (the demos' code may answer differently after a reload).
    func reset() {
        cache.removeAll()
    }
}
