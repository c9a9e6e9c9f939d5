@testable import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Plain `UICollectionViewCell`s (no list background of their own) in an inset-grouped list are clipped to
/// the section's rounded corners, as iOS clips them (radius measured ≈10.3 points on an iOS 17 simulator
/// rendering of such a list; CellKit draws UIKit's 10-point radius as a circular arc).
@Suite(.serialized, .gtk) @MainActor struct InsetGroupedCornerTests {
    private func list(items: [String]) throws -> (UICollectionView, AnyObject) {
        let list = SingleSectionList<UICollectionViewCell>(.insetGrouped, size: CGSize(width: 375, height: 300), items: items) { cell, _ in
            cell.contentView.backgroundColor = .systemRed
            if cell.contentView.constraints.isEmpty {
                cell.contentView.heightAnchor.constraint(equalToConstant: 44).isActive = true
            }
        }
        return (list.view, list.dataSource)
    }

    @Test func theFirstAndLastCellsRoundTheSectionsOuterCorners() throws {
        let (list, source) = try list(items: ["a", "b", "c"])
        let cells = (0..<3).compactMap { list.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(cells[0].sectionCorners == CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0))
        #expect(cells[1].sectionCorners == nil)
        #expect(cells[2].sectionCorners == CornerRadii(topLeft: 0, topRight: 0, bottomRight: 10, bottomLeft: 10))
        let (single, singleSource) = try self.list(items: ["only"])
        #expect(single.cellForItem(at: IndexPath(item: 0, section: 0))?.sectionCorners == CornerRadii(10))
        withExtendedLifetime((source, singleSource)) {}
    }

    @Test func theCornerPixelsShowTheGroupedBackground() throws {
        let (list, source) = try list(items: ["a", "b"])
        let image = try ViewSnapshot.image(of: list)
        let first = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0))).frame
        func isRed(_ x: CGFloat, _ y: CGFloat) -> Bool {
            let pixel = image.pixel(x: Int(x), y: Int(y))
            return pixel.red > 200 && pixel.green < 100
        }
        #expect(!isRed(first.minX, first.minY), "the top-left corner is cut")
        #expect(!isRed(first.maxX - 1, first.minY), "the top-right corner is cut")
        #expect(isRed(first.minX + 10, first.minY + 1), "inside the curve the cell shows")
        #expect(isRed(first.minX, first.maxY - 1), "the bottom of the first cell stays square")
        withExtendedLifetime(source) {}
    }
}
