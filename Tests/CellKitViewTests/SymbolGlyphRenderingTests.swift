import Foundation
import RenderingTestSupport
import Testing
@testable import CellKit
@testable import CellKitCore
@testable import CellKitGTK

/// Every symbol the table lists draws a visible glyph, and variants draw different pixels.
@Suite(.gtk) @MainActor struct SymbolGlyphRenderingTests {
    /// The glyph of `name` as drawn in a list cell (17 points, supersampled).
    private func mask(_ name: String) -> AlphaMask? {
        guard let glyph = SymbolTable.shared.glyph(for: name) else { return nil }
        return SymbolGlyphRenderer.mask(for: glyph, side: 17 * SymbolGlyphRenderer.supersampling)?.mask
    }

    /// A plain icon as the compositor reads it (GTK draws plain icons itself).
    private func coverage(_ mask: AlphaMask) -> Double {
        Double(mask.coverage) / Double(255 * mask.width * mask.height)
    }

    @Test func everyListedNameDrawsAVisibleGlyph() {
        var faint: [String] = []
        for entry in SymbolTable.shared.entries {
            guard let mask = mask(entry.name) else { faint.append("\(entry.name): cannot be drawn"); continue }
            let covered = coverage(mask)
            if covered < 0.06 { faint.append("\(entry.name): \(Int(covered * 100)) % covered") }
        }
        #expect(faint.isEmpty, "blank or faint: \(faint)")
    }

    @Test func variantsDrawDifferentPixels() throws {
        let pairs = [
            ("play", "play.circle"), ("play", "play.fill"), ("play.circle", "play.circle.fill"), ("mic", "mic.fill"),
            ("sun.min", "sun.max"), ("sun.max", "sun.max.fill"), ("heart", "heart.fill"), ("star", "star.fill"),
            ("folder", "folder.fill"), ("bell", "bell.fill"), ("bell", "bell.slash"), ("person", "person.fill"),
            ("person", "person.circle"), ("xmark", "xmark.circle"), ("xmark.circle", "xmark.circle.fill"),
            ("lock", "lock.fill"), ("envelope", "envelope.fill"), ("trash", "trash.fill"), ("doc", "doc.fill"),
            ("sunset", "sunset.fill"), ("eye", "eye.fill"), ("camera", "camera.fill"), ("speaker", "speaker.fill"),
            ("tag", "tag.fill"), ("bolt", "bolt.fill"), ("location", "location.fill"), ("gear", "gearshape.fill"),
        ]
        for (plain, variant) in pairs {
            let first = try #require(mask(plain)), second = try #require(mask(variant))
            let differing = zip(first.pixels, second.pixels).filter { abs(Int($0) - Int($1)) > 64 }.count
            #expect(Double(differing) / Double(first.pixels.count) > 0.02, "\(plain) and \(variant) look alike")
        }
    }

    @Test func circleVariantsAddARingAndFillVariantsCoverMore() throws {
        let play = try #require(mask("play.fill")), circle = try #require(mask("play.circle"))
        let centre = circle.width / 2
        // The ring passes near the top edge, where the plain triangle draws nothing.
        #expect(((0..<circle.height / 8).map { Int(circle[centre, $0]) }.max() ?? 0) > 200)
        #expect(((0..<play.height / 8).map { Int(play[centre, $0]) }.max() ?? 0) < 50)
        let outline = try #require(mask("heart")), filled = try #require(mask("heart.fill"))
        #expect(filled.coverage > outline.coverage * 3 / 2)
    }

    @Test func unknownNamesDrawTheirInitialsInAFrame() throws {
        let glyph = SymbolGlyph(base: .letters("TM"))
        let letters = try #require(SymbolGlyphRenderer.mask(for: glyph, side: 51)?.mask)
        let other = try #require(SymbolGlyphRenderer.mask(for: SymbolGlyph(base: .letters("Hi")), side: 51)?.mask)
        #expect(letters != other, "the letters are drawn")
        // The frame: the middle of each edge is covered, the space between frame and letters is not.
        let middle = letters.width / 2
        #expect(letters[middle, 3] > 128 && letters[3, middle] > 128 && letters[middle, letters.height - 4] > 128)
        #expect(letters[middle, 11] < 64)
    }
}
