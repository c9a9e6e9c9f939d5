import Foundation

extension NSDiffableDataSourceSectionSnapshot {
    // MARK: Adding items

    /// Adds items as the last children of `parent`, or as the last root items when `parent` is `nil`.
    /// Stops with a precondition failure when the parent is not in the snapshot or an identifier repeats or is
    /// already in the snapshot.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        checkAppend(items, to: parent, operation: "append(_:to:)").failIfPresent()
        attach(items, under: parent, at: nil)
    }

    /// Inserts items just before an existing item, as its siblings (same parent).
    /// Stops with a precondition failure when `item` is not in the snapshot or an identifier repeats or is
    /// already in the snapshot.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        checkInsert(items, anchor: item, operation: "insert(_:before:)").failIfPresent()
        let (parent, position) = siblingPosition(of: item)
        attach(items, under: parent, at: position)
    }

    /// Inserts items just after an existing item (after its descendants, too), as its siblings.
    /// Stops with a precondition failure when `item` is not in the snapshot or an identifier repeats or is
    /// already in the snapshot.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        checkInsert(items, anchor: item, operation: "insert(_:after:)").failIfPresent()
        let (parent, position) = siblingPosition(of: item)
        attach(items, under: parent, at: position + 1)
    }

    /// Adds a section snapshot's root items (with their descendants and expanded flags) as the last children of
    /// `parent`, or as the last root items when `parent` is `nil`.
    /// Stops with a precondition failure when the parent is unknown or an item is already in this snapshot.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        checkAppend(snapshot.items, to: parent, operation: "append(_:to:)").failIfPresent()
        graft(snapshot, under: parent, at: nil)
    }

    /// Inserts a section snapshot's root items (with their descendants and expanded flags) just before an
    /// existing item, as its siblings. Stops with a precondition failure when `item` is unknown or an item of
    /// `snapshot` is already in this snapshot.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        checkInsert(snapshot.items, anchor: item, operation: "insert(_:before:)").failIfPresent()
        let (parent, position) = siblingPosition(of: item)
        graft(snapshot, under: parent, at: position)
    }

    /// Inserts a section snapshot's root items (with their descendants and expanded flags) just after an
    /// existing item, as its siblings. Stops with a precondition failure when `item` is unknown or an item of
    /// `snapshot` is already in this snapshot.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        checkInsert(snapshot.items, anchor: item, operation: "insert(_:after:)").failIfPresent()
        let (parent, position) = siblingPosition(of: item)
        graft(snapshot, under: parent, at: position + 1)
    }

    /// Replaces all children (and deeper descendants) of `parent` with a section snapshot's root items and their
    /// descendants. The parent's own expanded flag is unchanged. Stops with a precondition failure when the parent
    /// is unknown or an item of `snapshot` is already in this snapshot outside the replaced children.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        let operation = "replace(childrenOf:using:)"
        guard let node = nodes[parent] else { fail(.unknownItem, operation, parent) }
        for child in node.children {
            removeSubtree(child)
        }
        nodes[parent]!.children = []
        checkNewItems(snapshot.items, operation: operation).failIfPresent()
        graft(snapshot, under: parent, at: nil)
    }

    // MARK: Removing items

    /// Deletes items together with all their descendants. Identifiers that are not in the snapshot are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        let doomed = Set(items.filter { nodes[$0] != nil })
        guard !doomed.isEmpty else { return }
        // Unlink from each affected sibling list once, then forget the subtrees (an item listed together with
        // one of its ancestors is simply forgotten twice).
        var parents = Set<ItemIdentifierType>()
        var touchesRoots = false
        for item in doomed {
            if let parent = nodes[item]!.parent { parents.insert(parent) } else { touchesRoots = true }
        }
        if touchesRoots {
            roots.removeAll { doomed.contains($0) }
        }
        for parent in parents {
            nodes[parent]!.children.removeAll { doomed.contains($0) }
        }
        for item in doomed {
            removeSubtree(item)
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        self = Self()
    }

    // MARK: Expanding and collapsing

    /// Turns the expanded flag on: the items' children become visible (if their own ancestors are expanded).
    /// Stops with a precondition failure when an item is not in the snapshot.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        checkExisting(items, operation: "expand(_:)").failIfPresent()
        expandedSet.formUnion(items)
    }

    /// Turns the expanded flag off: the items' descendants are hidden.
    /// Stops with a precondition failure when an item is not in the snapshot.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        checkExisting(items, operation: "collapse(_:)").failIfPresent()
        expandedSet.subtract(items)
    }

    // MARK: Validating helpers

    /// The misuse `append(_:to:)` would stop on, or `nil`.
    func checkAppend(_ items: [ItemIdentifierType], to parent: ItemIdentifierType?, operation: String) -> DiffableSnapshotMisuse? {
        if let parent, nodes[parent] == nil {
            return misuse(.unknownItem, operation, parent)
        }
        return checkNewItems(items, operation: operation)
    }

    /// The misuse `insert(_:before:)` / `insert(_:after:)` would stop on, or `nil`.
    func checkInsert(_ items: [ItemIdentifierType], anchor: ItemIdentifierType, operation: String) -> DiffableSnapshotMisuse? {
        if nodes[anchor] == nil {
            return misuse(.unknownItem, operation, anchor)
        }
        return checkNewItems(items, operation: operation)
    }

    /// The first item that repeats within `items` or is already in the snapshot.
    func checkNewItems(_ items: [ItemIdentifierType], operation: String) -> DiffableSnapshotMisuse? {
        var seen = Set<ItemIdentifierType>(minimumCapacity: items.count)
        for item in items where nodes[item] != nil || !seen.insert(item).inserted {
            return misuse(.duplicateItem, operation, item)
        }
        return nil
    }

    /// The first item that is not in the snapshot.
    func checkExisting(_ items: [ItemIdentifierType], operation: String) -> DiffableSnapshotMisuse? {
        for item in items where nodes[item] == nil {
            return misuse(.unknownItem, operation, item)
        }
        return nil
    }

    // MARK: Storage

    /// An existing item's parent and its position among its siblings.
    private func siblingPosition(of item: ItemIdentifierType) -> (parent: ItemIdentifierType?, position: Int) {
        let parent = nodes[item]!.parent
        let siblings = parent.map { nodes[$0]!.children } ?? roots
        return (parent, siblings.firstIndex(of: item)!)
    }

    /// Adds validated new leaf items under `parent` (or at the root) at `position` (or at the end).
    private mutating func attach(_ items: [ItemIdentifierType], under parent: ItemIdentifierType?, at position: Int?) {
        for item in items {
            nodes[item] = Node(parent: parent)
        }
        insertSiblings(items, under: parent, at: position)
    }

    /// Adds a validated snapshot's trees under `parent` (or at the root) at `position` (or at the end).
    private mutating func graft(_ snapshot: Self, under parent: ItemIdentifierType?, at position: Int?) {
        for (item, node) in snapshot.nodes {
            nodes[item] = node
        }
        for root in snapshot.roots {
            nodes[root]!.parent = parent
        }
        expandedSet.formUnion(snapshot.expandedSet)
        insertSiblings(snapshot.roots, under: parent, at: position)
    }

    private mutating func insertSiblings(_ items: [ItemIdentifierType], under parent: ItemIdentifierType?, at position: Int?) {
        if let parent {
            let index = position ?? nodes[parent]!.children.count
            nodes[parent]!.children.insert(contentsOf: items, at: index)
        } else {
            roots.insert(contentsOf: items, at: position ?? roots.count)
        }
    }

    /// Forgets an item and its descendants (nodes and expanded flags); the caller unlinks it from its parent.
    private mutating func removeSubtree(_ top: ItemIdentifierType) {
        var stack = [top]
        while let item = stack.popLast() {
            guard let node = nodes.removeValue(forKey: item) else { continue }
            expandedSet.remove(item)
            stack.append(contentsOf: node.children)
        }
    }
}
