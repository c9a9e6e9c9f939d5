import Foundation

/// The Dynamic Type tables: point size, weight and line height (leading) of every text style at every size.
/// Columns are XS, S, M, L (default), XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5.
package enum DynamicTypeTable {
    /// Point sizes (HIG "Dynamic Type sizes"), rows in `UIFont.TextStyle.allStyles` order.
    static let pointSizes: [[CGFloat]] = [
        [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],  // largeTitle
        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],  // title1
        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],  // title2
        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],  // title3
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // headline
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // body
        [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],  // callout
        [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],  // subheadline
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],  // footnote
        [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],  // caption1
        [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],  // caption2
    ]

    /// Line heights in points, reconstructed from measured UIFontMetrics multipliers × the Large leading.
    static let leadings: [[CGFloat]] = [
        [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],  // largeTitle
        [31, 32, 33, 34, 36, 38, 41, 46, 51, 57, 61, 68],  // title1
        [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],  // title2
        [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],  // title3
        [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 51, 62],  // headline
        [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],  // body
        [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],  // callout
        [16, 18, 19, 20, 22, 24, 26, 31, 36, 43, 50, 58],  // subheadline
        [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],  // footnote
        [13, 13, 13, 16, 19, 21, 23, 27, 32, 39, 44, 51],  // caption1
        [13, 13, 13, 13, 18, 20, 22, 25, 29, 35, 41, 48],  // caption2
    ]

    /// The weight of each text style: headline is semibold, every other style regular.
    static func weight(for style: UIFont.TextStyle) -> UIFont.Weight {
        style == .headline ? .semibold : .regular
    }

    /// The point size of `style` at `category` (unspecified reads as Large; unknown styles as body).
    static func pointSize(for style: UIFont.TextStyle, category: UIContentSizeCategory) -> CGFloat {
        pointSizes[style.tableRow][category.resolvedTableIndex]
    }

    /// The line height of `style` at `category`.
    static func leading(for style: UIFont.TextStyle, category: UIContentSizeCategory) -> CGFloat {
        leadings[style.tableRow][category.resolvedTableIndex]
    }

    /// The factor UIFontMetrics scales custom values by: leading at `category` / leading at Large.
    package static func scaleFactor(for style: UIFont.TextStyle, category: UIContentSizeCategory) -> CGFloat {
        leading(for: style, category: category) / leading(for: style, category: .large)
    }
}
