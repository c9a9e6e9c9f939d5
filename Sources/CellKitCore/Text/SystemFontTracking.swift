import Foundation

/// The tracking the system font draws with at each size, so that Inter's lines are as long as SF Pro's and
/// wrap where iOS wraps them.
///
/// iOS tracks SF Pro by size (Apple's Human Interface Guidelines, "Typography", tracking values for SF Pro:
/// SF Pro Text below 20 pt, SF Pro Display from 20 pt). Inter's glyphs, untracked, are narrower than SF Pro's
/// untracked glyphs by 13/2048 em each on average, measured on an iOS 16 rendering of "Hello, it's me" in
/// the 17-pt system font (its ink 96.0 pt wide against Inter's 100.19 with SF Pro's own −0.43 pt tracking
/// folded in: 13 letter gaps × −0.322 pt). Inter's tracking is SF Pro's tracking at the size plus that
/// difference:
///
/// | Size | SF Pro tracking | Inter tracking |
/// |---|---|---|
/// | 11 | +0.06 | +0.13 |
/// | 12 | 0.00 | +0.08 |
/// | 13 | −0.08 | 0.00 |
/// | 15 | −0.23 | −0.13 |
/// | 16 | −0.31 | −0.21 |
/// | 17 | −0.43 | −0.32 |
/// | 20 | −0.45 | −0.32 |
/// | 22 | −0.26 | −0.12 |
/// | 28 | +0.38 | +0.56 |
/// | 34 | +0.40 | +0.62 |
///
/// Sizes between the rows take a straight-line blend of their neighbours; sizes outside take the nearest
/// row's value. The width difference was measured at a text size; the display sizes (20 pt and up) assume
/// the same difference.
package enum SystemFontTracking {
    /// SF Pro's tracking in points at the sizes Apple lists (size, tracking).
    static let sfProTracking: [(size: CGFloat, tracking: CGFloat)] = [
        (11, 0.06), (12, 0), (13, -0.08), (15, -0.23), (16, -0.31), (17, -0.43),
        (20, -0.45), (22, -0.26), (28, 0.38), (34, 0.40),
    ]

    /// How much narrower Inter's untracked glyphs are than SF Pro's, in ems.
    static let interWidthDifference: CGFloat = 13 / 2048

    /// SF Pro's tracking in points at `pointSize`.
    package static func sfPro(pointSize: CGFloat) -> CGFloat {
        let table = sfProTracking
        guard let first = table.first, let last = table.last else { return 0 }
        if pointSize <= first.size { return first.tracking }
        if pointSize >= last.size { return last.tracking }
        let upper = table.firstIndex { $0.size >= pointSize }!
        let (high, low) = (table[upper], table[upper - 1])
        let fraction = (pointSize - low.size) / (high.size - low.size)
        return low.tracking + (high.tracking - low.tracking) * fraction
    }

    /// The tracking in points the system font (Inter) draws with at `pointSize`.
    package static func inter(pointSize: CGFloat) -> CGFloat {
        sfPro(pointSize: pointSize) + interWidthDifference * pointSize
    }
}
