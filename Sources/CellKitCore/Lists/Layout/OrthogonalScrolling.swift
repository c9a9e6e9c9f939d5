import Foundation

/// Where a sideways-scrolling section comes to rest, by its `orthogonalScrollingBehavior`.
///
/// CellKit does not animate, so a section settles at once when the drag that moved it ends, and a wheel
/// notch moves it by one step:
/// - `.continuous`: rests where the drag left it; a notch moves 40 points.
/// - `.continuousGroupLeadingBoundary`: rests with the group nearest to where the drag left it at the
///   section's leading edge (after its leading inset); a notch moves to the next group's edge.
/// - `.paging`: rests on a page (the collection view's width); `.groupPaging`: on a group's leading edge;
///   `.groupPagingCentered`: with a group centered. A drag that ends nearer to where it started than to the
///   next page or group still moves one page or group when it travelled at least `pagingDragThreshold`
///   points (the flick that pages a `UIScrollView`); `.groupPaging` and `.groupPagingCentered` move at most
///   one group per drag. A notch moves one page or group.
extension CollectionLayoutEngine {
    /// How far a drag must travel to turn a page or a group even when it ends nearer to its start.
    package static let pagingDragThreshold: CGFloat = 24
    /// How far one wheel notch moves a continuously scrolling section.
    package static let wheelStep: CGFloat = 40

    /// The offset at which a drag that started at `start` and was let go at `proposed` settles.
    package func settledOrthogonalOffset(section: Int, proposed: CGFloat, start: CGFloat) -> CGFloat {
        let behavior = sections[section].spec.orthogonalScrolling
        let proposal = clampedOrthogonal(proposed, section: section)
        switch behavior {
        case .none, .continuous:
            return proposal
        case .continuousGroupLeadingBoundary:
            return restingOffset(nearestStop(to: proposal, section: section), section: section)
        case .paging, .groupPaging, .groupPagingCentered:
            let travelled = proposed - start
            var target = restingOffset(nearestStop(to: proposal, section: section), section: section)
            let origin = restingOffset(nearestStop(to: start, section: section), section: section)
            if abs(target - origin) < 0.5, abs(travelled) >= Self.pagingDragThreshold {
                target = orthogonalOffsetAfterWheel(section: section, current: start, notches: travelled > 0 ? 1 : -1)
            }
            if behavior != .paging {
                let back = orthogonalOffsetAfterWheel(section: section, current: start, notches: -1)
                let forward = orthogonalOffsetAfterWheel(section: section, current: start, notches: 1)
                target = min(max(target, back), forward)
            }
            return target
        }
    }

    /// The offset after `notches` wheel notches (positive: toward the trailing end) from `current`.
    package func orthogonalOffsetAfterWheel(section: Int, current: CGFloat, notches: Int) -> CGFloat {
        guard notches != 0 else { return current }
        switch sections[section].spec.orthogonalScrolling {
        case .none, .continuous:
            return clampedOrthogonal(current + CGFloat(notches) * Self.wheelStep, section: section)
        default:
            // Resting offsets never decrease from one stop to the next: going forward, count from the last stop
            // at or before `current`; going back, from the first stop at or after it.
            let stops = stopCount(section: section)
            var low = 0, high = stops - 1
            if notches > 0 {
                while low < high {
                    let mid = (low + high + 1) / 2
                    if restingOffset(mid, section: section) <= current + 0.5 { low = mid } else { high = mid - 1 }
                }
            } else {
                while low < high {
                    let mid = (low + high) / 2
                    if restingOffset(mid, section: section) >= current - 0.5 { high = mid } else { low = mid + 1 }
                }
            }
            return restingOffset(clampedStop(low + notches, section: section), section: section)
        }
    }

    private func clampedOrthogonal(_ offset: CGFloat, section: Int) -> CGFloat {
        min(max(0, offset), sections[section].maximumOrthogonalOffset)
    }

    /// The number of resting places: pages, or groups.
    private func stopCount(section: Int) -> Int {
        let layout = sections[section]
        if layout.spec.orthogonalScrolling == .paging {
            guard size.width > 0 else { return 1 }
            return Int((layout.maximumOrthogonalOffset / size.width).rounded(.up)) + 1
        }
        return max(1, layout.instanceCount)
    }

    private func clampedStop(_ stop: Int, section: Int) -> Int {
        min(max(stop, 0), stopCount(section: section) - 1)
    }

    /// The offset of resting place `stop`, clamped to the section's content.
    func restingOffset(_ stop: Int, section: Int) -> CGFloat {
        let layout = sections[section]
        let raw: CGFloat
        switch layout.spec.orthogonalScrolling {
        case .paging:
            raw = CGFloat(stop) * size.width
        case .groupPagingCentered:
            guard stop < layout.instanceCount else { return clampedOrthogonal(0, section: section) }
            let groupStart = layout.spec.contentInsets.leading + layout.centeringPadding + layout.extents.offset(of: stop)
            raw = groupStart + layout.instanceSize(stop).width / 2 - size.width / 2
        default:
            guard stop < layout.instanceCount else { return clampedOrthogonal(0, section: section) }
            raw = layout.centeringPadding + layout.extents.offset(of: stop)
        }
        return clampedOrthogonal(raw, section: section)
    }

    /// The resting place nearest to `offset`.
    func nearestStop(to offset: CGFloat, section: Int) -> Int {
        let layout = sections[section]
        if layout.spec.orthogonalScrolling == .paging {
            guard size.width > 0 else { return 0 }
            return clampedStop(Int((offset / size.width).rounded()), section: section)
        }
        guard layout.instanceCount > 0 else { return 0 }
        let probe = layout.spec.orthogonalScrolling == .groupPagingCentered
            ? offset + size.width / 2 - layout.spec.contentInsets.leading - layout.centeringPadding
            : offset - layout.centeringPadding
        let covering = min(layout.extents.index(at: probe), layout.instanceCount - 1)
        var best = covering
        for candidate in [covering - 1, covering + 1] where candidate >= 0 && candidate < layout.instanceCount {
            if abs(restingOffset(candidate, section: section) - offset) < abs(restingOffset(best, section: section) - offset) {
                best = candidate
            }
        }
        return best
    }
}
