import Foundation

/// Keyboard navigation among items laid out side by side (grids, sections that scroll sideways).
///
/// What a person expects from a grid, and what GTK's own grid view does:
/// - Left and Right move to the previous and next item of the section, in order (so they continue on the
///   next row of a grid; mirrored in right-to-left layouts); they stop at the section's ends.
/// - Up and Down move to the nearest row above or below, to the item whose center is horizontally closest
///   to the focused item's center, crossing into the sections above and below (a sideways-scrolling section
///   offers the items it shows).
/// - Page Up and Page Down move about a screen's height, to the item nearest to the same horizontal position.
extension CollectionLayoutEngine {
    /// A direction of keyboard navigation.
    package enum NavigationDirection: Hashable, Sendable {
        case up, down, left, right, pageUp, pageDown
    }

    /// The item a navigation key moves to from `indexPath`, or nil when there is none in that direction.
    package func neighbor(of indexPath: IndexPath, toward direction: NavigationDirection) -> IndexPath? {
        guard let frame = frame(of: indexPath) else { return nil }
        switch direction {
        case .left, .right:
            let forward = (direction == .right) != isRightToLeft
            let item = indexPath.item + (forward ? 1 : -1)
            guard item >= 0, item < sections[indexPath.section].itemCount else { return nil }
            return IndexPath(item: item, section: indexPath.section)
        case .down:
            return nearestRow(below: frame.maxY, from: frame)
        case .up:
            return nearestRow(above: frame.minY, from: frame)
        case .pageDown, .pageUp:
            let page = max(1, size.height)
            let targetY = direction == .pageDown ? frame.midY + page : frame.midY - page
            let clampedY = min(max(0, targetY), max(0, contentHeight - 1))
            let window = CGRect(x: 0, y: clampedY - page / 2, width: size.width, height: page)
            let candidates = items(in: window).filter { $0.indexPath != indexPath }
            let best = candidates.min { distance($0.frame, to: CGPoint(x: frame.midX, y: clampedY))
                < distance($1.frame, to: CGPoint(x: frame.midX, y: clampedY)) }
            return best?.indexPath
        }
    }

    private func distance(_ frame: CGRect, to point: CGPoint) -> CGFloat {
        let dx = max(frame.minX - point.x, 0, point.x - frame.maxX)
        let dy = max(frame.minY - point.y, 0, point.y - frame.maxY)
        return dx * dx + dy * dy
    }

    /// The item of the first row starting at or below `edge`, horizontally closest to `frame`.
    private func nearestRow(below edge: CGFloat, from frame: CGRect) -> IndexPath? {
        var top = edge - 0.5
        let step = max(size.height, 200)
        while top < contentHeight {
            let found = items(in: CGRect(x: 0, y: top, width: size.width, height: step)).filter { $0.frame.minY >= edge - 0.5 }
            if let rowTop = found.map(\.frame.minY).min() {
                let row = found.filter { $0.frame.minY < rowTop + 0.5 }
                return closest(row, to: frame)
            }
            top += step
        }
        return nil
    }

    /// The item of the last row ending at or above `edge`, horizontally closest to `frame`.
    private func nearestRow(above edge: CGFloat, from frame: CGRect) -> IndexPath? {
        var bottom = edge + 0.5
        let step = max(size.height, 200)
        while bottom > 0 {
            let found = items(in: CGRect(x: 0, y: bottom - step, width: size.width, height: step)).filter { $0.frame.maxY <= edge + 0.5 }
            if let rowBottom = found.map(\.frame.maxY).max() {
                let row = found.filter { $0.frame.maxY > rowBottom - 0.5 }
                return closest(row, to: frame)
            }
            bottom -= step
        }
        return nil
    }

    private func closest(_ candidates: [(indexPath: IndexPath, frame: CGRect)], to frame: CGRect) -> IndexPath? {
        candidates.min { abs($0.frame.midX - frame.midX) < abs($1.frame.midX - frame.midX) }?.indexPath
    }
}
