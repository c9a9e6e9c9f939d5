/// Longest strictly increasing subsequence, used to find the smallest set of moves: elements that keep their
/// relative order stay put, everything else moves.
@usableFromInline
enum LongestIncreasingSubsequence {
    /// Calls `body` with every position of `values` outside one longest strictly increasing subsequence, in
    /// ascending order: the elements that must move. O(n) when `values` is already increasing (nothing moves).
    @inlinable
    static func forEachPositionOutside(_ values: [Int], _ body: (Int) -> Void) {
        guard !isIncreasing(values) else { return }
        let kept = positions(in: values)
        var cursor = 0
        for position in values.indices {
            if cursor < kept.count, kept[cursor] == position {
                cursor += 1
            } else {
                body(position)
            }
        }
    }

    /// Whether every value is larger than the one before it.
    @inlinable
    static func isIncreasing(_ values: [Int]) -> Bool {
        var previous = Int.min
        for value in values {
            if value <= previous { return false }
            previous = value
        }
        return true
    }

    /// The positions (indexes into `values`) of one longest strictly increasing subsequence, ascending.
    /// O(n log n); O(n) when `values` is already increasing.
    @usableFromInline
    static func positions(in values: [Int]) -> [Int] {
        guard values.count > 1 else { return Array(values.indices) }
        if isIncreasing(values) {
            return Array(values.indices)
        }
        // tails[k]: position of the smallest tail value of an increasing run of length k + 1.
        var tails: [Int] = []
        var predecessor = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { predecessor[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result: [Int] = []
        result.reserveCapacity(tails.count)
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result.append(cursor)
            cursor = predecessor[cursor]
        }
        return result.reversed()
    }
}
