import Foundation

/// What to measure a self-sizing view at: the size the layout gives it, and along which dimensions the
/// view decides (its estimated ones), as UIKit passes to `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
package struct MeasurementTarget: Hashable, Sendable {
    /// The layout's size for the view; 0 along the dimensions the view decides.
    package var size: CGSize
    /// Whether the view decides its width (an estimated width).
    package var fitsWidth: Bool
    /// Whether the view decides its height (an estimated height).
    package var fitsHeight: Bool
}

/// Self-sizing: which items and boundary items need measuring, at what size, and what a measurement changes.
/// A measurement belongs to a generation; bumping the engine's generation (new traits, a new width) makes
/// every measurement stale without forgetting it, so rows keep their last height until they are measured again.
extension SectionLayout {
    /// Whether item `item` has an estimated dimension and no current measurement.
    func needsMeasurement(ofItem item: Int, generation: Int) -> Bool {
        guard item >= 0, item < itemCount, structure.leafCount > 0 else { return false }
        let spec = leafItems[item % structure.leafCount]
        guard spec.size.width.isEstimated || spec.size.height.isEstimated else { return false }
        return measured[item].map { $0.generation != generation } ?? true
    }

    /// The size to measure item `item` at.
    func measurementTarget(ofItem item: Int) -> MeasurementTarget {
        let spec = leafItems[item % structure.leafCount]
        let frame = leaves(ofInstance: item / structure.leafCount)[item % structure.leafCount].frame
        return MeasurementTarget(size: CGSize(width: spec.size.width.isEstimated ? 0 : frame.width,
                                              height: spec.size.height.isEstimated ? 0 : frame.height),
                                 fitsWidth: spec.size.width.isEstimated, fitsHeight: spec.size.height.isEstimated)
    }

    /// Records item `item`'s measured cell size; returns whether the section's geometry changed (its
    /// group's extent or, sideways, its height).
    mutating func setMeasured(_ size: CGSize, ofItem item: Int, generation: Int) -> Bool {
        measured[item] = Measurement(size: size, generation: generation)
        return refreshInstance(item / structure.leafCount)
    }

    /// Makes item `item`'s measurement stale (measured again when shown; its size holds meanwhile).
    mutating func invalidateMeasurement(ofItem item: Int) {
        measured[item]?.generation = -1
    }

    /// Recomputes the extent of a self-sizing instance from its measured cells; returns whether it changed.
    mutating func refreshInstance(_ instance: Int) -> Bool {
        guard structure.isSelfSizing, instance < instanceCount else { return false }
        let size = instanceLayout(instance).size
        var changed = false
        if spec.scrollsOrthogonally {
            changed = extents.set(instance, to: size.width + spec.interGroupSpacing)
            if bandHeights[instance] != size.height {
                bandHeights[instance] = size.height
                let newBand = bandHeights.values.max() ?? groupSize.height
                if newBand != bandHeight {
                    bandHeight = newBand
                    changed = true
                }
            }
        } else {
            changed = extents.set(instance, to: size.height + spec.interGroupSpacing)
        }
        return changed
    }

    // MARK: Boundary items

    /// Whether boundary item `index` has an estimated dimension and no current measurement.
    func needsMeasurement(ofBoundary index: Int, generation: Int) -> Bool {
        let size = spec.boundaryItems[index].size
        guard size.width.isEstimated || size.height.isEstimated else { return false }
        return boundarySizes[index].map { $0.generation != generation } ?? true
    }

    /// The size to measure boundary item `index` at.
    func measurementTarget(ofBoundary index: Int) -> MeasurementTarget {
        let size = spec.boundaryItems[index].size
        let resolved = size.resolved(in: boundaryContainer.size)
        return MeasurementTarget(size: CGSize(width: size.width.isEstimated ? 0 : resolved.width,
                                              height: size.height.isEstimated ? 0 : resolved.height),
                                 fitsWidth: size.width.isEstimated, fitsHeight: size.height.isEstimated)
    }

    /// Records boundary item `index`'s measured size (along its estimated dimensions); returns whether its
    /// size changed.
    mutating func setMeasured(_ size: CGSize, ofBoundary index: Int, generation: Int) -> Bool {
        let old = boundarySize(index)
        let dimensions = spec.boundaryItems[index].size
        var new = dimensions.resolved(in: boundaryContainer.size)
        if dimensions.width.isEstimated { new.width = size.width }
        if dimensions.height.isEstimated { new.height = size.height }
        boundarySizes[index] = Measurement(size: new, generation: generation)
        return new != old
    }

    // MARK: Carrying measurements over

    /// Takes over the measurements of `old` (the same section before a change of width, traits or items):
    /// `mapping` gives each old item's new item, or nil when it left the section. Measurements only carry over
    /// when each group holds the same number of items as before, so that they keep their meaning; they come
    /// over as they were (stale ones stay stale).
    mutating func carryMeasurements(from old: SectionLayout, mapping: (Int) -> Int?) {
        if old.spec.boundaryItems == spec.boundaryItems { boundarySizes = old.boundarySizes }
        guard old.structure.leafCount == structure.leafCount, old.leafItems == leafItems else { return }
        var touched = Set<Int>()
        for (item, measurement) in old.measured {
            guard let new = mapping(item), new >= 0, new < itemCount else { continue }
            measured[new] = measurement
            touched.insert(new / structure.leafCount)
        }
        for instance in touched { _ = refreshInstance(instance) }
    }
}
