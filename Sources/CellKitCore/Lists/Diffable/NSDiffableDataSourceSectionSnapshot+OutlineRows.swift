import Foundation

extension NSDiffableDataSourceSectionSnapshot {
    /// The outline facts of the visible items, one per row, for the interaction reducer's Left/Right handling and
    /// the list's indentation: level, whether the item has children, whether it is expanded, and the row of its
    /// parent. `firstRow` is the list row of the section's first visible item, so parent rows are list rows.
    package func outlineRows(startingAt firstRow: Int = 0) -> [ListOutlineRowInfo] {
        var rows: [ListOutlineRowInfo] = []
        var rowOfItem: [ItemIdentifierType: Int] = [:]
        visitDepthFirst { item, level in
            let node = nodes[item]!
            let isExpanded = expandedSet.contains(item)
            rowOfItem[item] = firstRow + rows.count
            rows.append(ListOutlineRowInfo(
                level: level,
                isExpandable: !node.children.isEmpty,
                isExpanded: isExpanded,
                parentRow: node.parent.flatMap { rowOfItem[$0] }
            ))
            return isExpanded
        }
        return rows
    }
}
