/// For each symbol, the slots of the tableau rows whose terms mention it (the tableau's columns).
///
/// All columns share one pool of entries linked into per-symbol lists, so adding a symbol or an entry
/// allocates nothing once the pool has grown, and the whole index is four flat arrays.
struct ColumnIndex {
    /// Per symbol: its first entry, or -1.
    private var head: [Int32] = []
    /// Per symbol: how many entries its column has.
    private var counts: [Int32] = []
    /// Per entry: the row slot it records.
    private var entrySlot: [Int32] = []
    /// Per entry: the next entry of the same column (or of the free list), or -1.
    private var entryNext: [Int32] = []
    private var freeEntries: Int32 = -1

    init() {
        head.reserveCapacity(64)
        counts.reserveCapacity(64)
        entrySlot.reserveCapacity(256)
        entryNext.reserveCapacity(256)
    }

    /// The slots of the rows that mention `symbol`, most recent first. Do not change the index while
    /// iterating (the sequence would copy it).
    func slots(of symbol: Int32) -> Slots {
        Slots(entrySlot: entrySlot, entryNext: entryNext, entry: head[Int(symbol)])
    }

    func count(of symbol: Int32) -> Int {
        Int(counts[Int(symbol)])
    }

    /// Adds an empty column for the next symbol id.
    mutating func addSymbol() {
        head.append(-1)
        counts.append(0)
    }

    /// Records that the row in `slot` mentions `symbol`.
    mutating func insert(_ slot: Int32, into symbol: Int32) {
        let entry: Int32
        if freeEntries >= 0 {
            entry = freeEntries
            freeEntries = entryNext[Int(entry)]
            entrySlot[Int(entry)] = slot
            entryNext[Int(entry)] = head[Int(symbol)]
        } else {
            entry = Int32(entrySlot.count)
            entrySlot.append(slot)
            entryNext.append(head[Int(symbol)])
        }
        head[Int(symbol)] = entry
        counts[Int(symbol)] += 1
    }

    /// Forgets that the row in `slot` mentions `symbol` (nothing if it was not recorded).
    mutating func remove(_ slot: Int32, from symbol: Int32) {
        var previous: Int32 = -1
        var entry = head[Int(symbol)]
        while entry >= 0, entrySlot[Int(entry)] != slot {
            previous = entry
            entry = entryNext[Int(entry)]
        }
        guard entry >= 0 else { return }
        if previous >= 0 {
            entryNext[Int(previous)] = entryNext[Int(entry)]
        } else {
            head[Int(symbol)] = entryNext[Int(entry)]
        }
        entryNext[Int(entry)] = freeEntries
        freeEntries = entry
        counts[Int(symbol)] -= 1
    }

    /// Empties `symbol`'s column, appending its slots to `buffer`.
    mutating func drain(_ symbol: Int32, into buffer: inout [Int32]) {
        var entry = head[Int(symbol)]
        while entry >= 0 {
            buffer.append(entrySlot[Int(entry)])
            let next = entryNext[Int(entry)]
            entryNext[Int(entry)] = freeEntries
            freeEntries = entry
            entry = next
        }
        head[Int(symbol)] = -1
        counts[Int(symbol)] = 0
    }

    /// Walks one column.
    struct Slots: Sequence, IteratorProtocol {
        fileprivate let entrySlot: [Int32]
        fileprivate let entryNext: [Int32]
        fileprivate var entry: Int32

        mutating func next() -> Int32? {
            guard entry >= 0 else { return nil }
            defer { entry = entryNext[Int(entry)] }
            return entrySlot[Int(entry)]
        }
    }
}
