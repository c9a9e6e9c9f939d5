import Foundation

/// Index paths in ascending order, stored as runs of consecutive items of one section: the million rows of a
/// freshly applied list are one run, not a million index paths.
@usableFromInline
struct IndexPathRuns: Hashable, Sendable {
    /// Consecutive items `start ..< start + count` of one section.
    @usableFromInline
    struct Run: Hashable, Sendable {
        @usableFromInline var section: Int
        @usableFromInline var start: Int
        @usableFromInline var count: Int

        @inlinable
        init(section: Int, start: Int, count: Int) {
            self.section = section
            self.start = start
            self.count = count
        }
    }

    @usableFromInline var runs: [Run]

    @inlinable
    init() { runs = [] }

    /// Whether there is no index path.
    @inlinable
    var isEmpty: Bool { runs.isEmpty }

    /// Adds the items `items` of `section`, which come after every index path already added.
    @inlinable
    mutating func append(section: Int, items: Range<Int>) {
        guard !items.isEmpty else { return }
        if let last = runs.last, last.section == section, last.start + last.count == items.lowerBound {
            runs[runs.count - 1].count += items.count
        } else {
            runs.append(Run(section: section, start: items.lowerBound, count: items.count))
        }
    }

    /// Adds one item, which comes after every index path already added.
    @inlinable
    mutating func append(section: Int, item: Int) {
        append(section: section, items: item..<item + 1)
    }

    /// The index paths, in order.
    var indexPaths: [IndexPath] {
        runs.flatMap { run in (run.start..<run.start + run.count).map { IndexPath(item: $0, section: run.section) } }
    }
}
