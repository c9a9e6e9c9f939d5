import Foundation

/// A view drawn over a whole section (UIKit's `NSCollectionLayoutDecorationItem`; a section background).
package struct DecorationItemSpec: Hashable, Sendable {
    package var kind: String
    /// Space between the section's frame and the decoration's.
    package var contentInsets: NSDirectionalEdgeInsets
    /// The stacking order relative to the cells (UIKit's background decorations: below them).
    package var zIndex: Int

    package init(kind: String, contentInsets: NSDirectionalEdgeInsets = .zero, zIndex: Int = -1) {
        self.kind = kind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}

/// Section backgrounds: a decoration covers its section's frame (from the top of the section's boundary
/// items, after the space before the section, to the bottom of its bottom boundary items, across the
/// whole width), inset by the decoration's `contentInsets`.
extension CollectionLayoutEngine {
    /// A decoration item placed in the layout.
    package struct DecorationElement: Hashable, Sendable {
        package var section: Int
        /// Its index in the section's `decorationItems`.
        package var index: Int
        package var kind: String
        package var frame: CGRect
        package var zIndex: Int
    }

    /// The frame of a section's decoration item.
    package func decorationFrame(section: Int, index: Int) -> CGRect {
        let spec = sections[section].spec
        let insets = spec.decorationItems[index].contentInsets
        let top = sectionTops[section] + spec.spacingBefore, bottom = sectionTops[section + 1]
        let frame = CGRect(x: insets.leading, y: top + insets.top,
                           width: max(0, size.width - insets.leading - insets.trailing),
                           height: max(0, bottom - top - insets.top - insets.bottom))
        return mirrored(frame)
    }

    /// The decoration items whose frames meet `rect`.
    package func decorationElements(in rect: CGRect) -> [DecorationElement] {
        var result: [DecorationElement] = []
        guard let first = section(atY: rect.minY) else { return result }
        var sectionIndex = first
        while sectionIndex < sections.count, sectionTops[sectionIndex] <= rect.maxY {
            for (index, item) in sections[sectionIndex].spec.decorationItems.enumerated() {
                let frame = decorationFrame(section: sectionIndex, index: index)
                if frame.intersects(rect) {
                    result.append(DecorationElement(section: sectionIndex, index: index, kind: item.kind, frame: frame, zIndex: item.zIndex))
                }
            }
            sectionIndex += 1
        }
        return result
    }
}
