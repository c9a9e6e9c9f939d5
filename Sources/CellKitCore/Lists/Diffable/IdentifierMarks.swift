/// An insertion-ordered set of identifiers, used for the reload and reconfigure marks of a snapshot.
@usableFromInline
struct IdentifierMarks<Identifier: Hashable & Sendable>: Sendable {
    @usableFromInline var ordered: [Identifier]
    @usableFromInline var members: Set<Identifier>

    @inlinable
    init() {
        ordered = []
        members = []
    }

    /// Whether nothing is marked.
    @inlinable
    var isEmpty: Bool { ordered.isEmpty }

    /// Adds an identifier unless it is already marked.
    @inlinable
    mutating func insert(_ identifier: Identifier) {
        if members.insert(identifier).inserted {
            ordered.append(identifier)
        }
    }

    /// Whether an identifier is marked.
    @inlinable
    func contains(_ identifier: Identifier) -> Bool {
        members.contains(identifier)
    }

    /// Removes every identifier for which `shouldRemove` is true.
    @inlinable
    mutating func removeAll(where shouldRemove: (Identifier) -> Bool) {
        guard !ordered.isEmpty else { return }
        let removed = ordered.filter(shouldRemove)
        guard !removed.isEmpty else { return }
        members.subtract(removed)
        ordered.removeAll { !members.contains($0) }
    }
}
