import Foundation

/// Intrinsic content sizes as constraints, and the second pass for views whose height depends on their width.
///
/// Per axis with an intrinsic size `s`, a view placed by constraints gets `size <= s` at its content hugging
/// priority and `size >= s` at its compression resistance priority (UIKit's `NSContentSizeLayoutConstraint`).
///
/// Wrapping text (a label with `numberOfLines` other than 1 and no `preferredMaxLayoutWidth`, a list content
/// view, a text view that does not scroll) is measured twice, as UIKit does: its first intrinsic size is the unwrapped text; once the solver has
/// given it a width, its intrinsic height becomes the height of the text wrapped at that width, and the system
/// is solved again (the width constraints keep the unwrapped width, so growing room is still taken).
extension LayoutIsland {
    /// Whether the view's intrinsic height depends on the width it gets.
    func dependsOnLayoutWidth(_ view: UIView) -> Bool {
        if let label = view as? UILabel { return label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0 }
        if let textView = view as? UITextView { return !textView.isScrollEnabled }
        return view is UIListContentView
    }

    /// The view's intrinsic content size, with the height measured at `layoutWidth` for width-dependent views.
    func measuredContentSize(of view: UIView, layoutWidth: CGFloat?) -> CGSize {
        if let label = view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0 {
            label.automaticLayoutWidth = nil
            let natural = label.intrinsicContentSize
            guard let layoutWidth else { return natural }
            label.automaticLayoutWidth = layoutWidth
            return CGSize(width: natural.width, height: label.intrinsicContentSize.height)
        }
        if let textView = view as? UITextView, !textView.isScrollEnabled {
            textView.automaticLayoutWidth = layoutWidth
            return textView.intrinsicContentSize
        }
        if let list = view as? UIListContentView, let layoutWidth {
            let natural = list.intrinsicContentSize
            return CGSize(width: natural.width, height: list.systemLayoutSizeFitting(CGSize(width: layoutWidth, height: 0)).height)
        }
        return view.intrinsicContentSize
    }

    /// Reads the view's intrinsic size and priorities again and moves (or adds, or removes) its content size
    /// constraints. Returns whether anything changed.
    @discardableResult
    func refreshContentSize(of item: IslandItem) -> Bool {
        guard let view = item.view else { return false }
        item.contentSizeIsStale = false
        let size = measuredContentSize(of: view, layoutWidth: item.layoutWidth)
        let priorities = [view.contentHuggingPriority(for: .horizontal), view.contentCompressionResistancePriority(for: .horizontal),
                          view.contentHuggingPriority(for: .vertical), view.contentCompressionResistancePriority(for: .vertical)]
        let prioritiesChanged = priorities != item.contentPriorities
        item.contentPriorities = priorities
        let width = size.width == UIView.noIntrinsicMetric ? nil : Double(size.width)
        let height = size.height == UIView.noIntrinsicMetric ? nil : Double(size.height)
        var changed = false
        if prioritiesChanged || width != item.intrinsicWidth {
            setContentSize(width, old: item.intrinsicWidth, variable: item.width, keys: (0, 1), view: view,
                           priorities: (priorities[0], priorities[1]), rebuild: prioritiesChanged)
            item.intrinsicWidth = width
            changed = true
        }
        if prioritiesChanged || height != item.intrinsicHeight {
            setContentSize(height, old: item.intrinsicHeight, variable: item.height, keys: (2, 3), view: view,
                           priorities: (priorities[2], priorities[3]), rebuild: prioritiesChanged)
            item.intrinsicHeight = height
            changed = true
        }
        return changed
    }

    private func setContentSize(_ value: Double?, old: Double?, variable: LayoutVariable, keys: (Int, Int), view: UIView,
                                priorities: (UILayoutPriority, UILayoutPriority), rebuild: Bool) {
        let id = ObjectIdentifier(view)
        let hugging = IslandKey.contentSize(id, keys.0), compression = IslandKey.contentSize(id, keys.1)
        guard let value else {
            system.remove(hugging)
            system.remove(compression)
            return
        }
        if old == nil || rebuild {
            report(system.add(LinearConstraint(variable, .lessThanOrEqual, value, strength: priorities.0.strength), for: hugging))
            report(system.add(LinearConstraint(variable, .greaterThanOrEqual, value, strength: priorities.1.strength), for: compression))
        } else {
            report(system.setConstant(-value, for: hugging))
            report(system.setConstant(-value, for: compression))
        }
    }

    /// The second pass: each wrapping view is measured at the width the solver gave it, until the widths
    /// stop changing (two rounds in practice).
    func settleWidthDependentSizes() {
        for _ in 0..<4 {
            var changed = false
            for item in widthDependentItems {
                let width = CGFloat(system.value(of: item.width))
                guard width > 0 else { continue }
                if let measured = item.layoutWidth, abs(measured - width) < 0.001 { continue }
                item.layoutWidth = width
                if refreshContentSize(of: item) { changed = true }
            }
            guard changed else { return }
            refreshDynamicConstants(baselinesOnly: true)
        }
    }
}
