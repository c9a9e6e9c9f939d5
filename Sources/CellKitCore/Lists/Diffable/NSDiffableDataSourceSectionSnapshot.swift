import Foundation

/// The data of one section at one point in time, like UIKit's `NSDiffableDataSourceSectionSnapshot` (iOS 14):
/// an ordered tree of items (an outline), with an expanded/collapsed flag per item.
///
/// Apply it to a section with the data source's `apply(_:to:animatingDifferences:)`; the section then shows
/// `visibleItems`, each indented by its `level(of:)`, with `isExpanded` feeding the cell's configuration state
/// and outline disclosure chevron.
///
/// Rules, as in UIKit:
/// - Item identifiers are unique within the section snapshot (and, once applied, within the whole list).
/// - Items start collapsed. Any item can be expanded or collapsed, with or without children; the flag is kept.
/// - Deleting an item deletes its descendants.
/// - Misuse (a duplicate identifier, an anchor or parent that is not in the snapshot) raises an exception in
///   UIKit; here it stops with `preconditionFailure` naming the identifier and the rule. Deleting identifiers
///   that are not in the snapshot is ignored, and the Boolean queries answer `false` for them (likely UIKit
///   behaviour; not documented).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// One item's place in the tree.
    struct Node: Sendable {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
    }

    /// Top-level items in order.
    var roots: [ItemIdentifierType] = []
    /// Every item's parent and ordered children.
    var nodes: [ItemIdentifierType: Node] = [:]
    /// Items whose expanded flag is on.
    var expandedSet: Set<ItemIdentifierType> = []

    /// Creates an empty section snapshot.
    public init() {}

    /// Creates a copy of another section snapshot.
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self = snapshot
    }

    // MARK: Items

    /// Every item, depth first: each item is followed by its descendants, whatever their expanded state.
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(nodes.count)
        visitDepthFirst { item, _ in
            result.append(item)
            return true
        }
        return result
    }

    /// The top-level items (level 0), in order.
    public var rootItems: [ItemIdentifierType] { roots }

    /// The items a list shows: depth first, skipping the descendants of every collapsed item.
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        visitDepthFirst { item, _ in
            result.append(item)
            return expandedSet.contains(item)
        }
        return result
    }

    /// The expanded items, depth first.
    public var expandedItems: [ItemIdentifierType] {
        items.filter { expandedSet.contains($0) }
    }

    // MARK: Queries

    /// Whether the item is in the section snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool {
        nodes[item] != nil
    }

    /// Whether the item is expanded. `false` for an item that is not in the snapshot.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        expandedSet.contains(item)
    }

    /// Whether the item is shown: it is in the snapshot and all its ancestors are expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent {
            guard expandedSet.contains(parent) else { return false }
            node = nodes[parent]!
        }
        return true
    }

    /// The depth of the item: 0 for a root item, 1 for its children, and so on.
    /// Stops with a precondition failure when the item is not in the snapshot (UIKit's result is not documented).
    public func level(of item: ItemIdentifierType) -> Int {
        guard var node = nodes[item] else { fail(.unknownItem, "level(of:)", item) }
        var level = 0
        while let parent = node.parent {
            level += 1
            node = nodes[parent]!
        }
        return level
    }

    /// The index of the item in `items` (depth first, collapsed descendants included), or `nil` when it is not in
    /// the snapshot.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard nodes[item] != nil else { return nil }
        var index = 0
        var found: Int?
        visitDepthFirst { candidate, _ in
            if found != nil { return false }
            if candidate == item { found = index }
            index += 1
            return true
        }
        return found
    }

    /// The parent of an item, or `nil` for a root item or an item that is not in the snapshot.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        nodes[child]?.parent
    }

    /// A section snapshot of a parent's descendants: the parent's children become root items, or, with
    /// `includingParent`, the parent becomes the single root item. Expanded flags are kept.
    /// Stops with a precondition failure when the parent is not in the snapshot.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        guard let parentNode = nodes[parent] else { fail(.unknownItem, "snapshot(of:includingParent:)", parent) }
        var result = Self()
        let tops = includingParent ? [parent] : parentNode.children
        result.roots = tops
        for top in tops {
            copySubtree(top, into: &result)
            result.nodes[top]!.parent = nil
        }
        return result
    }

    /// An ASCII picture of the outline, one item per line, indented two spaces per level. Following UIKit's
    /// documented legend, `*` marks a visible item, `+` an expanded item and `-` a collapsed one; the item is
    /// printed with `String(describing:)`. For example `"*+ Food\n  *- Apple\n*- Drinks\n"`. UIKit's exact
    /// layout (header line, spacing) is not documented; this one is CellKit's.
    public func visualDescription() -> String {
        var text = ""
        visitDepthFirst { item, level in
            text += String(repeating: "  ", count: level)
            text += isVisible(item) ? "*" : ""
            text += expandedSet.contains(item) ? "+" : "-"
            text += " \(item)\n"
            return true
        }
        return text
    }

    // MARK: Internal queries for the list layer

    /// The children of an item, in order (empty for a leaf or an unknown item).
    func children(of parent: ItemIdentifierType) -> [ItemIdentifierType] {
        nodes[parent]?.children ?? []
    }

    /// Whether the item has children; the list shows an outline disclosure chevron for such items.
    func hasChildren(_ item: ItemIdentifierType) -> Bool {
        !(nodes[item]?.children.isEmpty ?? true)
    }

    /// Walks the tree depth first, calling `body(item, level)`; `body` returns whether to descend into the item's
    /// children.
    func visitDepthFirst(_ body: (ItemIdentifierType, Int) -> Bool) {
        var stack: [(item: ItemIdentifierType, level: Int)] = roots.reversed().map { ($0, 0) }
        while let (item, level) = stack.popLast() {
            if body(item, level) {
                for child in nodes[item]!.children.reversed() {
                    stack.append((child, level + 1))
                }
            }
        }
    }

    /// Copies an item and its descendants (nodes and expanded flags) into another section snapshot.
    func copySubtree(_ top: ItemIdentifierType, into target: inout Self) {
        var stack = [top]
        while let item = stack.popLast() {
            let node = nodes[item]!
            target.nodes[item] = node
            if expandedSet.contains(item) { target.expandedSet.insert(item) }
            stack.append(contentsOf: node.children)
        }
    }

    /// Stops with a misuse message for this type.
    func fail<T>(_ rule: DiffableSnapshotMisuse.Rule, _ operation: String, _ identifier: T) -> Never {
        misuse(rule, operation, identifier).fail()
    }

    /// Builds a misuse for this type.
    func misuse<T>(_ rule: DiffableSnapshotMisuse.Rule, _ operation: String, _ identifier: T) -> DiffableSnapshotMisuse {
        DiffableSnapshotMisuse(
            rule: rule, operation: "NSDiffableDataSourceSectionSnapshot.\(operation)",
            identifier: DiffableSnapshotMisuse.describe(identifier)
        )
    }
}
