@testable import CellKit
import Foundation
import Testing

/// Labels in the system font lay their lines out at SF Pro's metrics, as UIKit does: a body line is
/// 20.287 points tall (UIFont.lineHeight at 17 pt), rounded up to the display's pixels (20.333 at 3x),
/// with the first baseline at SF Pro's ascender (16.187). Source: SF Pro Text font tables (unitsPerEm 2048)
/// and iOS 17/18 simulator snapshot references.
@Suite @MainActor struct SystemFontLineMetricsTests {
    private func label(_ text: String, font: UIFont = .preferredFont(forTextStyle: .body), scale: CGFloat,
                       lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.numberOfLines = lines
        label.traitOverrides.displayScale = scale
        return label
    }

    @Test func oneBodyLineIsTwentyAndAThirdPointsTallAtThreeX() {
        #expect(abs(label("Hello", scale: 3).intrinsicContentSize.height - 61.0 / 3) < 0.001)
        #expect(label("Hello", scale: 2).intrinsicContentSize.height == 20.5)
        #expect(label("Hello", scale: 1).intrinsicContentSize.height == 21)
    }

    @Test func labelWidthsAreRoundedUpToTheDisplaysPixels() {
        let width = label("Hello", scale: 3).intrinsicContentSize.width * 3
        #expect(abs(width - width.rounded()) < 0.001, "width \(width / 3) is on the 3x pixel grid")
    }

    @Test func wrappedLinesFollowEachOtherAtTheLineHeight() {
        let font = UIFont.preferredFont(forTextStyle: .body)
        let wrapped = label("one two three four five six", scale: 3, lines: 0)
        let size = wrapped.sizeThatFits(CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude))
        let lines = (size.height / font.lineHeight).rounded(.down)
        #expect(lines >= 3)
        #expect(size.height - lines * font.lineHeight >= 0 && size.height - lines * font.lineHeight < 1.0 / 3,
                "\(lines) lines are \(size.height) points tall")
    }

    @Test func firstBaselineSitsAtTheAscender() {
        for style in [UIFont.TextStyle.body, .footnote, .title1, .largeTitle] {
            let font = UIFont.preferredFont(forTextStyle: style)
            let baseline = label("Hxg", font: font, scale: 3).baselineOffsets().fromTop
            #expect(abs(baseline - font.ascender) < 0.01, "\(style.rawValue): baseline \(baseline), ascender \(font.ascender)")
        }
    }

    @Test func fontsNamedByFaceKeepIntersOwnLineHeight() throws {
        let named = try #require(UIFont(name: "Inter-Regular", size: 17))
        let height = label("Hello", font: named, scale: 3).intrinsicContentSize.height
        #expect(height > UIFont.systemFont(ofSize: 17).lineHeight + 0.2, "Inter's own line is taller than SF Pro's: \(height)")
    }
}
