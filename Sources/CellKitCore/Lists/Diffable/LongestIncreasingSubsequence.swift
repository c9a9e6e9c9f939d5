/// Longest strictly increasing subsequence, used to find the smallest set of moves: elements that keep their
/// relative order stay put, everything else moves.
enum LongestIncreasingSubsequence {
    /// The positions (indexes into `values`) of one longest strictly increasing subsequence, ascending.
    /// O(n log n); O(n) when `values` is already increasing.
    static func positions(in values: [Int]) -> [Int] {
        guard values.count > 1 else { return Array(values.indices) }
        if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) {
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
