import Foundation

/// The geometry of one section, computed lazily: its groups lie end to end in an `ExtentSequence` (down the
/// layout, or sideways for a section that scrolls orthogonally), and only the groups that are asked for are
/// laid out. Coordinates are the section's own: y from the section's top, x from the layout's left edge in
/// left-to-right terms (the engine mirrors them for right-to-left layouts).
package struct SectionLayout: Sendable {
    /// A measured size, and the measuring pass it belongs to (older passes are stale: measured again when shown).
    struct Measurement: Sendable {
        var size: CGSize
        var generation: Int
    }

    package let spec: LayoutSectionSpec
    package let itemCount: Int
    let structure: GroupStructure
    /// The items of one group instance, in leaf order.
    let leafItems: [LayoutItemSpec]
    /// The top-level group's size before measuring (its estimate along estimated dimensions).
    let groupSize: CGSize
    /// The layout of every instance when nothing in the group is estimated.
    let fixedLeaves: [LayoutLeaf]?
    /// The layout's width (the collection view's).
    let layoutWidth: CGFloat
    /// The layout's height (the collection view's), what fractional heights of boundary items refer to.
    let layoutHeight: CGFloat
    /// Space before the first group in a group-paging-centered section, so that a group can be centered.
    let centeringPadding: CGFloat
    /// Group extents along the section's scrolling axis, each followed by the inter-group spacing.
    var extents: ExtentSequence
    /// Measured cells, by item.
    var measured: [Int: Measurement] = [:]
    /// Measured instance heights of a section that scrolls sideways.
    var bandHeights: [Int: CGFloat] = [:]
    var bandHeight: CGFloat
    /// Measured boundary items, by index in `spec.boundaryItems`.
    var boundarySizes: [Measurement?]
    /// How far the section is scrolled sideways (0: its leading edge shows).
    package var orthogonalOffset: CGFloat = 0

    /// A section of `itemCount` items laid out `layoutSize` wide and tall (the collection view's size).
    package init(spec: LayoutSectionSpec, itemCount: Int, layoutSize: CGSize) {
        self.spec = spec
        self.itemCount = itemCount
        layoutWidth = layoutSize.width
        layoutHeight = layoutSize.height
        let insets = spec.contentInsets
        let container = CGSize(width: max(0, layoutSize.width - insets.leading - insets.trailing),
                               height: max(0, layoutSize.height - insets.top - insets.bottom))
        structure = GroupStructure(spec.group, containerSize: container)
        groupSize = spec.group.size.resolved(in: container)
        let estimated = GroupLayout.layout(structure, proposedSize: groupSize, leafLimit: structure.leafCount) { _ in nil }
        leafItems = estimated.leaves.map(\.item)
        fixedLeaves = structure.isSelfSizing ? nil : estimated.leaves
        let sideways = spec.scrollsOrthogonally
        let extent = sideways ? estimated.size.width : estimated.size.height
        let instances = structure.leafCount > 0 ? (itemCount + structure.leafCount - 1) / structure.leafCount : 0
        extents = ExtentSequence(count: instances, estimate: extent + spec.interGroupSpacing)
        bandHeight = estimated.size.height
        centeringPadding = spec.orthogonalScrolling == .groupPagingCentered
            ? max(0, (container.width - estimated.size.width) / 2) : 0
        boundarySizes = Array(repeating: nil, count: spec.boundaryItems.count)
    }

    /// The number of group instances.
    package var instanceCount: Int { extents.count }
    /// The number of cells per group instance.
    package var itemsPerGroup: Int { structure.leafCount }

    // MARK: Vertical extent

    /// The boundary items' sizes, measured or resolved.
    func boundarySize(_ index: Int) -> CGSize {
        if let size = boundarySizes[index]?.size { return size }
        return spec.boundaryItems[index].size.resolved(in: boundaryContainer.size)
    }

    /// The room boundary items take above the content.
    var topBoundaryHeight: CGFloat {
        spec.boundaryItems.indices.reduce(0) { total, index in
            let item = spec.boundaryItems[index]
            return item.takesRoom && item.alignment.isTop ? total + boundarySize(index).height : total
        }
    }

    /// The room boundary items take below the content.
    var bottomBoundaryHeight: CGFloat {
        spec.boundaryItems.indices.reduce(0) { total, index in
            let item = spec.boundaryItems[index]
            return item.takesRoom && item.alignment.isBottom ? total + boundarySize(index).height : total
        }
    }

    /// Where the groups start, from the section's top.
    package var bodyTop: CGFloat { spec.spacingBefore + topBoundaryHeight + spec.contentInsets.top }

    /// The height the groups take.
    package var bodyHeight: CGFloat {
        guard instanceCount > 0 else { return 0 }
        return spec.scrollsOrthogonally ? bandHeight : extents.total - spec.interGroupSpacing
    }

    /// The section's height, spacing before it included.
    package var height: CGFloat {
        bodyTop + bodyHeight + spec.contentInsets.bottom + bottomBoundaryHeight
    }

    /// The width of a sideways-scrolling section's content, insets included.
    package var orthogonalContentWidth: CGFloat {
        let groups = instanceCount > 0 ? extents.total - spec.interGroupSpacing : 0
        return spec.contentInsets.leading + centeringPadding * 2 + groups + spec.contentInsets.trailing
    }

    /// The largest sideways offset.
    package var maximumOrthogonalOffset: CGFloat { max(0, orthogonalContentWidth - layoutWidth) }

    // MARK: Instances

    /// The origin of group instance `index`, in section coordinates.
    package func instanceOrigin(_ index: Int) -> CGPoint {
        if spec.scrollsOrthogonally {
            return CGPoint(x: spec.contentInsets.leading + centeringPadding + extents.offset(of: index) - orthogonalOffset, y: bodyTop)
        }
        return CGPoint(x: spec.contentInsets.leading, y: bodyTop + extents.offset(of: index))
    }

    /// The size of group instance `index` (without the spacing after it).
    package func instanceSize(_ index: Int) -> CGSize {
        let length = extents.length(at: index) - spec.interGroupSpacing
        if spec.scrollsOrthogonally {
            return CGSize(width: length, height: structure.isSelfSizing ? (bandHeights[index] ?? groupSize.height) : groupSize.height)
        }
        return CGSize(width: groupSize.width, height: length)
    }

    /// The leaves of group instance `index`, relative to its origin.
    package func leaves(ofInstance index: Int) -> [LayoutLeaf] {
        let first = index * structure.leafCount
        let limit = min(structure.leafCount, itemCount - first)
        if let fixedLeaves { return limit == fixedLeaves.count ? fixedLeaves : Array(fixedLeaves.prefix(limit)) }
        return instanceLayout(index).leaves
    }

    /// Lays out group instance `index` with the sizes measured so far.
    func instanceLayout(_ index: Int) -> (size: CGSize, leaves: [LayoutLeaf]) {
        let first = index * structure.leafCount
        return GroupLayout.layout(structure, proposedSize: groupSize, leafLimit: min(structure.leafCount, itemCount - first)) { leaf in
            measured[first + leaf]?.size
        }
    }

    /// The instances whose extent meets `range` along the section's scrolling axis (section coordinates for
    /// stacked sections, the section's own sideways coordinates for orthogonal ones).
    func instances(meeting low: CGFloat, _ high: CGFloat) -> Range<Int> {
        guard instanceCount > 0 else { return 0..<0 }
        let start: CGFloat, origin: CGFloat
        if spec.scrollsOrthogonally {
            origin = spec.contentInsets.leading + centeringPadding - orthogonalOffset
            start = low - origin
        } else {
            origin = bodyTop
            start = low - origin
        }
        // At or before the section's start every leading instance meets the range, zero-length ones too.
        let first = start <= 0 ? 0 : extents.index(at: start)
        let last = extents.index(at: high - origin)
        return min(first, instanceCount)..<min(last + 1, instanceCount)
    }

    /// The frame of an item, in section coordinates.
    package func frame(ofItem item: Int) -> CGRect? {
        guard item >= 0, item < itemCount, structure.leafCount > 0 else { return nil }
        let instance = item / structure.leafCount
        let leaves = leaves(ofInstance: instance)
        let origin = instanceOrigin(instance)
        return leaves[item % structure.leafCount].frame.offsetBy(dx: origin.x, dy: origin.y)
    }

    // MARK: Boundary items

    /// The rectangle boundary items align in (section coordinates, x only): inside the leading and trailing
    /// insets when supplementaries follow them.
    var boundaryContainer: CGRect {
        let insets = spec.supplementariesFollowContentInsets ? spec.contentInsets : .zero
        return CGRect(x: insets.leading, y: 0, width: max(0, layoutWidth - insets.leading - insets.trailing), height: layoutHeight)
    }

    /// The frame of boundary item `index`, in section coordinates (before pinning).
    package func boundaryFrame(_ index: Int) -> CGRect {
        let item = spec.boundaryItems[index]
        let size = boundarySize(index)
        let container = boundaryContainer
        var x = container.minX + (container.width - size.width) / 2
        if item.alignment.isLeading { x = container.minX } else if item.alignment.isTrailing { x = container.maxX - size.width }
        var y: CGFloat
        if item.alignment.isTop {
            y = spec.spacingBefore + precedingRoom(before: index, top: true)
        } else if item.alignment.isBottom {
            y = bodyTop + bodyHeight + spec.contentInsets.bottom + precedingRoom(before: index, top: false)
        } else {
            y = bodyTop
        }
        if item.alignment.isTop && !item.extendsBoundary { y = spec.spacingBefore + topBoundaryHeight }
        return CGRect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
    }

    /// The room taken by the boundary items of the same edge listed before `index`.
    private func precedingRoom(before index: Int, top: Bool) -> CGFloat {
        (0..<index).reduce(0) { total, other in
            let item = spec.boundaryItems[other]
            guard item.takesRoom, top ? item.alignment.isTop : item.alignment.isBottom else { return total }
            return total + boundarySize(other).height
        }
    }
}
