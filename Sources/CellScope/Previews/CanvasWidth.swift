import Foundation

/// The canvas width every verb takes (`--width N`) and a baseline's manifest records: a plain decimal
/// number of points from 200 to 2000. One check serves both, so a manifest can hold no width the
/// command line would refuse.
enum CanvasWidth {
    /// The widths accepted, in points.
    static let range: ClosedRange<Double> = 200...2000

    /// Reads `text` given with `option`: digits with at most one decimal point, nothing else (no sign,
    /// exponent, hexadecimal or `inf`, which `Double(_:)` would also read: `0x177` is not 375).
    static func parse(_ text: String, option: String = "--width") throws(CommandLineError) -> CGFloat {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let isDecimal = (1...2).contains(parts.count) && !parts[0].isEmpty && parts.last?.isEmpty == false
            && parts.allSatisfy { $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
        guard isDecimal, let points = Double(text) else { throw failure(option, "'\(text)'") }
        return try check(points, option: option)
    }

    /// Checks a width already read as a number (`source` names where it came from in the message).
    static func check(_ points: Double, option: String) throws(CommandLineError) -> CGFloat {
        guard points.isFinite, range.contains(points) else { throw failure(option, Self.spelled(points)) }
        return CGFloat(points)
    }

    private static func failure(_ option: String, _ given: String) -> CommandLineError {
        CommandLineError("\(option) must be a number of points from \(Int(range.lowerBound)) to \(Int(range.upperBound)), not \(given)")
    }

    /// A number as a person wrote it: `1000000000`, `-1`, `375.5`.
    private static func spelled(_ points: Double) -> String {
        if points.isFinite, points == points.rounded(), abs(points) < 1e18 { return String(Int64(points)) }
        return "\(points)"
    }
}
