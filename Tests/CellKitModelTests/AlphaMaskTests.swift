import Testing
@testable import CellKitCore

/// The pixel changes behind symbol glyph modifiers: outline, filled with details cut out.
@Suite struct AlphaMaskTests {
    /// A mask drawn from rows of characters: `#` opaque, `.` transparent.
    private func mask(_ rows: [String]) -> AlphaMask {
        AlphaMask(width: rows[0].count, height: rows.count, pixels: rows.flatMap { $0.map { $0 == "#" ? UInt8(255) : 0 } })
    }

    private func rows(_ mask: AlphaMask) -> [String] {
        (0..<mask.height).map { y in String((0..<mask.width).map { mask[$0, y] >= 128 ? "#" : "." }) }
    }

    @Test func outlineKeepsOnlyTheEdgeOfAFilledShape() {
        let square = mask(["......", ".####.", ".####.", ".####.", ".####.", "......"])
        #expect(rows(square.outline(width: 1)) == ["......", ".####.", ".#..#.", ".#..#.", ".####.", "......"])
        #expect(square.outline(width: 1).coverage < square.coverage)
    }

    @Test func outlineKeepsThinStrokesWhole() {
        let line = mask(["......", "######", "......"])
        #expect(line.outline(width: 1) == line)
    }

    @Test func holesFilledFillsOnlyClosedHoles() {
        let ring = mask(["#####.", "#...#.", "#...#.", "#####.", "......"])
        #expect(rows(ring.holesFilled()) == ["#####.", "#####.", "#####.", "#####.", "......"])
        let open = mask(["#####", "#....", "#####"])
        #expect(open.holesFilled() == open)
    }

    @Test func solidWithDetailsCutFillsTheShapeAndCutsOutWhatWasInside() {
        let page = mask([
            "#########",
            "#.......#",
            "#..###..#",
            "#.......#",
            "#########",
        ])
        #expect(rows(page.solidWithDetailsCut(ringWidth: 1)) == [
            "#########",
            "#########",
            "###...###",
            "#########",
            "#########",
        ])
    }

    @Test func subtractingScalesByTheOtherMasksTransparency() {
        let a = AlphaMask(width: 3, height: 1, pixels: [255, 255, 100])
        let b = AlphaMask(width: 3, height: 1, pixels: [0, 255, 128])
        #expect(a.subtracting(b).pixels == [255, 0, 50])
    }

    @Test func pixelsArePaddedOrCutToTheSize() {
        #expect(AlphaMask(width: 2, height: 2, pixels: [1]).pixels == [1, 0, 0, 0])
        #expect(AlphaMask(width: 1, height: 1, pixels: [1, 2, 3]).pixels == [1])
    }
}

/// The details, holes and faded parts of icons, as symbol modifiers read them.
@Suite struct AlphaMaskDetailTests {
    private func mask(_ rows: [String]) -> AlphaMask {
        AlphaMask(width: rows[0].count, height: rows.count, pixels: rows.flatMap { $0.map { $0 == "#" ? UInt8(255) : 0 } })
    }

    @Test func innerDetailsAreWhatIsDrawnInsideTheOuterEdge() {
        let circledDot = mask(["#######", "#.....#", "#..#..#", "#.....#", "#######"])
        #expect(circledDot.innerDetails(ringWidth: 1) == mask([".......", ".......", "...#...", ".......", "......."]))
    }

    @Test func holesAreTheShapesCutOutOfAFilledIcon() {
        let cut = mask(["#####", "##.##", "#####"])
        #expect(cut.holes() == mask([".....", "..#..", "....."]))
    }

    @Test func strengthenedTriplesFadedAlpha() {
        let faded = AlphaMask(width: 3, height: 1, pixels: [0, 85, 200])
        #expect(faded.strengthened().pixels == [0, 255, 255])
    }
}
