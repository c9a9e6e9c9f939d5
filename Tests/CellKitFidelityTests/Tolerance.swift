import Foundation
import Testing

/// How far a measured position or size may be from the iOS reference's: half a point, the finest
/// step a 1x rendering can show after rounding to whole pixels.
let fidelityTolerance: CGFloat = 0.5

/// Expects `value` (CellKit's, in points) within ``fidelityTolerance`` of `reference` (iOS's).
func expectNear(_ value: CGFloat?, _ reference: CGFloat, _ what: String,
                sourceLocation: SourceLocation = #_sourceLocation) {
    guard let value else {
        Issue.record("\(what): nothing measured, iOS has \(reference)", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(value - reference) <= fidelityTolerance, "\(what): CellKit \(value), iOS \(reference)",
            sourceLocation: sourceLocation)
}
