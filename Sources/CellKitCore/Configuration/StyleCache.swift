import Foundation
import Synchronization

/// What a style's defaults depend on: the style, the traits and the system states (pointer hover
/// excepted: no style changes with it; the background view draws the hover highlight).
struct StyleCacheKey: Hashable, Sendable {
    let style: String
    let traits: UITraitCollection
    let states: CellSystemStates

    init(style: String, traits: UITraitCollection, states: CellSystemStates) {
        self.style = style
        self.traits = traits
        self.states = states.subtracting(.hovered)
    }
}

/// Remembers the defaults a style computes for a state, so restyling a cell for a state it was
/// in before (every highlight, selection and hover) costs a dictionary lookup instead of building
/// fonts, colors and metrics again. Values are plain configuration values, so sharing them is
/// safe; the cache is bounded and simply starts over when full.
final class StyleCache<Value: Sendable>: Sendable {
    private let storage = Mutex<[StyleCacheKey: Value]>([:])
    private let capacity: Int

    init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// The cached value for `key`, or `make()`'s result, remembered.
    func value(for key: StyleCacheKey, make: () -> Value) -> Value {
        if let cached = storage.withLock({ $0[key] }) { return cached }
        let value = make()
        storage.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
        return value
    }

}

/// The cache of list content configuration defaults.
let listContentStyleCache = StyleCache<UIListContentConfiguration>()
/// The cache of background configuration defaults.
let backgroundStyleCache = StyleCache<UIBackgroundConfiguration>()
