import Foundation

/// The demos a viewer shows, in order, with lookup by id.
public struct PreviewCatalog: Sendable {
    /// The demos.
    public let demos: [PreviewDemo]

    /// The demos that could not be used, with the reason (shown by the viewer and `cellscope list`).
    public let problems: [String]

    /// Creates a catalog. A demo whose id repeats an earlier one, or that has no items, is left out
    /// and reported in `problems` (and once on standard error) instead of stopping the program.
    public init(_ demos: [PreviewDemo]) {
        var seen = Set<String>()
        var accepted: [PreviewDemo] = []
        var problems: [String] = []
        for demo in demos {
            if !seen.insert(demo.id).inserted {
                problems.append("the demo id '\(demo.id)' is used twice; only the first demo with it is shown")
            } else if demo.items.isEmpty {
                problems.append("the demo '\(demo.id)' has no items; give it at least one PreviewItem")
            } else {
                accepted.append(demo)
            }
        }
        for problem in problems { FileHandle.standardError.write(Data("warning: \(problem)\n".utf8)) }
        self.demos = accepted
        self.problems = problems
    }

    /// The demo with `id`, if any.
    public func demo(withID id: String) -> PreviewDemo? {
        demos.first { $0.id == id }
    }
}
