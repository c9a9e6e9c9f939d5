import Foundation

/// A list's items counted across sections as flat rows: row 0 is the first item of the first section, and
/// the rows of a section follow those of the sections before it (headers and footers are not rows). The
/// one conversion between rows and index paths: the interaction state, the list and the viewer count rows
/// with it. Not UIKit.
package struct FlatRowIndex: Hashable, Sendable {
    /// The number of items in each section.
    package let sectionItemCounts: [Int]
    /// The first row of each section, and the number of rows after the last.
    private let sectionStarts: [Int]

    /// The rows of sections holding `sectionItemCounts` items each.
    package init(sectionItemCounts: [Int] = []) {
        self.sectionItemCounts = sectionItemCounts
        var starts = [0]
        starts.reserveCapacity(sectionItemCounts.count + 1)
        for count in sectionItemCounts { starts.append(starts[starts.count - 1] + count) }
        sectionStarts = starts
    }

    /// The number of rows: every item of every section.
    package var count: Int { sectionStarts[sectionStarts.count - 1] }

    /// The row of the item at `indexPath`, or nil when the list has no such item.
    package func row(for indexPath: IndexPath) -> Int? {
        guard indexPath.section >= 0, indexPath.section < sectionItemCounts.count,
              indexPath.item >= 0, indexPath.item < sectionItemCounts[indexPath.section] else { return nil }
        return sectionStarts[indexPath.section] + indexPath.item
    }

    /// The index path of the item at `row`, or nil when the list has no such row (empty sections hold none).
    package func indexPath(forRow row: Int) -> IndexPath? {
        guard row >= 0, row < count else { return nil }
        // The last section that starts at or before the row: it has items, since the row is in it.
        var low = 0, high = sectionItemCounts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return IndexPath(item: row - sectionStarts[low], section: low)
    }
}
