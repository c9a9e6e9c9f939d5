import Foundation

extension UIView {
    func performLayoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            let controller = owningViewController
            traitCollection.performAsCurrent {
                controller?.viewWillLayoutSubviews()
                layoutSubviews()
                controller?.viewDidLayoutSubviews()
            }
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    func defaultSystemLayoutSize(fitting targetSize: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        let fitted = (intrinsic.width == UIView.noIntrinsicMetric || intrinsic.height == UIView.noIntrinsicMetric)
            ? sizeThatFits(targetSize) : intrinsic
        return CGSize(
            width: intrinsic.width == UIView.noIntrinsicMetric ? fitted.width : intrinsic.width,
            height: intrinsic.height == UIView.noIntrinsicMetric ? fitted.height : intrinsic.height
        )
    }

    /// The content hugging priority on an axis (how strongly the view resists growing).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentHuggingPriorities[axis] ?? .defaultLow
    }

    /// Sets the content hugging priority on an axis.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentHuggingPriorities[axis] = priority
        superview?.setNeedsLayout()
    }

    /// The compression resistance priority on an axis (how strongly the view resists shrinking).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistancePriorities[axis] ?? .defaultHigh
    }

    /// Sets the compression resistance priority on an axis.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistancePriorities[axis] = priority
        superview?.setNeedsLayout()
    }

    /// The value meaning "no intrinsic size on this axis".
    public nonisolated static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size a view can take (`UIView.layoutFittingCompressedSize`).
    public nonisolated static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size a view can take (`UIView.layoutFittingExpandedSize`).
    public nonisolated static let layoutFittingExpandedSize = CGSize(width: 1_000_000, height: 1_000_000)

    /// Ways a view resizes when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin can change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width follows the superview's width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin can change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin can change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height follows the superview's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin can change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies the autoresizing mask after the superview's size changed from `old` to `new`.
    func autoresize(from old: CGSize, to new: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        func resolve(_ start: CGFloat, _ length: CGFloat, _ delta: CGFloat,
                     flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool) -> (CGFloat, CGFloat) {
            let flexibleParts = [flexibleStart, flexibleLength, flexibleEnd].filter { $0 }.count
            guard flexibleParts > 0 else { return (start, length) }
            let share = delta / CGFloat(flexibleParts)
            return (start + (flexibleStart ? share : 0), length + (flexibleLength ? share : 0))
        }
        let x = resolve(frame.minX, frame.width, new.width - old.width,
                        flexibleStart: autoresizingMask.contains(.flexibleLeftMargin),
                        flexibleLength: autoresizingMask.contains(.flexibleWidth),
                        flexibleEnd: autoresizingMask.contains(.flexibleRightMargin))
        let y = resolve(frame.minY, frame.height, new.height - old.height,
                        flexibleStart: autoresizingMask.contains(.flexibleTopMargin),
                        flexibleLength: autoresizingMask.contains(.flexibleHeight),
                        flexibleEnd: autoresizingMask.contains(.flexibleBottomMargin))
        frame = CGRect(x: x.0, y: y.0, width: max(0, x.1), height: max(0, y.1))
    }
}

/// The priority of a layout requirement (UIKit's `UILayoutPriority`), used by stack views to decide
/// which view grows or shrinks.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from a number (0…1000).
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A requirement that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// The default high priority (750): compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// The default low priority (250): content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority of fitting-size calculations (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Layout constraint names (UIKit's `NSLayoutConstraint`); CellKit lays out by frames, so only the
/// axis type used by priorities and stack views is provided.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// A layout axis.
    public enum Axis: Int, Sendable, Hashable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

/// An event (UIKit's `UIEvent`); passed as nil by CellKit's own hit testing.
@MainActor
open class UIEvent: NSObject {}
