import CellKitCore
import Testing

/// The caches of rendered images and decoded textures keep to their limits by dropping the entries
/// used longest ago.
@Suite struct BoundedCacheTests {
    @Test func insertingPastTheCountLimitDropsTheLeastRecentlyUsedEntry() {
        var cache = BoundedCache<String, Int>(countLimit: 2)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        #expect(cache.value(for: "a") == 1)
        cache.insert(3, for: "c")
        #expect(cache.count == 2)
        #expect(cache.value(for: "b") == nil, "b was used longest ago")
        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "c") == 3)
    }

    @Test func insertingPastTheCostLimitDropsOldEntriesUntilTheTotalFits() {
        var cache = BoundedCache<String, String>(countLimit: 100, costLimit: 1000)
        cache.insert("a", for: "a", cost: 400)
        cache.insert("b", for: "b", cost: 400)
        cache.insert("c", for: "c", cost: 400)
        #expect(cache.totalCost == 800)
        #expect(cache.value(for: "a") == nil)
        #expect(cache.value(for: "b") == "b")
        cache.insert("d", for: "d", cost: 900)
        #expect(cache.totalCost == 900)
        #expect(cache.count == 1)
    }

    @Test func aValueCostingMoreThanTheLimitIsNotStoredAndReplacingAKeyReplacesItsCost() {
        var cache = BoundedCache<String, Int>(countLimit: 10, costLimit: 100)
        cache.insert(1, for: "big", cost: 101)
        #expect(cache.value(for: "big") == nil)
        #expect(cache.totalCost == 0)
        cache.insert(1, for: "k", cost: 60)
        cache.insert(2, for: "k", cost: 30)
        #expect(cache.totalCost == 30)
        #expect(cache.value(for: "k") == 2)
        cache.removeAll()
        #expect(cache.count == 0 && cache.totalCost == 0)
    }
}
