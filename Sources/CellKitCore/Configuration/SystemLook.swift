import Foundation

/// The iOS release whose look CellKit draws, for the few metrics that differ between releases (CellKit
/// only; UIKit draws the look of the system it runs on). iOS 17 and 18 share one look, the default.
/// See the CellKit documentation's "iOS 26 differences" table for every metric that changes.
package enum SystemLook: Sendable, Hashable, CaseIterable {
    /// iOS 17 and 18: 51 × 31 switches, separators that run to the cell's trailing edge.
    case iOS17
    /// iOS 26: 63 × 28 switches, separators that stop at the trailing layout margin.
    case iOS26
}
