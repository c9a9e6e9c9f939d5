import Foundation

/// The frame arithmetic of `UIStackView`, in axis terms ("main" along the axis, "cross" across it).
@preconcurrency @MainActor
struct StackLayout {
    let views: [UIView]
    let horizontal: Bool
    let spacing: CGFloat
    let distribution: UIStackView.Distribution
    let alignment: UIStackView.Alignment
    let rightToLeft: Bool
    let margins: UIEdgeInsets

    init(stack: UIStackView) {
        views = stack.visibleArrangedSubviews
        horizontal = stack.axis == .horizontal
        spacing = stack.spacing
        distribution = stack.distribution
        alignment = stack.alignment
        rightToLeft = stack.effectiveUserInterfaceLayoutDirection == .rightToLeft
        margins = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
    }

    private func main(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
    private func cross(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
    private func size(main: CGFloat, cross: CGFloat) -> CGSize {
        horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }

    /// Each view's preferred size when the stack offers `crossLength` across the axis.
    private func preferredSizes(crossLength: CGFloat) -> [CGSize] {
        views.map { view in
            let target = size(main: .greatestFiniteMagnitude, cross: crossLength)
            let fitted = view.systemLayoutSizeFitting(target)
            return CGSize(width: max(0, fitted.width), height: max(0, fitted.height))
        }
    }

    /// The size the stack needs, given the space offered.
    func fittingSize(for offered: CGSize) -> CGSize {
        guard !views.isEmpty else { return CGSize(width: margins.left + margins.right, height: margins.top + margins.bottom) }
        let crossOffered = cross(offered) - (horizontal ? margins.top + margins.bottom : margins.left + margins.right)
        let sizes = preferredSizes(crossLength: crossOffered)
        var mainLength: CGFloat = distribution == .fillEqually
            ? (sizes.map(main).max() ?? 0) * CGFloat(sizes.count)
            : sizes.map(main).reduce(0, +)
        var crossLength = sizes.map(cross).max() ?? 0
        // A horizontal `.fill` stack offered less width than its views want shrinks one of them, as
        // `frames(in:)` does; views whose height depends on their width (wrapping list content,
        // nested stacks) are measured again at the width they get.
        let mainOffered = main(offered) - (horizontal ? margins.left + margins.right : margins.top + margins.bottom)
        let available = mainOffered - spacing * CGFloat(views.count - 1)
        if horizontal, distribution == .fill, mainOffered < UIView.layoutFittingExpandedSize.width, available < mainLength {
            var lengths = sizes.map(main)
            distributeExtra(available - mainLength, into: &lengths)
            mainLength = lengths.reduce(0, +)
            crossLength = remeasuredCrossLengths(lengths: lengths, crossLength: crossOffered).max() ?? 0
        }
        let total = mainLength + spacing * CGFloat(views.count - 1)
        let content = size(main: total, cross: crossLength)
        return CGSize(width: content.width + margins.left + margins.right, height: content.height + margins.top + margins.bottom)
    }

    /// The frames of the visible arranged views inside `container`.
    func frames(in container: CGRect) -> [CGRect] {
        guard !views.isEmpty else { return [] }
        let crossLength = cross(container.size)
        let sizes = preferredSizes(crossLength: crossLength)
        var lengths = sizes.map(main)
        let available = main(container.size) - spacing * CGFloat(views.count - 1)
        var gap = spacing
        switch distribution {
        case .fillEqually:
            lengths = Array(repeating: max(0, available / CGFloat(views.count)), count: views.count)
        case .fillProportionally:
            let total = lengths.reduce(0, +)
            if total > 0 { lengths = lengths.map { $0 / total * available } }
        case .equalSpacing, .equalCentering:
            let total = lengths.reduce(0, +)
            if views.count > 1, total < available { gap = spacing + (available - total) / CGFloat(views.count - 1) }
        case .fill:
            distributeExtra(available - lengths.reduce(0, +), into: &lengths)
        }
        // In a row, a view's height may depend on the width it got (wrapping text).
        let crosses = horizontal ? remeasuredCrossLengths(lengths: lengths, crossLength: crossLength) : sizes.map(cross)
        var position = horizontal ? container.minX : container.minY
        var frames: [CGRect] = []
        for (index, length) in lengths.enumerated() {
            let itemCross = alignment == .fill ? crossLength : min(crosses[index], crossLength)
            let crossOffset: CGFloat = switch alignment {
            case .fill, .leading, .firstBaseline: 0
            case .center: (crossLength - itemCross) / 2
            case .trailing, .lastBaseline: crossLength - itemCross
            }
            if horizontal {
                let x = rightToLeft ? container.maxX - (position - container.minX) - length : position
                frames.append(CGRect(x: x, y: container.minY + crossOffset, width: length, height: itemCross))
            } else {
                frames.append(CGRect(x: container.minX + crossOffset, y: position, width: itemCross, height: length))
            }
            position += length + gap
        }
        return frames
    }

    /// Each view's size across the axis when it is `lengths[i]` long along it.
    private func remeasuredCrossLengths(lengths: [CGFloat], crossLength: CGFloat) -> [CGFloat] {
        zip(views, lengths).map { view, length in
            max(0, cross(view.systemLayoutSizeFitting(size(main: length, cross: crossLength))))
        }
    }

    /// Gives extra space to the view that hugs least (or takes missing space from the one that resists least).
    private func distributeExtra(_ extra: CGFloat, into lengths: inout [CGFloat]) {
        guard extra != 0 else { return }
        let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
        let priorities = views.map { extra > 0 ? $0.contentHuggingPriority(for: axis) : $0.contentCompressionResistancePriority(for: axis) }
        guard let lowest = priorities.min(), let index = priorities.firstIndex(of: lowest) else { return }
        lengths[index] = max(0, lengths[index] + extra)
    }
}
