import Foundation

/// Which subitems one group places, decided once per section from the group's resolved size and the
/// subitems' estimates: how many times a `horizontal(layoutSize:subitems:)` group repeats its subitems, and
/// the nested groups inside. Every instance of the group in the section places the same leaves in the same
/// order, so item `i` of a section is leaf `i % leafCount` of instance `i / leafCount`. (Measured sizes
/// change where the leaves go, not how many there are: a group does not reflow like a flow layout.)
package struct GroupStructure: Hashable, Sendable {
    /// A placed subitem: an item (a leaf) or a nested group with its own placed subitems.
    indirect enum Child: Hashable, Sendable {
        case item(LayoutItemSpec)
        case group(LayoutGroupSpec, [Child])
    }

    package let spec: LayoutGroupSpec
    let children: [Child]
    /// The number of cells one instance of the group holds.
    package let leafCount: Int
    /// Whether any dimension inside the group (or of the group) is estimated: instances then differ in size.
    package let isSelfSizing: Bool

    /// The structure of `spec` placed in a container of `containerSize` (the section's effective content size).
    package init(_ spec: LayoutGroupSpec, containerSize: CGSize) {
        self.spec = spec
        let size = spec.size.resolved(in: containerSize)
        children = Self.children(of: spec, size: size)
        leafCount = Self.leafCount(children)
        isSelfSizing = Self.hasEstimate(spec)
    }

    private static let fitTolerance: CGFloat = 0.001
    private static let maximumRepetitions = 10_000

    private static func children(of spec: LayoutGroupSpec, size: CGSize) -> [Child] {
        let content = CGSize(width: max(0, size.width - spec.contentInsets.leading - spec.contentInsets.trailing),
                             height: max(0, size.height - spec.contentInsets.top - spec.contentInsets.bottom))
        var chosen: [LayoutElementSpec] = []
        if let count = spec.count {
            chosen = Array(repeating: spec.subitems[0], count: count)
        } else if spec.size.dimension(along: spec.axis).isEstimated {
            chosen = spec.subitems
        } else {
            let available = spec.axis == .horizontal ? content.width : content.height
            let spacing = spec.interItemSpacing?.minimum ?? 0
            var used: CGFloat = 0
            var index = 0
            while chosen.count < maximumRepetitions {
                let element = spec.subitems[index % spec.subitems.count]
                let length = lengthAlongAxis(element, axis: spec.axis, container: content)
                let needed = (chosen.isEmpty ? 0 : spacing) + length
                if !chosen.isEmpty && used + needed > available + fitTolerance { break }
                chosen.append(element)
                used += needed
                index += 1
                // An element that takes no room would repeat forever: one pass is all it gets.
                if needed <= 0 && index >= spec.subitems.count { break }
            }
        }
        return chosen.map { element in
            switch element {
            case .item(let item): return .item(item)
            case .group(let group):
                let childSize = group.size.resolved(in: content)
                return .group(group, Self.children(of: group, size: childSize))
            }
        }
    }

    /// The room an element takes along an axis: its length plus its least edge spacing.
    private static func lengthAlongAxis(_ element: LayoutElementSpec, axis: LayoutAxis, container: CGSize) -> CGFloat {
        let length = element.size.dimension(along: axis).resolved(in: container)
        let edges = element.edgeSpacing?.edges(along: axis)
        return length + (edges?.before?.minimum ?? 0) + (edges?.after?.minimum ?? 0)
    }

    private static func leafCount(_ children: [Child]) -> Int {
        children.reduce(0) { total, child in
            switch child {
            case .item: total + 1
            case .group(_, let nested): total + leafCount(nested)
            }
        }
    }

    private static func hasEstimate(_ spec: LayoutGroupSpec) -> Bool {
        if spec.size.width.isEstimated || spec.size.height.isEstimated { return true }
        return spec.subitems.contains { element in
            switch element {
            case .item(let item): item.size.width.isEstimated || item.size.height.isEstimated
            case .group(let group): hasEstimate(group)
            }
        }
    }
}

/// One leaf of a laid-out group instance.
package struct LayoutLeaf: Hashable, Sendable {
    /// The cell's frame, relative to the group's origin.
    package var frame: CGRect
    /// The leaf's layout box (the frame before the item's content insets).
    package var box: CGRect
    /// The item's spec.
    package var item: LayoutItemSpec
}

/// Lays out one instance of a group: where each leaf goes, given the sizes measured so far.
package enum GroupLayout {
    /// The size of an instance of `structure` proposed at `proposedSize` (the group's resolved size, its
    /// estimate where estimated) and its leaves, at most `leafLimit` of them (a section's last group may
    /// hold fewer items). `measured(leaf)` gives a measured cell size, nil when the leaf is not measured.
    package static func layout(_ structure: GroupStructure, proposedSize: CGSize, leafLimit: Int,
                               measured: (Int) -> CGSize?) -> (size: CGSize, leaves: [LayoutLeaf]) {
        var leaves: [LayoutLeaf] = []
        leaves.reserveCapacity(min(leafLimit, structure.leafCount))
        var next = 0
        let size = place(structure.spec, children: structure.children, proposed: proposedSize,
                         leafLimit: leafLimit, next: &next, measured: measured, leaves: &leaves)
        for index in leaves.indices { leaves[index].frame = cellFrame(leaves[index]) }
        return (size, leaves)
    }

    /// One placed child's lengths before positioning.
    private struct Sized {
        var size: CGSize
        var leavesStart: Int
        var leavesEnd: Int
    }

    /// Places a group's children with its top-left corner at the origin; returns the group's size.
    private static func place(_ spec: LayoutGroupSpec, children: [GroupStructure.Child], proposed: CGSize,
                              leafLimit: Int, next: inout Int, measured: (Int) -> CGSize?, leaves: inout [LayoutLeaf]) -> CGSize {
        let insets = spec.contentInsets
        let axis = spec.axis
        let content = CGSize(width: max(0, proposed.width - insets.leading - insets.trailing),
                             height: max(0, proposed.height - insets.top - insets.bottom))
        let axisLength = axis == .horizontal ? content.width : content.height
        let crossLength = axis == .horizontal ? content.height : content.width
        let spacing = spec.interItemSpacing ?? .fixed(0)
        // Size every present child first (placing nested groups' leaves at a provisional origin).
        var sized: [(child: GroupStructure.Child, sized: Sized)] = []
        for child in children where next < leafLimit {
            let start = leaves.count
            var size: CGSize
            switch child {
            case .item(let item):
                size = item.size.resolved(in: content)
                if let count = spec.count { size = sharedLength(size, count: count, axis: axis, axisLength: axisLength, spacing: spacing) }
                if let cell = measured(next) {
                    if item.size.width.isEstimated { size.width = cell.width }
                    if item.size.height.isEstimated { size.height = cell.height }
                }
                leaves.append(LayoutLeaf(frame: .zero, box: CGRect(origin: .zero, size: size), item: item))
                next += 1
            case .group(let group, let nested):
                var childProposed = group.size.resolved(in: content)
                if let count = spec.count {
                    childProposed = sharedLength(childProposed, count: count, axis: axis, axisLength: axisLength, spacing: spacing)
                }
                size = place(group, children: nested, proposed: childProposed, leafLimit: leafLimit,
                             next: &next, measured: measured, leaves: &leaves)
            }
            sized.append((child, Sized(size: size, leavesStart: start, leavesEnd: leaves.count)))
        }
        // Along the axis: lengths, least spacings, and the room left for flexible spacings.
        func along(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
        func across(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
        var used: CGFloat = 0
        var flexibleSlots = 0
        for (index, entry) in sized.enumerated() {
            let edges = edgeSpacing(of: entry.child)?.edges(along: axis)
            used += along(entry.sized.size) + (edges?.before?.minimum ?? 0) + (edges?.after?.minimum ?? 0)
            if edges?.before?.isFlexible == true { flexibleSlots += 1 }
            if edges?.after?.isFlexible == true { flexibleSlots += 1 }
            if index > 0 {
                used += spacing.minimum
                if spacing.isFlexible { flexibleSlots += 1 }
            }
        }
        let axisIsEstimated = spec.size.dimension(along: axis).isEstimated
        let finalAxisLength = axisIsEstimated ? used : axisLength
        let share = flexibleSlots > 0 ? max(0, finalAxisLength - used) / CGFloat(flexibleSlots) : 0
        let crossIsEstimated = spec.size.dimension(along: axis.cross).isEstimated
        var finalCrossLength = crossLength
        if crossIsEstimated {
            finalCrossLength = sized.map { entry in
                let edges = edgeSpacing(of: entry.child)?.edges(along: axis.cross)
                return across(entry.sized.size) + (edges?.before?.minimum ?? 0) + (edges?.after?.minimum ?? 0)
            }.max() ?? 0
        }
        // Positions.
        var cursor: CGFloat = 0
        for (index, entry) in sized.enumerated() {
            if index > 0 { cursor += spacing.minimum + (spacing.isFlexible ? share : 0) }
            let edges = edgeSpacing(of: entry.child)?.edges(along: axis)
            cursor += (edges?.before?.minimum ?? 0) + (edges?.before?.isFlexible == true ? share : 0)
            let crossEdges = edgeSpacing(of: entry.child)?.edges(along: axis.cross)
            let crossOffset = crossPosition(length: across(entry.sized.size), room: finalCrossLength,
                                            before: crossEdges?.before, after: crossEdges?.after)
            let offset = axis == .horizontal
                ? CGPoint(x: insets.leading + cursor, y: insets.top + crossOffset)
                : CGPoint(x: insets.leading + crossOffset, y: insets.top + cursor)
            for leaf in entry.sized.leavesStart..<entry.sized.leavesEnd {
                leaves[leaf].box.origin.x += offset.x
                leaves[leaf].box.origin.y += offset.y
            }
            cursor += along(entry.sized.size) + (edges?.after?.minimum ?? 0) + (edges?.after?.isFlexible == true ? share : 0)
        }
        let axisTotal = finalAxisLength, crossTotal = finalCrossLength
        let contentSize = axis == .horizontal ? CGSize(width: axisTotal, height: crossTotal) : CGSize(width: crossTotal, height: axisTotal)
        var size = proposed
        if spec.size.width.isEstimated { size.width = contentSize.width + insets.leading + insets.trailing }
        if spec.size.height.isEstimated { size.height = contentSize.height + insets.top + insets.bottom }
        return size
    }

    /// The size of one of `count` children sharing the group's length equally (the count form).
    private static func sharedLength(_ size: CGSize, count: Int, axis: LayoutAxis, axisLength: CGFloat,
                                     spacing: LayoutSpacingSpec) -> CGSize {
        let length = max(0, (axisLength - spacing.minimum * CGFloat(count - 1)) / CGFloat(count))
        var shared = size
        if axis == .horizontal { shared.width = length } else { shared.height = length }
        return shared
    }

    private static func edgeSpacing(of child: GroupStructure.Child) -> LayoutEdgeSpacingSpec? {
        switch child {
        case .item(let item): item.edgeSpacing
        case .group(let group, _): group.edgeSpacing
        }
    }

    /// Where a child of `length` starts across the group's `room`: after its least top/leading spacing, and
    /// when its spacings are flexible, pushed by the room left (both flexible: centered).
    private static func crossPosition(length: CGFloat, room: CGFloat, before: LayoutSpacingSpec?, after: LayoutSpacingSpec?) -> CGFloat {
        let least = (before?.minimum ?? 0)
        let left = max(0, room - length - least - (after?.minimum ?? 0))
        switch (before?.isFlexible == true, after?.isFlexible == true) {
        case (true, true): return least + left / 2
        case (true, false): return least + left
        default: return least
        }
    }

    /// A leaf's cell frame: its box inset by the item's content insets, except along estimated dimensions.
    private static func cellFrame(_ leaf: LayoutLeaf) -> CGRect {
        let insets = leaf.item.contentInsets
        var frame = leaf.box
        if !leaf.item.size.width.isEstimated {
            frame.origin.x += insets.leading
            frame.size.width = max(0, frame.width - insets.leading - insets.trailing)
        }
        if !leaf.item.size.height.isEstimated {
            frame.origin.y += insets.top
            frame.size.height = max(0, frame.height - insets.top - insets.bottom)
        }
        return frame
    }
}
