import Foundation

extension UIView {
    /// One layout pass over the subtree: pending `updateConstraints()`, then (for a view that hosts a layout
    /// system, or is placed by one) the constraint solution applied as frames, then `layoutSubviews()`, then
    /// the subviews. When `layoutSubviews()` moved views the constraints depend on, they are solved again.
    func performLayoutIfNeeded() {
        if autoLayout.subtreeNeedsUpdateConstraints { updateConstraintsIfNeeded() }
        reportSafeAreaChangeIfNeeded()
        let hosted = hostedLayoutIsland()
        hosted?.layOutIfNeeded(hostResized: needsLayout)
        // A view placed by constraints: its host's system, in case it changed since the host laid out.
        if hosted == nil, let island = autoLayout.memberIsland, island.hasPendingWork { island.layOutIfNeeded(hostResized: false) }
        if needsLayout {
            needsLayout = false
            let controller = owningViewController
            traitCollection.performAsCurrent {
                controller?.viewWillLayoutSubviews()
                layoutSubviews()
                controller?.viewDidLayoutSubviews()
            }
            hosted?.layOutIfNeeded(hostResized: false)
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// The layout system this view hosts, made now when constraints below it need one.
    func hostedLayoutIsland() -> LayoutIsland? {
        if let island = autoLayout.island { return island }
        guard autoLayout.constraintsInSubtree > 0, !isPlacedByConstraints else { return nil }
        return ensureLayoutIsland()
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
        autoLayout.memberIsland?.intrinsicContentSizeDidChange(of: self)
    }

    /// The compression resistance priority on an axis (how strongly the view resists shrinking).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistancePriorities[axis] ?? .defaultHigh
    }

    /// Sets the compression resistance priority on an axis.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistancePriorities[axis] = priority
        superview?.setNeedsLayout()
        autoLayout.memberIsland?.intrinsicContentSizeDidChange(of: self)
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

/// An event (UIKit's `UIEvent`); passed as nil by CellKit's own hit testing.
@preconcurrency @MainActor
open class UIEvent: NSObject {}
