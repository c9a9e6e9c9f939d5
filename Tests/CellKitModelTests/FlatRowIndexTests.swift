import CellKitCore
import Foundation
import Testing

/// Items counted across sections as flat rows, and back.
@Suite struct FlatRowIndexTests {
    @Test func rowsCountItemsSectionAfterSection() {
        let index = FlatRowIndex(sectionItemCounts: [2, 3, 1])
        #expect(index.count == 6)
        #expect(index.row(for: IndexPath(item: 0, section: 0)) == 0)
        #expect(index.row(for: IndexPath(item: 1, section: 0)) == 1)
        #expect(index.row(for: IndexPath(item: 0, section: 1)) == 2)
        #expect(index.row(for: IndexPath(item: 2, section: 1)) == 4)
        #expect(index.row(for: IndexPath(item: 0, section: 2)) == 5)
    }

    @Test func everyRowGoesBackToItsIndexPath() {
        let index = FlatRowIndex(sectionItemCounts: [0, 2, 0, 0, 3, 1, 0])
        let rows = (0..<index.count).map { index.indexPath(forRow: $0) }
        #expect(rows == [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1), IndexPath(item: 0, section: 4),
                         IndexPath(item: 1, section: 4), IndexPath(item: 2, section: 4), IndexPath(item: 0, section: 5)])
        for row in 0..<index.count { #expect(index.row(for: rows[row]!) == row) }
    }

    @Test func pathsAndRowsOutsideTheListHaveNoCounterpart() {
        let index = FlatRowIndex(sectionItemCounts: [2, 0, 1])
        #expect(index.row(for: IndexPath(item: 2, section: 0)) == nil, "past a section's items")
        #expect(index.row(for: IndexPath(item: 0, section: 1)) == nil, "in an empty section")
        #expect(index.row(for: IndexPath(item: 0, section: 3)) == nil, "past the last section")
        #expect(index.row(for: IndexPath(item: -1, section: 0)) == nil)
        #expect(index.row(for: IndexPath(item: 0, section: -1)) == nil)
        #expect(index.indexPath(forRow: 3) == nil)
        #expect(index.indexPath(forRow: -1) == nil)
    }

    @Test func aListWithoutItemsHasNoRows() {
        for counts in [[], [0], [0, 0]] {
            let index = FlatRowIndex(sectionItemCounts: counts)
            #expect(index.count == 0)
            #expect(index.indexPath(forRow: 0) == nil)
        }
    }
}
