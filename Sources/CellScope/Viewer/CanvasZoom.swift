import Foundation

/// How large the live canvas is shown: a fixed scale, or Fit (the scale at which the canvas fits the
/// area beside the inspector, found again whenever that area changes size).
///
/// The zoom is a view transform only: the canvas keeps its width in points and its cells their size and
/// layout, input lands where it would at 100 %, and exports are drawn at the device scale whatever the
/// zoom. A device screen keeps its height too; a free width's canvas fills the pane's height at every
/// zoom (as it follows the window's height), so its list shows more or fewer rows.
enum CanvasZoom: Equatable, Sendable {
    /// A fixed scale (1: one canvas point per pixel).
    case scale(Double)
    /// The scale at which the canvas fits its area, within ``fitRange``.
    case fit

    /// The scales the zoom control offers and the zoom shortcuts step through.
    static let steps: [Double] = [0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2]
    /// The scales Fit may choose: a large device may need less than the smallest step to fit.
    static let fitRange: ClosedRange<Double> = 0.25...2
    /// 100 %.
    static let actualSize = CanvasZoom.scale(1)

    /// The next larger step than `shown` (the scale shown now), or the largest step.
    static func zoomedIn(from shown: Double) -> CanvasZoom {
        .scale(steps.first { $0 > shown + 0.001 } ?? steps[steps.count - 1])
    }

    /// The next smaller step than `shown` (the scale shown now), or the smallest step.
    static func zoomedOut(from shown: Double) -> CanvasZoom {
        .scale(steps.last { $0 < shown - 0.001 } ?? steps[0])
    }

    /// A scale as a whole percentage: "67%", "100%".
    static func percentage(_ scale: Double) -> String {
        "\(Int((scale * 100).rounded()))%"
    }

    /// What the zoom control shows: "150%", or "Fit (87%)" with the scale Fit chose.
    func label(shown: Double) -> String {
        switch self {
        case .scale(let scale): Self.percentage(scale)
        case .fit: "Fit (\(Self.percentage(shown)))"
        }
    }
}
