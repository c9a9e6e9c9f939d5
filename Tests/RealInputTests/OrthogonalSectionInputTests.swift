import CGtk
@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// A section that scrolls sideways moves under the real wheel and a real drag, and shows the tiles that
    /// came into view; a click on a grid tile selects it and the tile turns blue on screen.
    @Suite @MainActor struct OrthogonalSectionInput {
        /// A probe point inside the sideways row, and the tile the screen must show there.
        private func expectRowShows(_ session: GridWindowUnderRealInput, atX x: CGFloat,
                                    sourceLocation: SourceLocation = #_sourceLocation) throws {
            let tile = try #require(GridWindowUnderRealInput.rowTile(atX: x, offset: session.rowOffset),
                                    "the probe should fall on a tile", sourceLocation: sourceLocation)
            let expected = ScreenColor(hex: GridWindowUnderRealInput.rowColors[tile])
            let actual = try session.screenColor(at: CGPoint(x: x, y: GridWindowUnderRealInput.rowMidY))
            #expect(actual.isClose(to: expected, tolerance: 4), "at x \(x): tile \(tile) \(expected), screen shows \(actual)",
                    sourceLocation: sourceLocation)
        }

        @Test func theSidewaysWheelScrollsTheRowAndTheVerticalWheelLeavesIt() throws {
            let session = try GridWindowUnderRealInput()
            defer { session.close() }
            let probe = CGPoint(x: 60, y: GridWindowUnderRealInput.rowMidY)
            try expectRowShows(session, atX: probe.x)
            #expect(try session.screenColor(at: probe).isClose(to: ScreenColor(hex: 0xFF3B30), tolerance: 4), "the first tile")
            try session.input.move(to: session.widget, at: CGPoint(x: 200, y: GridWindowUnderRealInput.rowMidY))
            try session.input.scrollWheelSideways(3)
            #expect(session.rowOffset == 3 * CollectionLayoutEngine.wheelStep, "three notches of 40 points")
            let second = try #require(session.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(abs(second.frame.minX - (16 + 160 - 120)) < 0.001, "the second tile moved 120 points left: \(second.frame)")
            #expect(session.collectionView.contentOffset.y == 0, "the list itself did not scroll")
            try expectRowShows(session, atX: probe.x)
            #expect(try session.screenColor(at: probe).isClose(to: ScreenColor(hex: 0x34C759), tolerance: 4), "the second tile slid under the probe")
            ScreenArtifacts.saveScreen(named: "grid-row-after-wheel")
            try session.input.scrollWheelSideways(-1)
            #expect(session.rowOffset == 2 * CollectionLayoutEngine.wheelStep)
            try expectRowShows(session, atX: probe.x)
            // The ordinary wheel over the row scrolls the collection view, not the row.
            try session.input.scrollWheel(1)
            #expect(session.rowOffset == 2 * CollectionLayoutEngine.wheelStep)
            #expect(session.collectionView.contentOffset.y > 0)
        }

        @Test func aDragAcrossTheRowScrollsItAndAClickAfterwardsSelectsNothingInIt() throws {
            let session = try GridWindowUnderRealInput()
            defer { session.close() }
            try session.input.drag(session.widget, from: CGPoint(x: 300, y: GridWindowUnderRealInput.rowMidY), by: CGSize(width: -250, height: 0))
            // The drag reveals what follows: the row moves with the pointer (the gesture's threshold aside).
            #expect(session.rowOffset > 200 && session.rowOffset <= 250, "offset \(session.rowOffset)")
            #expect(session.selectedGridItems.isEmpty && session.collectionView.indexPathsForSelectedItems?.isEmpty != false,
                    "a drag selects nothing")
            for x in stride(from: 30.0, through: 345, by: 45) where GridWindowUnderRealInput.rowTile(atX: x, offset: session.rowOffset) != nil {
                try expectRowShows(session, atX: x)
            }
            ScreenArtifacts.saveScreen(named: "grid-row-after-drag")
            // Dragging back to the start and beyond stops at the leading edge.
            try session.input.drag(session.widget, from: CGPoint(x: 40, y: GridWindowUnderRealInput.rowMidY), by: CGSize(width: 320, height: 0))
            #expect(session.rowOffset == 0)
            try expectRowShows(session, atX: 60)
        }

        @Test func aClickOnAGridTileSelectsIt() throws {
            let session = try GridWindowUnderRealInput()
            defer { session.close() }
            let tile = IndexPath(item: 3, section: 1)
            let cell = try #require(session.collectionView.cellForItem(at: tile))
            // Two columns of (343 - 10) / 2 under the row (8 + 120 + 8): the fourth tile is the second row's right one.
            #expect(cell.frame == CGRect(x: 16 + 166.5 + 10, y: 136 + 8 + 110, width: 166.5, height: 100))
            let centre = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
            #expect(try session.screenColor(at: centre).isClose(to: ScreenColor(hex: GridWindowUnderRealInput.gridFill), tolerance: 4))
            try session.input.click(session.widget, at: centre)
            #expect(session.selectedGridItems == [3])
            #expect(session.rowOffset == 0, "a click does not scroll the row")
            session.input.parkPointer()
            try session.input.settle()
            let image = try ScreenPixels.image(of: ViewTesting.gtkWidget(of: cell))
            ScreenArtifacts.save(image, named: "grid-clicked-tile")
            #expect(image.share(of: ScreenColor(hex: GridWindowUnderRealInput.gridSelectedFill)) > 0.9,
                    "the selected tile is blue; most common: \(image.dominantColor)")
            let neighbour = try #require(session.collectionView.cellForItem(at: IndexPath(item: 2, section: 1)))
            #expect(try ScreenPixels.image(of: ViewTesting.gtkWidget(of: neighbour)).share(of: ScreenColor(hex: GridWindowUnderRealInput.gridFill)) > 0.9,
                    "its neighbour is not")
        }
    }
}
