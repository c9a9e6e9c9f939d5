import Foundation

extension NSLayoutConstraint {
    /// Options for ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``
    /// (UIKit's `NSLayoutConstraint.FormatOptions`, with UIKit's raw values).
    ///
    /// Three groups share the mask: an alignment (`alignAll…`, any number of them) that lines up every view
    /// the format names on that attribute, perpendicular to the format's orientation; a direction for `H:`
    /// formats (leading to trailing by default); and, for `V:` formats, whether the spacing between views is
    /// measured between their edges (the default) or between their baselines.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates options from UIKit's bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of all views (a `V:` format only).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of all views (a `V:` format only).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of all views (an `H:` format only).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of all views (an `H:` format only).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of all views (a `V:` format only).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of all views (a `V:` format only).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centers of all views (a `V:` format only).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centers of all views (an `H:` format only).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of all views (an `H:` format only).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of all views (an `H:` format only).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits that hold the alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Lays out an `H:` format from the leading edge to the trailing edge (the default; it follows the
        /// layout direction).
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        /// Lays out an `H:` format from left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Lays out an `H:` format from right to left whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that hold the direction.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Measures the spacing between views from edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        /// Measures the spacing between views of a `V:` format from the upper view's last baseline to the
        /// lower view's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits that hold the spacing option.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// The attributes the alignment options name, in UIKit's bit order.
        var alignmentAttributes: [Attribute] {
            let pairs: [(FormatOptions, Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
            ]
            return pairs.filter { contains($0.0) }.map(\.1)
        }
    }
}
