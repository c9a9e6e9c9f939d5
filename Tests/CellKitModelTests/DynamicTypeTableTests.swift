import Foundation
import Testing
@testable import CellKitCore

/// The HIG Dynamic Type table, typed in again independently of the library's copy.
private let expectedSizes: [(UIFont.TextStyle, UIFont.Weight, [CGFloat])] = [
    (.largeTitle, .regular, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
    (.title1, .regular, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
    (.title2, .regular, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
    (.title3, .regular, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
    (.headline, .semibold, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    (.body, .regular, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    (.callout, .regular, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
    (.subheadline, .regular, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
    (.footnote, .regular, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
    (.caption1, .regular, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
    (.caption2, .regular, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
]

private let categories: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
]

@Suite struct DynamicTypeTableTests {
    @Test func everyPointSizeAndWeightMatchesTheReferenceTable() {
        var checked = 0
        for (style, weight, sizes) in expectedSizes {
            for (category, size) in zip(categories, sizes) {
                let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: Traits.size(category))
                #expect(font.pointSize == size, "\(style.rawValue) at \(category.rawValue)")
                #expect(font.weight == weight, "\(style.rawValue) weight")
                #expect(font.textStyle == style)
                checked += 1
            }
        }
        #expect(checked == 132)
    }

    @Test func largeLeadingsMatchTheReference() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 41), (.title1, 34), (.title2, 28), (.title3, 25), (.headline, 22), (.body, 22),
            (.callout, 21), (.subheadline, 20), (.footnote, 18), (.caption1, 16), (.caption2, 13),
        ]
        for (style, leading) in expected {
            #expect(DynamicTypeTable.leading(for: style, category: .large) == leading)
        }
        #expect(DynamicTypeTable.leading(for: .headline, category: .accessibilityExtraExtraLarge) == 51)
        #expect(DynamicTypeTable.leading(for: .body, category: .accessibilityExtraExtraLarge) == 56)
        #expect(DynamicTypeTable.leading(for: .caption2, category: .extraSmall) == 13)
    }

    @Test func preferredFontUsesTheCurrentEnvironment() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        let ax5 = with(Traits.size(.accessibilityExtraExtraExtraLarge)) {
            UIFont.preferredFont(forTextStyle: .body)
        }
        #expect(ax5.pointSize == 53)
    }

    @Test func unspecifiedCategoryInTraitsFallsBackToTheCurrentOne() {
        let font = UIFont.preferredFont(forTextStyle: .title1, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
        #expect(font.pointSize == 28)
    }

    @Test func contentSizeCategoriesAreOrderedAndFlagAccessibilitySizes() {
        #expect(categories == categories.sorted())
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.large < .extraLarge)
        #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        #expect(categories.filter(\.isAccessibilityCategory) == Array(categories[7...]))
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL") == .extraExtraExtraLarge)
    }
}
