/// The demos a viewer shows, in order, with lookup by id.
public struct PreviewCatalog: Sendable {
    /// The demos.
    public let demos: [PreviewDemo]

    /// Creates a catalog; demo ids must be unique.
    public init(_ demos: [PreviewDemo]) {
        var seen = Set<String>()
        for demo in demos {
            precondition(seen.insert(demo.id).inserted, "two demos use the id '\(demo.id)'; ids must be unique")
        }
        self.demos = demos
    }

    /// The demo with `id`, if any.
    public func demo(withID id: String) -> PreviewDemo? {
        demos.first { $0.id == id }
    }
}
