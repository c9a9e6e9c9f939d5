import GtkSupport
import Testing

/// Expects `actual` to have `expected`'s size and pixels, and says how many pixels differ when it does not.
///
/// Use it instead of `#expect(a.rgba == b.rgba)`: on a mismatch Swift Testing describes an `==` of two
/// collections by computing their difference, which for a screen's millions of bytes takes longer than
/// the whole test run.
public func expectSamePixels(_ actual: PixelImage, _ expected: PixelImage, _ comment: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
    let comparison = ImageComparison(actual: actual, expected: expected, tolerance: 0)
    let detail = comparison.sizeMismatch
        ? "\(actual.width)×\(actual.height) against \(expected.width)×\(expected.height)"
        : "\(comparison.differingPixels) pixels differ (largest channel difference \(comparison.maximumChannelDifference))"
    #expect(comparison.matches, "\(comment): \(detail)", sourceLocation: sourceLocation)
}
