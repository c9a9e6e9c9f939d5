import CellKit
import Foundation

/// One demo the viewer can show: a named set of sample items rendered by cell code.
///
/// A demo is what a user's own package registers to get the whole viewer and command line for
/// its cells: an id for the command line, sample items, the custom states its cells declare, and
/// a closure that builds the view for one item (usually a configured cell).
public struct PreviewDemo: Sendable {
    /// The id used on the command line (`cellscope render ID`).
    public let id: String
    /// A human-readable title for the demo list.
    public let title: String
    /// One sentence about what the demo shows.
    public let summary: String
    /// The sample items, in display order.
    public let items: [PreviewItem]
    /// Names of the custom configuration states the demo's cells understand.
    public let customStates: [String]
    /// Builds the view that shows `item` in `context`.
    public let makeView: @MainActor @Sendable (PreviewItem, PreviewContext) -> UIView

    /// Creates a demo.
    public init(
        id: String, title: String, summary: String, items: [PreviewItem], customStates: [String] = [],
        makeView: @escaping @MainActor @Sendable (PreviewItem, PreviewContext) -> UIView
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.items = items
        self.customStates = customStates
        self.makeView = makeView
    }

    /// The item with `id`, if the demo has one.
    public func item(withID id: String) -> PreviewItem? {
        items.first { $0.id == id }
    }
}

/// A sample item of a demo.
public struct PreviewItem: Hashable, Sendable {
    /// The id used on the command line (`--item ID`).
    public let id: String
    /// A short label for lists and matrix headers.
    public let title: String

    /// Creates an item.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

/// What a demo's view is built for: the canvas width and the states to show.
public struct PreviewContext: Sendable {
    /// The width of the canvas in points.
    public var width: CGFloat
    /// Names of the states (system and custom) to switch on.
    public var states: Set<String>

    /// Creates a context.
    public init(width: CGFloat = 375, states: Set<String> = []) {
        self.width = width
        self.states = states
    }
}
