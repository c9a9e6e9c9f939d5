import Foundation

/// The frame arithmetic of `UIStackView`, in axis terms ("main" along the axis, "cross" across it).
@MainActor
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
        let mainLength: CGFloat = distribution == .fillEqually
            ? (sizes.map(main).max() ?? 0) * CGFloat(sizes.count)
            : sizes.map(main).reduce(0, +)
        let total = mainLength + spacing * CGFloat(views.count - 1)
        let crossLength = sizes.map(cross).max() ?? 0
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
        var position = horizontal ? container.minX : container.minY
        var frames: [CGRect] = []
        for (index, length) in lengths.enumerated() {
            let itemCross = alignment == .fill ? crossLength : min(cross(sizes[index]), crossLength)
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

    /// Gives extra space to the view that hugs least (or takes missing space from the one that resists least).
    private func distributeExtra(_ extra: CGFloat, into lengths: inout [CGFloat]) {
        guard extra != 0 else { return }
        let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
        let priorities = views.map { extra > 0 ? $0.contentHuggingPriority(for: axis) : $0.contentCompressionResistancePriority(for: axis) }
        guard let lowest = priorities.min(), let index = priorities.firstIndex(of: lowest) else { return }
        lengths[index] = max(0, lengths[index] + extra)
    }
}
