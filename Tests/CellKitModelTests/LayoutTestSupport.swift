import Foundation
import Testing
@testable import CellKitCore

/// Builders and checks shared by the layout engine tests. Expected frames in the tests are worked out by
/// hand from UIKit's rules, written as the arithmetic that produces them.
enum LayoutSpecs {
    static func item(_ width: LayoutDimensionSpec, _ height: LayoutDimensionSpec, insets: CGFloat = 0,
                     edges: LayoutEdgeSpacingSpec? = nil) -> LayoutElementSpec {
        .item(LayoutItemSpec(size: LayoutSizeSpec(width: width, height: height),
                             contentInsets: NSDirectionalEdgeInsets(top: insets, leading: insets, bottom: insets, trailing: insets),
                             edgeSpacing: edges))
    }

    static func group(_ axis: LayoutAxis, _ width: LayoutDimensionSpec, _ height: LayoutDimensionSpec, _ subitems: [LayoutElementSpec],
                      count: Int? = nil, spacing: LayoutSpacingSpec? = nil) -> LayoutGroupSpec {
        LayoutGroupSpec(size: LayoutSizeSpec(width: width, height: height), axis: axis, subitems: subitems, count: count,
                        interItemSpacing: spacing)
    }

    static func insets(_ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    /// A phone-sized layout (375 × 667) of `sections`.
    static func engine(_ sections: [(LayoutSectionSpec, Int)], width: CGFloat = 375, rightToLeft: Bool = false) -> CollectionLayoutEngine {
        CollectionLayoutEngine(specs: sections.map(\.0), counts: sections.map(\.1), size: CGSize(width: width, height: 667),
                               isRightToLeft: rightToLeft)
    }
}

/// Expects two rectangles to be equal to within a thousandth of a point (fractions of a width are not
/// exact in binary).
func expectFrame(_ actual: CGRect?, _ expected: CGRect, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("no frame; expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    let close = abs(actual.minX - expected.minX) < 0.001 && abs(actual.minY - expected.minY) < 0.001
        && abs(actual.width - expected.width) < 0.001 && abs(actual.height - expected.height) < 0.001
    #expect(close, "\(actual) is not \(expected)\(comment.map { ": \($0)" } ?? "")", sourceLocation: sourceLocation)
}
