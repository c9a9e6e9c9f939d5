/// A least-recently-used cache with two limits: the number of entries and their total cost (for
/// images, their bytes). Inserting past either limit drops the entries used longest ago, so a cache
/// of rendered images can never hold more than its documented number of bytes, however long the
/// program runs.
package struct BoundedCache<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        let cost: Int
        var lastUse: UInt64
    }

    /// The most total cost the cache holds.
    package let costLimit: Int
    /// The most entries the cache holds.
    package let countLimit: Int
    private var entries: [Key: Entry] = [:]
    private var useCounter: UInt64 = 0

    /// The total cost of the entries held now.
    package private(set) var totalCost = 0

    /// A cache holding at most `countLimit` entries whose costs add up to at most `costLimit`.
    package init(countLimit: Int, costLimit: Int = .max) {
        precondition(countLimit > 0 && costLimit > 0, "a cache needs room for at least one entry")
        self.countLimit = countLimit
        self.costLimit = costLimit
    }

    /// How many entries the cache holds now.
    package var count: Int { entries.count }

    /// The value stored for `key` (which counts as a use), or nil.
    package mutating func value(for key: Key) -> Value? {
        guard var entry = entries[key] else { return nil }
        useCounter += 1
        entry.lastUse = useCounter
        entries[key] = entry
        return entry.value
    }

    /// Stores `value` for `key` at `cost`, then drops the least recently used entries until both limits
    /// hold. A value costing more than the whole limit is not stored.
    package mutating func insert(_ value: Value, for key: Key, cost: Int = 1) {
        let cost = max(0, cost)
        if let old = entries.removeValue(forKey: key) { totalCost -= old.cost }
        guard cost <= costLimit else { return }
        useCounter += 1
        entries[key] = Entry(value: value, cost: cost, lastUse: useCounter)
        totalCost += cost
        guard entries.count > countLimit || totalCost > costLimit else { return }
        for (oldKey, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard entries.count > countLimit || totalCost > costLimit else { break }
            guard oldKey != key else { continue }
            entries[oldKey] = nil
            totalCost -= entry.cost
        }
    }

    /// Drops every entry.
    package mutating func removeAll() {
        entries.removeAll()
        totalCost = 0
    }
}
