import Foundation

/// Lengths laid end to end along one axis (the groups of a section, one after another), each one an
/// estimate until it is measured. This is what lets a list of a million rows lay out lazily: nothing
/// is stored per row until the row is measured, and every query is logarithmic.
///
/// The lengths are kept in blocks of `blockSize`. A Fenwick tree (binary indexed tree) over the
/// blocks' totals answers "where does length `i` start" and "which length covers offset `y`" in
/// O(log(count / blockSize)) plus a scan of at most one block; a block stores its lengths only once
/// one of them is set. Memory: one `Double` per block, plus `blockSize` lengths per block that holds
/// a measured length.
package struct ExtentSequence: Sendable {
    /// How many lengths a block holds.
    package static let blockSize = 64

    /// The number of lengths.
    package private(set) var count: Int
    /// The length of every entry that was not set.
    package let estimate: CGFloat
    /// Fenwick tree over the block totals, 1-based (`tree[0]` is unused).
    private var tree: [CGFloat]
    /// The set lengths of each block (NaN: not set), or nil when none of the block's lengths is set.
    private var blocks: [[CGFloat]?]

    /// `count` lengths of `estimate` each.
    package init(count: Int, estimate: CGFloat) {
        precondition(count >= 0, "a sequence cannot have a negative length count")
        self.count = count
        self.estimate = estimate
        let blockCount = (count + Self.blockSize - 1) / Self.blockSize
        blocks = Array(repeating: nil, count: blockCount)
        tree = Array(repeating: 0, count: blockCount + 1)
        for block in 0..<blockCount {
            tree[block + 1] = CGFloat(Self.lengthCount(ofBlock: block, total: count)) * estimate
        }
        // Linear-time Fenwick construction: each node adds itself to its parent.
        if blockCount > 0 {
            for node in 1...blockCount {
                let parent = node + (node & -node)
                if parent <= blockCount { tree[parent] += tree[node] }
            }
        }
    }

    private static func lengthCount(ofBlock block: Int, total: Int) -> Int {
        min(blockSize, total - block * blockSize)
    }

    /// The sum of all lengths.
    package var total: CGFloat {
        prefix(blocks: blocks.count)
    }

    /// The length of entry `index`.
    package func length(at index: Int) -> CGFloat {
        let stored = blocks[index / Self.blockSize]?[index % Self.blockSize] ?? .nan
        return stored.isNaN ? estimate : stored
    }

    /// Whether entry `index` was set (measured).
    package func isSet(_ index: Int) -> Bool {
        guard let stored = blocks[index / Self.blockSize]?[index % Self.blockSize] else { return false }
        return !stored.isNaN
    }

    /// Sets the length of entry `index`; returns whether its length changed.
    @discardableResult
    package mutating func set(_ index: Int, to length: CGFloat) -> Bool {
        store(length, at: index)
    }

    /// Forgets the length of entry `index` (it is the estimate again); returns whether its length changed.
    @discardableResult
    package mutating func unset(_ index: Int) -> Bool {
        store(.nan, at: index)
    }

    private mutating func store(_ value: CGFloat, at index: Int) -> Bool {
        precondition(index >= 0 && index < count, "entry \(index) is outside a sequence of \(count)")
        let block = index / Self.blockSize, slot = index % Self.blockSize
        let old = length(at: index)
        if blocks[block] == nil {
            guard !value.isNaN else { return false }
            blocks[block] = Array(repeating: .nan, count: Self.lengthCount(ofBlock: block, total: count))
        }
        blocks[block]![slot] = value
        let new = value.isNaN ? estimate : value
        if new != old { add(new - old, toBlock: block) }
        return new != old
    }

    /// Where entry `index` starts: the sum of the lengths before it (`index == count` gives `total`).
    package func offset(of index: Int) -> CGFloat {
        precondition(index >= 0 && index <= count, "entry \(index) is outside a sequence of \(count)")
        let block = index / Self.blockSize, slot = index % Self.blockSize
        var sum = prefix(blocks: block)
        guard slot > 0 else { return sum }
        if let lengths = blocks[block] {
            for k in 0..<slot { sum += lengths[k].isNaN ? estimate : lengths[k] }
        } else {
            sum += CGFloat(slot) * estimate
        }
        return sum
    }

    /// The entry that covers `offset`: the one whose extent `[start, start + length)` holds it, so
    /// zero-length entries starting there are passed over; 0 for offsets before the start, `count` for
    /// offsets at or past the end.
    package func index(at offset: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        guard offset >= 0 else { return 0 }
        // Fenwick descent: the number of whole blocks that end at or before `offset`.
        var node = 0
        var remaining = offset
        var step = 1
        while step * 2 <= blocks.count { step *= 2 }
        while step > 0 {
            let next = node + step
            if next <= blocks.count, tree[next] <= remaining {
                node = next
                remaining -= tree[next]
            }
            step /= 2
        }
        guard node < blocks.count else { return count }
        let first = node * Self.blockSize
        let last = first + Self.lengthCount(ofBlock: node, total: count)
        var index = first
        while index < last {
            let length = self.length(at: index)
            if remaining < length { return index }
            remaining -= length
            index += 1
        }
        return min(index, count)
    }

    /// The set lengths, by entry.
    package var setLengths: [(index: Int, length: CGFloat)] {
        var result: [(Int, CGFloat)] = []
        for (block, lengths) in blocks.enumerated() {
            guard let lengths else { continue }
            for (slot, length) in lengths.enumerated() where !length.isNaN {
                result.append((block * Self.blockSize + slot, length))
            }
        }
        return result
    }

    // MARK: Fenwick tree

    private func prefix(blocks blockCount: Int) -> CGFloat {
        var sum: CGFloat = 0
        var node = blockCount
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }

    private mutating func add(_ delta: CGFloat, toBlock block: Int) {
        var node = block + 1
        while node < tree.count {
            tree[node] += delta
            node += node & -node
        }
    }
}
