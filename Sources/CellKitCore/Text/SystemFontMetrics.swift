import Foundation

/// The vertical metrics and tracking of SF Pro, the iOS system font, which CellKit's system fonts report
/// and lay out with although they draw with Inter.
///
/// Values come from the SF Pro Text font tables (unitsPerEm 2048) and iOS 17/18 simulator snapshot
/// references: at 17 pt UIKit reports a line height of 20.287, an ascender of 16.187, a descender of −4.1
/// and a cap height of 11.979, which are these proportions times the point size.
///
/// | Metric | Font units | At 17 pt |
/// |---|---|---|
/// | ascender (hhea) | 1950 | 16.187 |
/// | descender (hhea) | −494 | −4.100 |
/// | line height | 2444 | 20.287 |
/// | cap height | 1443 | 11.979 |
/// | x-height | 1084 | 8.998 |
package enum SystemFontMetrics {
    /// Font units per em of SF Pro.
    static let unitsPerEm: CGFloat = 2048
    /// SF Pro's ascender in font units.
    static let ascenderUnits: CGFloat = 1950
    /// SF Pro's descender in font units (negative).
    static let descenderUnits: CGFloat = -494
    /// SF Pro's cap height in font units.
    static let capHeightUnits: CGFloat = 1443
    /// SF Pro's x-height in font units.
    static let xHeightUnits: CGFloat = 1084

    /// The ascender of the system font at `pointSize`.
    static func ascender(pointSize: CGFloat) -> CGFloat { pointSize * ascenderUnits / unitsPerEm }
    /// The descender of the system font at `pointSize` (negative).
    static func descender(pointSize: CGFloat) -> CGFloat { pointSize * descenderUnits / unitsPerEm }
    /// The line height of the system font at `pointSize`: ascender − descender, 1.19336 × the size.
    static func lineHeight(pointSize: CGFloat) -> CGFloat { pointSize * (ascenderUnits - descenderUnits) / unitsPerEm }
    /// The cap height of the system font at `pointSize`.
    static func capHeight(pointSize: CGFloat) -> CGFloat { pointSize * capHeightUnits / unitsPerEm }
    /// The x-height of the system font at `pointSize`.
    static func xHeight(pointSize: CGFloat) -> CGFloat { pointSize * xHeightUnits / unitsPerEm }
}
