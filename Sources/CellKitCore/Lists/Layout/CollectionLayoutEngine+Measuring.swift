import Foundation

/// Self-sizing through the engine: the collection view asks which realized items and boundary items need
/// measuring and at what size, measures their views, and reports the sizes back.
extension CollectionLayoutEngine {
    /// Whether an item has an estimated dimension and no measurement of the current generation.
    package func needsMeasurement(_ indexPath: IndexPath) -> Bool {
        guard indexPath.section >= 0, indexPath.section < sections.count else { return false }
        return sections[indexPath.section].needsMeasurement(ofItem: indexPath.item, generation: generation)
    }

    /// The size to measure an item's cell at.
    package func measurementTarget(_ indexPath: IndexPath) -> MeasurementTarget {
        sections[indexPath.section].measurementTarget(ofItem: indexPath.item)
    }

    /// Records an item's measured cell size; returns whether anything moved (a group's extent or a section's
    /// height changed).
    @discardableResult
    package mutating func setMeasured(_ size: CGSize, for indexPath: IndexPath) -> Bool {
        let oldHeight = sections[indexPath.section].height
        let changed = sections[indexPath.section].setMeasured(size, ofItem: indexPath.item, generation: generation)
        if sections[indexPath.section].height != oldHeight { recomputeTops(from: indexPath.section) }
        return changed
    }

    /// The measured cell size of an item, nil when it was never measured.
    package func measuredSize(of indexPath: IndexPath) -> CGSize? {
        guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        return sections[indexPath.section].measured[indexPath.item]?.size
    }

    /// Makes an item's measurement stale: it is measured again when next shown, and keeps its size until then.
    package mutating func invalidateMeasurement(of indexPath: IndexPath) {
        guard indexPath.section >= 0, indexPath.section < sections.count else { return }
        sections[indexPath.section].invalidateMeasurement(ofItem: indexPath.item)
    }

    /// Makes every measurement stale (new traits): each view is measured again when next shown.
    package mutating func invalidateAllMeasurements() {
        generation += 1
    }

    /// Whether a boundary item has an estimated dimension and no measurement of the current generation.
    package func needsMeasurement(section: Int, boundary index: Int) -> Bool {
        sections[section].needsMeasurement(ofBoundary: index, generation: generation)
    }

    /// The size to measure a boundary item's view at.
    package func measurementTarget(section: Int, boundary index: Int) -> MeasurementTarget {
        sections[section].measurementTarget(ofBoundary: index)
    }

    /// Records a boundary item's measured size; returns whether it changed.
    @discardableResult
    package mutating func setMeasured(_ size: CGSize, section: Int, boundary index: Int) -> Bool {
        let changed = sections[section].setMeasured(size, ofBoundary: index, generation: generation)
        if changed { recomputeTops(from: section) }
        return changed
    }

    // MARK: Sideways scrolling

    /// The sideways-scrolling section whose row of groups (insets included) holds `point`, if any.
    package func orthogonalSection(at point: CGPoint) -> Int? {
        guard let index = section(atY: point.y) else { return nil }
        let section = sections[index]
        guard section.spec.scrollsOrthogonally else { return nil }
        let top = sectionTops[index] + section.bodyTop - section.spec.contentInsets.top
        let bottom = sectionTops[index] + section.bodyTop + section.bodyHeight + section.spec.contentInsets.bottom
        return point.y >= top && point.y < bottom ? index : nil
    }

    /// How far a section is scrolled sideways.
    package func orthogonalOffset(ofSection section: Int) -> CGFloat {
        sections[section].orthogonalOffset
    }

    /// The largest sideways offset of a section.
    package func maximumOrthogonalOffset(ofSection section: Int) -> CGFloat {
        sections[section].maximumOrthogonalOffset
    }

    /// Scrolls a section sideways to `offset`, clamped to its content; returns whether it moved.
    @discardableResult
    package mutating func setOrthogonalOffset(_ offset: CGFloat, ofSection section: Int) -> Bool {
        let clamped = min(max(0, offset), sections[section].maximumOrthogonalOffset)
        guard clamped != sections[section].orthogonalOffset else { return false }
        sections[section].orthogonalOffset = clamped
        return true
    }
}
