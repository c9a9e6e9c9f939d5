/// An insertion-ordered set of identifiers, used for the reload and reconfigure marks of a snapshot.
struct IdentifierMarks<Identifier: Hashable & Sendable>: Sendable {
    private(set) var ordered: [Identifier] = []
    private var members: Set<Identifier> = []

    /// Adds an identifier unless it is already marked.
    mutating func insert(_ identifier: Identifier) {
        if members.insert(identifier).inserted {
            ordered.append(identifier)
        }
    }

    /// Whether an identifier is marked.
    func contains(_ identifier: Identifier) -> Bool {
        members.contains(identifier)
    }

    /// Removes every identifier in `identifiers`.
    mutating func remove(_ identifiers: Set<Identifier>) {
        guard !members.isDisjoint(with: identifiers) else { return }
        members.subtract(identifiers)
        ordered.removeAll { identifiers.contains($0) }
    }
}
