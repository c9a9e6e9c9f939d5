import Foundation
import Testing
@testable import CellKitCore

@Suite struct FontMetricsScalingTests {
    @Test func scaledValueUsesTheLineHeightRatio() {
        let body = UIFontMetrics.default
        #expect(body.scaledValue(for: 22, compatibleWith: Traits.size(.large)) == 22)
        #expect(body.scaledValue(for: 22, compatibleWith: Traits.size(.extraSmall)) == 19)
        #expect(body.scaledValue(for: 22, compatibleWith: Traits.size(.accessibilityExtraExtraExtraLarge)) == 62)
        let subheadline = UIFontMetrics(forTextStyle: .subheadline)
        #expect(subheadline.scaledValue(for: 10, compatibleWith: Traits.size(.extraSmall)) == 8)
        #expect(subheadline.scaledValue(for: 10, compatibleWith: Traits.size(.accessibilityExtraExtraExtraLarge)) == 29)
        let caption2 = UIFontMetrics(forTextStyle: .caption2)
        #expect(caption2.scaledValue(for: 10, compatibleWith: Traits.size(.small)) == 10)
    }

    @Test func factorsMatchTheMeasuredMultipliers() {
        // Measured UIFontMetrics factors (4 decimals) from the reference.
        let measured: [(UIFont.TextStyle, UIContentSizeCategory, Double)] = [
            (.body, .extraSmall, 0.8637), (.body, .accessibilityExtraExtraLarge, 2.5453),
            (.headline, .accessibilityExtraExtraLarge, 2.3183), (.title2, .extraLarge, 1.0713),
            (.caption1, .accessibilityExtraExtraExtraLarge, 3.1877), (.largeTitle, .accessibilityMedium, 1.2683),
        ]
        for (style, category, factor) in measured {
            let value = UIFontMetrics(forTextStyle: style).scaledValue(for: 1, compatibleWith: Traits.size(category))
            #expect(abs(Double(value) - factor) < 0.0005, "\(style.rawValue) \(category.rawValue)")
        }
    }

    @Test func scaledFontRoundsToWholePoints() {
        let custom = UIFont.systemFont(ofSize: 17)
        let metrics = UIFontMetrics.default
        // 17 × 19/22 = 14.68 → 15
        #expect(metrics.scaledFont(for: custom, compatibleWith: Traits.size(.extraSmall)).pointSize == 15)
        // 17 × 62/22 = 47.9 → 48
        #expect(metrics.scaledFont(for: custom, compatibleWith: Traits.size(.accessibilityExtraExtraExtraLarge)).pointSize == 48)
        #expect(metrics.scaledFont(for: custom).pointSize == 17)
        let scaled = metrics.scaledFont(for: custom, compatibleWith: Traits.size(.extraExtraExtraLarge))
        #expect(scaled.pointSize == 22)  // 17 × 29/22 = 22.4
        #expect(scaled.weight == .regular)
    }

    @Test func maximumPointSizeCapsTheResult() {
        let custom = UIFont.boldSystemFont(ofSize: 20)
        let metrics = UIFontMetrics(forTextStyle: .title3)
        let capped = metrics.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: Traits.size(.accessibilityExtraExtraExtraLarge))
        #expect(capped.pointSize == 30)
        let uncapped = metrics.scaledFont(for: custom, maximumPointSize: 0, compatibleWith: Traits.size(.accessibilityExtraExtraExtraLarge))
        #expect(uncapped.pointSize == 52)  // 20 × 65/25
        #expect(capped.cssWeight == 700)
    }

    @Test func scaledFontsKeepScalingWhenResolvedForOtherTraits() {
        let scaled = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 40)
        #expect(scaled.resolved(for: Traits.size(.extraSmall)).pointSize == 15)
        #expect(scaled.resolved(for: Traits.size(.accessibilityExtraExtraExtraLarge)).pointSize == 40)
        #expect(scaled.resolved(for: Traits.size(.large)) == scaled)
    }
}
