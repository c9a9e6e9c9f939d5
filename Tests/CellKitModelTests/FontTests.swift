import Foundation
import Testing
@testable import CellKitCore

@Suite struct FontTests {
    @Test func systemFontDrawsInterAtSFProMetrics() {
        let font = UIFont.systemFont(ofSize: 16)
        #expect(font.familyName == "Inter")
        #expect(font.fontName == "Inter-Regular")
        #expect(font.pointSize == 16)
        #expect(font.leading == 0)
        #expect(font.cssWeight == 400)
        #expect(!font.isItalic)
        #expect(font.textStyle == nil)
        // UIKit at 17 pt (SF Pro Text font tables, unitsPerEm 2048, and iOS 17/18 simulator snapshot
        // references): lineHeight 20.287, ascender 16.187, descender −4.1, capHeight 11.979.
        let body = UIFont.systemFont(ofSize: 17)
        #expect(abs(body.lineHeight - 20.287) < 0.001)
        #expect(abs(body.ascender - 16.187) < 0.001)
        #expect(abs(body.descender - -4.1) < 0.001)
        #expect(abs(body.capHeight - 11.979) < 0.001)
        #expect(abs(body.xHeight - 8.998) < 0.001)
        #expect(abs(body.lineHeight - (body.ascender - body.descender)) < 0.000_1)
    }

    @Test func fontsNamedByFaceReportIntersProportions() throws {
        let font = try #require(UIFont(name: "Inter-Regular", size: 16))
        #expect(font.ascender == 15.5)
        #expect(font.descender == -3.875)
        #expect(font.lineHeight == 19.375)
        #expect(abs(font.capHeight - 11.636) < 0.001)
        #expect(abs(font.xHeight - 8.727) < 0.001)
        #expect(font.tracking == 0)
    }

    @Test func systemFontTracksBySizeAsSFProDoes() {
        // Apple's tracking table for SF Pro, and points between its sizes blended in a straight line.
        #expect(abs(SystemFontTracking.sfPro(pointSize: 17) - -0.43) < 0.000_1)
        #expect(abs(SystemFontTracking.sfPro(pointSize: 18.5) - -0.44) < 0.000_1)
        #expect(abs(SystemFontTracking.sfPro(pointSize: 34) - 0.40) < 0.000_1)
        #expect(abs(SystemFontTracking.sfPro(pointSize: 60) - 0.40) < 0.000_1)
        #expect(abs(SystemFontTracking.sfPro(pointSize: 8) - 0.06) < 0.000_1)
        // Inter's letters are 13/2048 em narrower untracked: at 17 pt it tracks −0.322 instead of −0.43.
        #expect(abs(UIFont.systemFont(ofSize: 17).tracking - -0.322) < 0.001)
        #expect(abs(UIFont.preferredFont(forTextStyle: .footnote).tracking) < 0.005)
    }

    @Test func weightsHaveUIKitRawValuesAndCSSWeights() {
        let expected: [(UIFont.Weight, CGFloat, Int, String)] = [
            (.ultraLight, -0.8, 100, "Inter-Thin"), (.thin, -0.6, 200, "Inter-ExtraLight"),
            (.light, -0.4, 300, "Inter-Light"), (.regular, 0, 400, "Inter-Regular"),
            (.medium, 0.23, 500, "Inter-Medium"), (.semibold, 0.3, 600, "Inter-SemiBold"),
            (.bold, 0.4, 700, "Inter-Bold"), (.heavy, 0.56, 800, "Inter-ExtraBold"),
            (.black, 0.62, 900, "Inter-Black"),
        ]
        for (weight, raw, css, name) in expected {
            #expect(weight.rawValue == raw)
            let font = UIFont.systemFont(ofSize: 12, weight: weight)
            #expect(font.cssWeight == css)
            #expect(font.fontName == name)
        }
    }

    @Test func boldItalicAndMonospacedDigitFonts() {
        let bold = UIFont.boldSystemFont(ofSize: 30)
        #expect(bold.weight == .bold && bold.pointSize == 30 && bold.fontName == "Inter-Bold")
        let italic = UIFont.italicSystemFont(ofSize: 12)
        #expect(italic.isItalic && italic.fontName == "Inter-Italic")
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .medium)
        #expect(digits.usesMonospacedDigits && digits.cssWeight == 500)
    }

    @Test func boldTextRaisesTheWeightOneStep() {
        let boldText = UITraitCollection(legibilityWeight: .bold)
        let steps: [(UIFont.Weight, UIFont.Weight)] = [
            (.ultraLight, .thin), (.thin, .light), (.light, .regular), (.regular, .semibold),
            (.medium, .semibold), (.semibold, .bold), (.bold, .heavy), (.heavy, .black), (.black, .black),
        ]
        for (from, to) in steps {
            let font = UIFont.systemFont(ofSize: 17, weight: from).resolved(for: boldText)
            #expect(font.weight == to)
        }
        let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: boldText)
        #expect(headline.weight == .bold)
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: boldText)
        #expect(body.weight == .semibold && body.cssWeight == 600)
        // Resolving back without Bold Text restores the requested weight.
        #expect(body.resolved(for: UITraitCollection(legibilityWeight: .regular)).weight == .regular)
        // Custom-named fonts do not follow Bold Text.
        let named = UIFont(name: "Inter-Medium", size: 15)!
        #expect(named.resolved(for: boldText).weight == .medium)
    }

    @Test func textStyleFontsReresolveForOtherCategories() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(body.textStyle == .body)
        let ax3 = body.resolved(for: Traits.size(.accessibilityExtraLarge))
        #expect(ax3.pointSize == 40 && ax3.textStyle == .body)
        let fixed = UIFont.systemFont(ofSize: 13)
        #expect(fixed.resolved(for: Traits.size(.accessibilityExtraLarge)) === fixed)
    }

    @Test func withSizeGivesAFixedSizeFont() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let big = body.withSize(40)
        #expect(big.pointSize == 40 && big.textStyle == nil && big.weight == .regular)
        #expect(big.resolved(for: Traits.size(.extraSmall)).pointSize == 40)
    }

    @Test func namedInterFacesParseWeightAndItalic() {
        let font = UIFont(name: "Inter-SemiBoldItalic", size: 11)!
        #expect(font.familyName == "Inter" && font.weight == .semibold && font.isItalic)
        let other = UIFont(name: "Georgia", size: 11)!
        #expect(other.familyName == "Georgia" && other.fontName == "Georgia")
        #expect(UIFont.fontNames(forFamilyName: "Inter").contains("Inter-BoldItalic"))
    }

    @Test func fontsAreEqualByValue() {
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
        #expect(UIFont.preferredFont(forTextStyle: .body) == UIFont.preferredFont(forTextStyle: .body))
        #expect(UIFont.preferredFont(forTextStyle: .body) != UIFont.systemFont(ofSize: 17))
        #expect(Set([UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 17)]).count == 1)
    }
}
