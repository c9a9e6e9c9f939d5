import Foundation

/// Sections that scroll sideways (`orthogonalScrollingBehavior`): the wheel, Shift with the wheel, and
/// horizontal drags over such a section move it; the section settles by its behavior
/// (`CollectionLayoutEngine.settledOrthogonalOffset`). The offsets live in the layout engine, one per
/// section, and survive relayout and updates that keep the section.
extension UICollectionView {
    /// Scrolls a section sideways to `offset` (clamped to its content) and lays out what comes into view.
    func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) {
        guard section >= 0, section < engine.sections.count, engine.setOrthogonalOffset(offset, ofSection: section) else { return }
        interaction.contentDidScroll()
        setNeedsLayout()
    }

    /// The wheel over the collection view: a horizontal scroll (or Shift with a vertical one) over a
    /// section that scrolls sideways moves that section; returns whether it did, and the vertical amount
    /// left for the collection view itself.
    func scrollOrthogonalSection(dx: CGFloat, dy: CGFloat, shifted: Bool) -> (used: Bool, remainingDY: CGFloat) {
        guard let pointer = interaction.pointerLocation else { return (false, dy) }
        let point = CGPoint(x: pointer.x + contentOffset.x, y: pointer.y + contentOffset.y)
        guard let section = engine.orthogonalSection(at: point) else { return (false, dy) }
        var horizontal = dx, vertical = dy
        if shifted && horizontal == 0 {
            horizontal = vertical
            vertical = 0
        }
        guard horizontal != 0 else { return (false, vertical) }
        // Toward the trailing end: right in left-to-right layouts, left in right-to-left ones.
        let forward = effectiveUserInterfaceLayoutDirection == .rightToLeft ? -horizontal : horizontal
        let current = engine.orthogonalOffset(ofSection: section)
        let target: CGFloat
        if engine.sections[section].spec.orthogonalScrolling == .continuous {
            target = current + forward * CollectionLayoutEngine.wheelStep
        } else {
            // Smooth (touchpad) amounts add up to whole notches; each notch moves one group or page.
            if orthogonalWheelSection != section { orthogonalWheelRemainder = 0 }
            orthogonalWheelSection = section
            orthogonalWheelRemainder += forward
            let notches = Int(orthogonalWheelRemainder.rounded(.towardZero))
            orthogonalWheelRemainder -= CGFloat(notches)
            target = engine.orthogonalOffsetAfterWheel(section: section, current: current, notches: notches)
        }
        setOrthogonalOffset(target, forSection: section)
        return (true, vertical)
    }

    /// A horizontal drag that moved a section sideways ended: the section settles by its behavior.
    func settleOrthogonalSection(_ section: Int, dragStartedAt start: CGFloat) {
        guard section < engine.sections.count else { return }
        let settled = engine.settledOrthogonalOffset(section: section, proposed: engine.orthogonalOffset(ofSection: section), start: start)
        setOrthogonalOffset(settled, forSection: section)
        layoutIfNeeded()
    }

    /// Scrolls an item of a sideways-scrolling section into view sideways: to `position`'s horizontal
    /// placement, or by the least distance that shows it whole.
    func revealSideways(_ indexPath: IndexPath, at position: ScrollPosition) {
        guard indexPath.section >= 0, indexPath.section < engine.sections.count,
              engine.sections[indexPath.section].spec.scrollsOrthogonally,
              let frame = engine.frame(of: indexPath) else { return }
        let width = bounds.width
        var delta: CGFloat
        if position.contains(.left) {
            delta = frame.minX
        } else if position.contains(.centeredHorizontally) {
            delta = frame.midX - width / 2
        } else if position.contains(.right) {
            delta = frame.maxX - width
        } else if frame.minX < 0 {
            delta = frame.minX
        } else if frame.maxX > width {
            delta = min(frame.maxX - width, frame.minX)
        } else {
            return
        }
        // A positive delta moves the content left: toward the trailing end in left-to-right layouts.
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { delta = -delta }
        setOrthogonalOffset(engine.orthogonalOffset(ofSection: indexPath.section) + delta, forSection: indexPath.section)
        layoutIfNeeded()
    }

    /// Where an arrow or page key moves focus from an item (see `CollectionLayoutEngine`'s navigation):
    /// list rows keep the list's rules, except Up and Down into a neighbouring grid section.
    func spatialMove(from indexPath: IndexPath, key: ListKey) -> ListSpatialMove {
        let direction: CollectionLayoutEngine.NavigationDirection
        switch key {
        case .up: direction = .up
        case .down: direction = .down
        case .left: direction = .left
        case .right: direction = .right
        case .pageUp: direction = .pageUp
        case .pageDown: direction = .pageDown
        default: return .ordered
        }
        if isListSection(indexPath.section) {
            guard key == .up || key == .down, let row = row(for: indexPath),
                  let next = self.indexPath(forRow: row + (key == .down ? 1 : -1)), !isListSection(next.section) else { return .ordered }
        }
        guard let target = engine.neighbor(of: indexPath, toward: direction), let row = row(for: target) else { return .none }
        return .row(row)
    }
}
