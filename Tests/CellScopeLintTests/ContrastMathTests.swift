@testable import CellScope
import Testing

/// WCAG 2.2 contrast ratios and APCA lightness contrast against published reference values.
struct ContrastMathTests {
    static let white = OpaqueColor(red: 1, green: 1, blue: 1)
    static let black = OpaqueColor(red: 0, green: 0, blue: 0)
    static func gray(_ byte: Double) -> OpaqueColor { OpaqueColor(red: byte / 255, green: byte / 255, blue: byte / 255) }

    @Test func blackOnWhiteIsTwentyOneToOne() {
        #expect(abs(ContrastMath.contrastRatio(Self.black, Self.white) - 21) < 1e-9)
        #expect(ContrastMath.contrastRatio(Self.white, Self.white) == 1)
    }

    @Test func grayOnWhiteMatchesWCAGExamples() {
        // #777777 on white is 4.48:1, just failing AA; #767676 is 4.54:1, the lightest gray that passes.
        #expect(abs(ContrastMath.contrastRatio(Self.gray(0x77), Self.white) - 4.48) < 0.01)
        #expect(abs(ContrastMath.contrastRatio(Self.gray(0x76), Self.white) - 4.54) < 0.01)
    }

    @Test func apcaMatchesTheReferenceImplementation() {
        // APCA-W3 0.0.98G-4g: #888 text on white Lc 63.06; white on #888 Lc -68.54; black on white Lc 106.04.
        #expect(abs(ContrastMath.apcaLightnessContrast(text: Self.gray(0x88), background: Self.white) - 63.056) < 0.01)
        #expect(abs(ContrastMath.apcaLightnessContrast(text: Self.white, background: Self.gray(0x88)) + 68.541) < 0.01)
        #expect(abs(ContrastMath.apcaLightnessContrast(text: Self.black, background: Self.white) - 106.04) < 0.01)
    }

    @Test func translucentTextIsCompositedOverItsBackground() {
        let drawn = Self.black.composited(alpha: 0.5, over: Self.white)
        #expect(abs(drawn.red - 0.5) < 1e-9)
        #expect(drawn.description == "#808080")
    }
}
