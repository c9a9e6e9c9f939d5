import Foundation

/// A stack view's arrangement as constraints, UIKit-style, named with UIKit's identifiers.
///
/// Along the axis ("main"), in the canvas (the bounds, or the margins guide with
/// `isLayoutMarginsRelativeArrangement`): the first view starts at the canvas start and the last ends at its
/// end (`UISV-canvas-connection`); `.fill`, `.fillEqually` and `.fillProportionally` chain the views `spacing`
/// apart (`UISV-spacing`), with equal sizes (`UISV-fill-equally`) or sizes in proportion to their intrinsic
/// sizes at priority 999 (`UISV-fill-proportionally`); `.equalSpacing` keeps gaps of at least `spacing`, all
/// equal, and `.equalCentering` centers equally far apart at priority 999, through spacer guides
/// (`UISV-distributing`). Across the axis: `.fill` pins both edges; `.leading`/`.trailing` pin one and keep the
/// other inside (`UISV-spanning-boundary`); `.center` centers and keeps both inside; the baseline alignments
/// (horizontal stacks) align baselines, keep the views inside, and pull them toward the top (bottom) at
/// priority 49. Except with `.fill`, the stack hugs its tallest (widest) view at priority 49
/// (`UISV-spanning-fit`), and views without an intrinsic size across the axis shrink to 0 at priority 25
/// (`UISV-ambiguity-suppression`). A hidden arranged view gets size 0 along the axis (`UISV-hiding`).
extension UIStackView {
    /// Whether the arrangement is expressed as constraints: constraints place the stack, or constraints other
    /// than an arranged view's own mention the stack's arrangement.
    var usesConstraintArrangement: Bool {
        isPlacedByConstraints || hasConstraintsAroundArrangement
    }

    /// Whether the stack arranges `view` by frames (it is arranged, and the stack is not in constraint mode).
    func arrangesByFrames(_ view: UIView) -> Bool {
        arrangedSubviews.contains { $0 === view } && !usesConstraintArrangement
    }

    private var hasConstraintsAroundArrangement: Bool {
        if autoLayout.installed.contains(where: { $0.arrangingStack !== self }) { return true }
        return arrangedSubviews.contains { view in
            view.autoLayout.references.contains { $0.arrangingStack !== self && $0.container !== view }
        }
    }

    func arrangementDidChange() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// An arranged view was hidden or shown.
    func arrangedSubviewVisibilityDidChange() {
        arrangementDidChange()
    }

    /// Constraints around an arranged view came or went: the stack may switch between frames and constraints.
    func arrangedItemConstraintsDidChange() {
        setNeedsUpdateConstraints()
    }

    func spacingDidChange() {
        guard !arrangementIsStale, !arrangementConstraints.isEmpty else { return arrangementDidChange() }
        for constraint in arrangementConstraints where constraint.identifier == "UISV-spacing" {
            constraint.constant = spacing
        }
        setNeedsLayout()
    }

    /// Makes (or drops) the arrangement constraints for the current mode and properties.
    func updateArrangementConstraints() {
        let wanted = usesConstraintArrangement
        let hadConstraints = !arrangementConstraints.isEmpty
        guard wanted != hadConstraints || (wanted && arrangementIsStale) else { return }
        let modeChanged = wanted != hadConstraints
        NSLayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints = []
        for guide in arrangementGuides { removeLayoutGuide(guide) }
        arrangementGuides = []
        arrangementIsStale = false
        if wanted { makeArrangementConstraints() }
        if modeChanged {
            invalidateLayoutIslands()
            for view in arrangedSubviews { view.invalidateLayoutIslands() }
        }
    }

    private func makeArrangementConstraints() {
        let horizontal = axis == .horizontal
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let mainStart: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let mainEnd: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let mainSize: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let visible = visibleArrangedSubviews
        for view in arrangedSubviews where view.isHidden {
            pin(view, mainSize, .equal, nil, .notAnAttribute, id: "UISV-hiding")
            pin(view, mainStart, .equal, canvas, mainStart, id: "UISV-hiding")
            alignAcross(view, first: visible.first ?? view, canvas: canvas)
        }
        guard let first = visible.first, let last = visible.last else { return }
        pin(first, mainStart, .equal, canvas, mainStart, id: "UISV-canvas-connection")
        pin(last, mainEnd, .equal, canvas, mainEnd, id: "UISV-canvas-connection")
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let relation: NSLayoutConstraint.Relation = distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
            pin(next, mainStart, relation, previous, mainEnd, constant: spacing, id: "UISV-spacing")
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { pin(view, mainSize, .equal, first, mainSize, id: "UISV-fill-equally") }
        case .fillProportionally:
            let sizes = visible.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                return max(0, horizontal ? size.width : size.height)
            }
            let total = sizes.reduce(0, +), gaps = spacing * CGFloat(visible.count - 1)
            for (view, size) in zip(visible, sizes) {
                let share = total > 0 ? size / total : 1 / CGFloat(visible.count)
                pin(view, mainSize, .equal, canvas, mainSize, multiplier: share, constant: -gaps * share,
                    priority: .required - 1, id: "UISV-fill-proportionally")
            }
        case .equalSpacing, .equalCentering:
            let centers = distribution == .equalCentering
            let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
            var spacers: [UILayoutGuide] = []
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                arrangementGuides.append(guide)
                pin(guide, mainStart, .equal, previous, centers ? center : mainEnd, id: "UISV-distributing-edge")
                pin(guide, mainEnd, .equal, next, centers ? center : mainStart, id: "UISV-distributing-edge")
                if let firstSpacer = spacers.first {
                    pin(guide, mainSize, .equal, firstSpacer, mainSize, priority: centers ? .required - 1 : .required, id: "UISV-fill-equally")
                }
                spacers.append(guide)
            }
        }
        for view in visible { alignAcross(view, first: first, canvas: canvas) }
        if alignment != .fill {
            pin(self, horizontal ? .height : .width, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), id: "UISV-spanning-fit")
        }
    }

    /// The cross-axis constraints of one view for the stack's alignment.
    private func alignAcross(_ view: UIView, first: UIView, canvas: AnyObject) {
        let horizontal = axis == .horizontal
        let start: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let end: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let size: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        var alignment = self.alignment
        if !horizontal, alignment == .firstBaseline { alignment = .leading }
        if !horizontal, alignment == .lastBaseline { alignment = .trailing }
        switch alignment {
        case .fill:
            pin(view, start, .equal, canvas, start, id: "UISV-alignment")
            pin(view, end, .equal, canvas, end, id: "UISV-alignment")
        case .leading:
            pin(view, start, .equal, canvas, start, id: "UISV-alignment")
            pin(view, end, .lessThanOrEqual, canvas, end, id: "UISV-spanning-boundary")
        case .trailing:
            pin(view, end, .equal, canvas, end, id: "UISV-alignment")
            pin(view, start, .greaterThanOrEqual, canvas, start, id: "UISV-spanning-boundary")
        case .center:
            pin(view, center, .equal, canvas, center, id: "UISV-alignment")
            pin(view, start, .greaterThanOrEqual, canvas, start, id: "UISV-spanning-boundary")
            pin(view, end, .lessThanOrEqual, canvas, end, id: "UISV-spanning-boundary")
        case .firstBaseline, .lastBaseline:
            let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if view !== first { pin(view, baseline, .equal, first, baseline, id: "UISV-alignment") }
            pin(view, start, .greaterThanOrEqual, canvas, start, id: "UISV-spanning-boundary")
            pin(view, end, .lessThanOrEqual, canvas, end, id: "UISV-spanning-boundary")
            let edge = alignment == .firstBaseline ? start : end
            pin(view, edge, .equal, canvas, edge, priority: UILayoutPriority(49), id: "UISV-spanning-fit")
        }
        let intrinsic = view.intrinsicContentSize
        if alignment != .fill, (horizontal ? intrinsic.height : intrinsic.width) == UIView.noIntrinsicMetric {
            pin(view, size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(25), id: "UISV-ambiguity-suppression")
        }
    }

    /// Makes, names, marks and installs one arrangement constraint on the stack.
    private func pin(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                     _ other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                     constant: CGFloat = 0, priority: UILayoutPriority = .required, id: String) {
        let constraint = NSLayoutConstraint(first: item, attribute, relation, second: other, otherAttribute,
                                            multiplier: multiplier, constant: constant)
        constraint.identifier = id
        constraint.priority = priority
        constraint.arrangingStack = self
        arrangementConstraints.append(constraint)
        addConstraint(constraint)
    }
}
