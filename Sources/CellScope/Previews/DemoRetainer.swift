import CellKit

/// Keeps objects alive for as long as a view lives: a demo's data source (collection views hold
/// their data source weakly, as in UIKit, where a view controller would own it).
@preconcurrency @MainActor
public enum DemoRetainer {
    private struct Entry {
        weak var view: UIView?
        let object: AnyObject
    }

    private static var entries: [Entry] = []

    /// Keeps `object` alive until `view` is deallocated.
    public static func keep(_ object: AnyObject, with view: UIView) {
        entries.removeAll { $0.view == nil }
        entries.append(Entry(view: view, object: object))
    }
}
