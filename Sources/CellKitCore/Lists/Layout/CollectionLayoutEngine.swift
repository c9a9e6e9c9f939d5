import Foundation

/// The geometry of a whole collection view: sections one below the other, each a `SectionLayout`.
///
/// Lazy and incremental: building it costs O(sections + items / 64) (nothing is stored per item), measuring
/// a cell updates one group's extent in O(log items), and every query (the items in a rectangle, the frame
/// of an item, the item at a point) costs O(log items) plus what it returns. So a list of a million rows
/// lays out its first screen as fast as one of a thousand.
///
/// Coordinates are the collection view's content coordinates. In right-to-left layouts everything is
/// mirrored: leading is on the right, and sideways-scrolling sections scroll from the right.
package struct CollectionLayoutEngine: Sendable {
    package internal(set) var sections: [SectionLayout] = []
    /// The collection view's size.
    package private(set) var size: CGSize = .zero
    /// Whether the layout is mirrored for a right-to-left layout direction.
    package private(set) var isRightToLeft = false
    /// Space below the last section (a grouped list's bottom padding).
    package private(set) var trailingPadding: CGFloat = 0
    /// The measuring pass: measurements of older passes are stale.
    package internal(set) var generation = 0
    /// `sectionTops[s]`: where section `s` starts; one more entry for the end of the last section.
    var sectionTops: [CGFloat] = [0]

    /// An engine with no sections.
    package init() {}

    /// An engine for `specs` with `counts` items, in a collection view of `size`.
    package init(specs: [LayoutSectionSpec], counts: [Int], size: CGSize, isRightToLeft: Bool = false, trailingPadding: CGFloat = 0) {
        precondition(specs.count == counts.count, "every section needs a spec and a count")
        self.size = size
        self.isRightToLeft = isRightToLeft
        self.trailingPadding = trailingPadding
        sections = zip(specs, counts).map { SectionLayout(spec: $0, itemCount: $1, layoutSize: size) }
        recomputeTops(from: 0)
    }

    /// A new engine for `specs` that keeps what this one measured and how far its sections are scrolled
    /// sideways: `sectionMapping` gives each old section its new index and `itemMapping` each old index path
    /// its new one (nil: gone). With a new size or new traits, pass `staleMeasurements` so that the kept
    /// measurements are taken again when shown (the sizes hold until then).
    package func rebuilt(specs: [LayoutSectionSpec], counts: [Int], size: CGSize, isRightToLeft: Bool, trailingPadding: CGFloat,
                         staleMeasurements: Bool, sectionMapping: (Int) -> Int?,
                         itemMapping: (IndexPath) -> IndexPath?) -> CollectionLayoutEngine {
        var engine = CollectionLayoutEngine(specs: specs, counts: counts, size: size, isRightToLeft: isRightToLeft,
                                            trailingPadding: trailingPadding)
        engine.generation = generation + (staleMeasurements ? 1 : 0)
        for (oldIndex, old) in sections.enumerated() {
            guard let newIndex = sectionMapping(oldIndex), newIndex >= 0, newIndex < engine.sections.count else { continue }
            engine.sections[newIndex].carryMeasurements(from: old) { item in
                guard let moved = itemMapping(IndexPath(item: item, section: oldIndex)), moved.section == newIndex else { return nil }
                return moved.item
            }
            if old.spec.scrollsOrthogonally, engine.sections[newIndex].spec.scrollsOrthogonally {
                engine.sections[newIndex].orthogonalOffset = min(old.orthogonalOffset, engine.sections[newIndex].maximumOrthogonalOffset)
            }
        }
        engine.recomputeTops(from: 0)
        return engine
    }

    // MARK: Extent

    /// The height of everything, the bottom padding included.
    package var contentHeight: CGFloat { sectionTops[sections.count] + trailingPadding }

    /// The size of the scrollable content.
    package var contentSize: CGSize { CGSize(width: size.width, height: contentHeight) }

    /// Where section `section` starts (its spacing before it included).
    package func top(ofSection section: Int) -> CGFloat { sectionTops[section] }

    /// The section whose extent holds `y` (the first or last section outside the content); nil without sections.
    package func section(atY y: CGFloat) -> Int? {
        guard !sections.isEmpty else { return nil }
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionTops[mid] <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    mutating func recomputeTops(from start: Int) {
        if sectionTops.count != sections.count + 1 { sectionTops = Array(repeating: 0, count: sections.count + 1) }
        var y = start == 0 ? 0 : sectionTops[start]
        for index in start..<sections.count {
            sectionTops[index] = y
            y += sections[index].height
        }
        sectionTops[sections.count] = y
    }

    // MARK: Mirroring

    /// A rectangle in left-to-right terms, mirrored for right-to-left layouts (its own inverse).
    package func mirrored(_ rect: CGRect) -> CGRect {
        guard isRightToLeft else { return rect }
        return CGRect(x: size.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    // MARK: Items

    /// The frame of an item, or nil when there is no such item.
    package func frame(of indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
              let local = sections[indexPath.section].frame(ofItem: indexPath.item) else { return nil }
        return mirrored(local.offsetBy(dx: 0, dy: sectionTops[indexPath.section]))
    }

    /// The items whose frames meet `rect`, in index path order, with their frames.
    package func items(in rect: CGRect) -> [(indexPath: IndexPath, frame: CGRect)] {
        var result: [(IndexPath, CGRect)] = []
        guard let first = section(atY: rect.minY), rect.height >= 0 else { return result }
        let query = mirrored(rect)
        var sectionIndex = first
        while sectionIndex < sections.count, sectionTops[sectionIndex] < rect.maxY || sectionIndex == first {
            let section = sections[sectionIndex]
            let top = sectionTops[sectionIndex]
            let local = query.offsetBy(dx: 0, dy: -top)
            let instances = section.spec.scrollsOrthogonally
                ? (local.maxY > section.bodyTop && local.minY < section.bodyTop + section.bodyHeight
                    ? section.instances(meeting: local.minX, local.maxX) : 0..<0)
                : section.instances(meeting: local.minY, local.maxY)
            for instance in instances {
                let origin = section.instanceOrigin(instance)
                let firstItem = instance * section.itemsPerGroup
                for (leafIndex, leaf) in section.leaves(ofInstance: instance).enumerated() {
                    let frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
                    guard Self.meets(frame, local) else { continue }
                    result.append((IndexPath(item: firstItem + leafIndex, section: sectionIndex),
                                   mirrored(frame.offsetBy(dx: 0, dy: top))))
                }
            }
            sectionIndex += 1
        }
        return result
    }

    /// Whether a frame overlaps a rectangle (a frame of no height on the rectangle's inside counts).
    static func meets(_ frame: CGRect, _ rect: CGRect) -> Bool {
        frame.maxY > rect.minY && frame.minY < rect.maxY && frame.maxX >= rect.minX && frame.minX <= rect.maxX
    }

    /// The item whose frame contains `point`, or nil over a gap, a boundary item or outside the items.
    package func item(at point: CGPoint) -> IndexPath? {
        items(in: CGRect(x: point.x, y: point.y, width: 0, height: 0.5)).first { $0.frame.contains(point) }?.indexPath
    }

    // MARK: Boundary items

    /// A header, footer or other boundary item placed in the layout.
    package struct BoundaryElement: Hashable, Sendable {
        package var section: Int
        /// Its index in the section's `boundaryItems`.
        package var index: Int
        package var kind: String
        package var frame: CGRect
    }

    /// The frame of a section's boundary item; pinned items are kept inside `visibleRect` while their
    /// section is in view.
    package func boundaryFrame(section: Int, index: Int, visibleRect: CGRect) -> CGRect {
        let layout = sections[section]
        var frame = layout.boundaryFrame(index).offsetBy(dx: 0, dy: sectionTops[section])
        let item = layout.spec.boundaryItems[index]
        if item.pinsToVisibleBounds {
            let sectionTop = sectionTops[section] + layout.spec.spacingBefore, sectionBottom = sectionTops[section + 1]
            if item.alignment.isTop {
                frame.origin.y = min(max(frame.minY, visibleRect.minY), max(frame.minY, sectionBottom - frame.height))
            } else if item.alignment.isBottom {
                frame.origin.y = max(min(frame.minY, visibleRect.maxY - frame.height), min(frame.minY, sectionTop))
            }
        }
        return mirrored(frame)
    }

    /// The boundary items whose frames meet `rect` (a header of no height at the rectangle's top counts).
    package func boundaryElements(in rect: CGRect, visibleRect: CGRect) -> [BoundaryElement] {
        var result: [BoundaryElement] = []
        guard let first = section(atY: rect.minY) else { return result }
        var sectionIndex = max(0, first - 1)
        while sectionIndex < sections.count, sectionTops[sectionIndex] <= rect.maxY {
            for (index, item) in sections[sectionIndex].spec.boundaryItems.enumerated() {
                let frame = boundaryFrame(section: sectionIndex, index: index, visibleRect: visibleRect)
                let meets = frame.intersects(rect) || (frame.height == 0 && frame.minY >= rect.minY && frame.minY <= rect.maxY)
                if meets { result.append(BoundaryElement(section: sectionIndex, index: index, kind: item.kind, frame: frame)) }
            }
            sectionIndex += 1
        }
        return result
    }
}
