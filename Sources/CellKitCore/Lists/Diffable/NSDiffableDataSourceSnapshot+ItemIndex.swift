import Foundation

/// The strict order of a `Comparable` identifier type, reached from generic code that only knows the type is
/// `Hashable`. Nil for types that are not `Comparable`.
///
/// Sendable although its closures are not marked so: they capture nothing but the identifier type's
/// metatype, which is immutable, yet Swift 6.2 cannot prove it sendable for a type opened from
/// `any Comparable.Type`.
@usableFromInline
struct IdentifierOrder<Identifier>: @unchecked Sendable {
    /// `a < b`.
    @usableFromInline let precedes: (Identifier, Identifier) -> Bool
    /// Whether every identifier of a buffer is less than the next (so none repeats).
    @usableFromInline let ascendsStrictly: (UnsafeBufferPointer<Identifier>) -> Bool

    @usableFromInline
    init?() {
        // The usual identifier types get comparisons compiled for them: the order is made where the type is
        // named, so its loop is specialized, then cast to this generic type (a function cast with a
        // reabstraction, once). Any other `Comparable` type compares through its protocol witnesses.
        if Identifier.self == Int.self {
            self.init(IdentifierComparisons.order(of: Int.self))
        } else if Identifier.self == String.self {
            self.init(IdentifierComparisons.order(of: String.self))
        } else if Identifier.self == UInt.self {
            self.init(IdentifierComparisons.order(of: UInt.self))
        } else if Identifier.self == Int64.self {
            self.init(IdentifierComparisons.order(of: Int64.self))
        } else if Identifier.self == Int32.self {
            self.init(IdentifierComparisons.order(of: Int32.self))
        } else if let comparable = Identifier.self as? any Comparable.Type {
            self = Self.witnessed(comparable)
        } else {
            return nil
        }
    }

    /// The order of a `Comparable` type opened from an existential, which must be `Identifier`.
    private static func witnessed<C: Comparable>(_ type: C.Type) -> Self {
        Self(IdentifierComparisons.order(of: type))
    }

    /// The order of `C`, which must be `Identifier`.
    private init<C>(_ order: (precedes: (C, C) -> Bool, ascendsStrictly: (UnsafeBufferPointer<C>) -> Bool)) {
        precedes = order.precedes as Any as! (Identifier, Identifier) -> Bool
        ascendsStrictly = order.ascendsStrictly as Any as! (UnsafeBufferPointer<Identifier>) -> Bool
    }
}

/// The comparisons behind ``IdentifierOrder``, generic over the identifier type alone, so that a call that
/// names the type compiles them for it.
enum IdentifierComparisons {
    static func order<C: Comparable>(of _: C.Type) -> (precedes: (C, C) -> Bool, ascendsStrictly: (UnsafeBufferPointer<C>) -> Bool) {
        ({ $0 < $1 }, { items in
            guard items.count > 1 else { return true }
            for index in 1..<items.count where !(items[index - 1] < items[index]) { return false }
            return true
        })
    }
}

/// Finding items: the identifier index.
///
/// Identifiers that arrive in ascending order (integer ranges, sorted keys; any `Comparable` type) need no
/// hash table: while every item of the snapshot, section after section, is less than the next, the order
/// itself is the index. Lookups are binary searches (O(log n)), appending an ascending batch after the last
/// item costs one comparison per item, and two identifiers in strictly ascending order cannot be equal, so
/// UIKit's duplicate rule holds without hashing. The first edit that breaks the order (or identifiers that
/// are not `Comparable`) switches the snapshot to a dictionary from each identifier to its section and
/// position, built once, which also finds duplicates as the items go in. So a million-item snapshot of
/// ascending integers builds and applies without a million hash insertions, and any other snapshot costs
/// what it did before. (A `Comparable` type must order consistently with `==`, as its laws require.)
extension NSDiffableDataSourceSnapshot {
    /// The number of items, over all sections.
    @inlinable
    var itemCount: Int {
        guard let last = sectionOffsets.last else { return 0 }
        return last + sectionItems[sectionItems.count - 1].count
    }

    /// The section and position of an item, or nil when it is not in the snapshot.
    @inlinable
    func location(of identifier: ItemIdentifierType) -> ItemLocation? {
        guard let order = itemOrder else { return itemLocations[identifier] }
        // The first flat index whose item is not less than `identifier`.
        var low = 0, high = itemCount
        while low < high {
            let mid = (low + high) / 2
            if order.precedes(item(atFlatIndex: mid), identifier) { low = mid + 1 } else { high = mid }
        }
        guard low < itemCount, let path = indexPath(forFlatIndex: low),
              sectionItems[path.section][path.item] == identifier else { return nil }
        return ItemLocation(section: sectionOrder[path.section], position: path.item)
    }

    /// Whether an item is in the snapshot.
    @inlinable
    func containsItem(_ identifier: ItemIdentifierType) -> Bool {
        location(of: identifier) != nil
    }

    /// The item at a flat index known to be valid.
    @inlinable
    func item(atFlatIndex index: Int) -> ItemIdentifierType {
        let path = indexPath(forFlatIndex: index)!
        return sectionItems[path.section][path.item]
    }

    /// Whether inserting `identifiers` at `position` of the section at `sectionIndex` keeps every item less
    /// than the next: the batch ascends, and fits between the items before and after the insertion point.
    @inlinable
    func insertionKeepsOrder(_ identifiers: [ItemIdentifierType], sectionIndex: Int, position: Int,
                             order: IdentifierOrder<ItemIdentifierType>) -> Bool {
        guard identifiers.withUnsafeBufferPointer(order.ascendsStrictly) else { return false }
        if let before = neighbor(beforeSection: sectionIndex, position: position), !order.precedes(before, identifiers[0]) {
            return false
        }
        if let after = neighbor(afterSection: sectionIndex, position: position), !order.precedes(identifiers[identifiers.count - 1], after) {
            return false
        }
        return true
    }

    /// The item just before a position, in flat order (looking back through earlier sections).
    @inlinable
    func neighbor(beforeSection sectionIndex: Int, position: Int) -> ItemIdentifierType? {
        if position > 0 { return sectionItems[sectionIndex][position - 1] }
        var section = sectionIndex - 1
        while section >= 0 {
            if let last = sectionItems[section].last { return last }
            section -= 1
        }
        return nil
    }

    /// The item at a position, or the first item after it in flat order (looking on through later sections).
    @inlinable
    func neighbor(afterSection sectionIndex: Int, position: Int) -> ItemIdentifierType? {
        if position < sectionItems[sectionIndex].count { return sectionItems[sectionIndex][position] }
        var section = sectionIndex + 1
        while section < sectionItems.count {
            if let first = sectionItems[section].first { return first }
            section += 1
        }
        return nil
    }

    /// Whether every item, section after section, is less than the next (checked at section boundaries;
    /// each section is known to ascend).
    @inlinable
    func sectionsAscend(_ order: IdentifierOrder<ItemIdentifierType>) -> Bool {
        var previous: ItemIdentifierType?
        for items in sectionItems {
            guard let first = items.first else { continue }
            if let previous, !order.precedes(previous, first) { return false }
            previous = items[items.count - 1]
        }
        return true
    }

    /// Gives up the ordered index: records every item's section and position in the dictionary.
    @inlinable
    mutating func switchToHashedIndex() {
        guard itemOrder != nil else { return }
        itemOrder = nil
        itemLocations.reserveCapacity(itemCount)
        for (sectionIndex, items) in sectionItems.enumerated() {
            let section = sectionOrder[sectionIndex]
            for (position, item) in items.enumerated() {
                itemLocations[item] = ItemLocation(section: section, position: position)
            }
        }
    }
}
