import Foundation

extension NSLayoutConstraint {
    /// A layout axis.
    public enum Axis: Int, Sendable, Hashable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// The part of a view's (or layout guide's) alignment rectangle a constraint relates
    /// (UIKit's `NSLayoutConstraint.Attribute`, with UIKit's raw values).
    public enum Attribute: Int, Sendable, Hashable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge: the left edge left to right, the right edge right to left.
        case leading = 5
        /// The trailing edge: the right edge left to right, the left edge right to left.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The center along the x-axis.
        case centerX = 9
        /// The center along the y-axis.
        case centerY = 10
        /// The baseline of the last line of text (a view without text: its bottom).
        case lastBaseline = 11
        /// The baseline of the first line of text (a view without text: its top).
        case firstBaseline = 12
        /// The left edge of the view's layout margins.
        case leftMargin = 13
        /// The right edge of the view's layout margins.
        case rightMargin = 14
        /// The top edge of the view's layout margins.
        case topMargin = 15
        /// The bottom edge of the view's layout margins.
        case bottomMargin = 16
        /// The leading edge of the view's layout margins.
        case leadingMargin = 17
        /// The trailing edge of the view's layout margins.
        case trailingMargin = 18
        /// The center between the left and right margins.
        case centerXWithinMargins = 19
        /// The center between the top and bottom margins.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint with no second item.
        case notAnAttribute = 0

        /// UIKit's old name for `lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides of a constraint compare (UIKit's `NSLayoutConstraint.Relation`).
    public enum Relation: Int, Sendable, Hashable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }
}

extension NSLayoutConstraint.Attribute {
    /// What an attribute measures, for checking that the two sides of a constraint can be compared.
    enum Kind: Equatable {
        /// A position along x; `directional` tells leading/trailing (true) from left/right (false), nil for centers.
        case xPosition(directional: Bool?)
        /// A position along y.
        case yPosition
        /// A width or a height.
        case dimension
        /// `notAnAttribute`.
        case none
    }

    var kind: Kind {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: .xPosition(directional: false)
        case .leading, .trailing, .leadingMargin, .trailingMargin: .xPosition(directional: true)
        case .centerX, .centerXWithinMargins: .xPosition(directional: nil)
        case .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .firstBaseline, .lastBaseline: .yPosition
        case .width, .height: .dimension
        case .notAnAttribute: .none
        }
    }

    /// The attribute's axis (nil for `notAnAttribute`).
    var axis: NSLayoutConstraint.Axis? {
        switch kind {
        case .xPosition: .horizontal
        case .yPosition: .vertical
        case .dimension: self == .width ? .horizontal : .vertical
        case .none: nil
        }
    }

    /// Whether the attribute is one of the layout-margin attributes.
    var isMarginAttribute: Bool { rawValue >= 13 && rawValue <= 20 }

    /// The attribute of the margins guide a margin attribute stands for (`leadingMargin` → `leading`).
    var withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// UIKit's name in constraint descriptions (`leading`, `centerY`, `firstBaseline`, …).
    var descriptionName: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
