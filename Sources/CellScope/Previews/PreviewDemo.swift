import CellKit
import Foundation

/// One demo the viewer shows: a list of sample items built by ordinary CellKit code (a
/// `UICollectionView` with its data source and registrations), plus what the viewer needs to
/// know to flip its states: its items and the custom states its cells understand.
///
/// This is what a package registers to get the whole viewer and command line for its own cells:
///
/// ```swift
/// let demo = PreviewDemo(id: "messages", title: "Messages", summary: "Inbox rows",
///                        items: messages.map { PreviewItem(id: $0.id, title: $0.subject) },
///                        customStates: [PreviewCustomState("unread", key: .isUnread)]) { context in
///     MessagesList(width: context.width).collectionView
/// }
/// ```
public struct PreviewDemo: Sendable {
    /// The id used on the command line (`cellscope render ID`).
    public let id: String
    /// A human-readable title for the demo list.
    public let title: String
    /// One sentence about what the demo shows.
    public let summary: String
    /// The sample items, in row order: item `n` is row `n` of the list (sections counted in order).
    public let items: [PreviewItem]
    /// The custom configuration states the demo's cells understand.
    public let customStates: [PreviewCustomState]
    /// Builds the demo's list: a collection view with its data source, sized to the context's width.
    public let makeList: @MainActor @Sendable (PreviewContext) -> UICollectionView

    /// Creates a demo.
    public init(
        id: String, title: String, summary: String, items: [PreviewItem], customStates: [PreviewCustomState] = [],
        makeList: @escaping @MainActor @Sendable (PreviewContext) -> UICollectionView
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.items = items
        self.customStates = customStates
        self.makeList = makeList
    }

    /// The item with `id`, if the demo has one.
    public func item(withID id: String) -> PreviewItem? {
        items.first { $0.id == id }
    }

    /// The custom state named `name`, if the demo declares one.
    public func customState(named name: String) -> PreviewCustomState? {
        customStates.first { $0.name == name }
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

/// A custom configuration state a demo's cells understand (a `UIConfigurationStateCustomKey`
/// whose value is `true` when the state is on).
public struct PreviewCustomState: Hashable, Sendable {
    /// The name used in the inspector and on the command line (`--state NAME`).
    public let name: String
    /// The key the cells read.
    public let key: UIConfigurationStateCustomKey

    /// Creates a custom state.
    public init(_ name: String, key: UIConfigurationStateCustomKey) {
        self.name = name
        self.key = key
    }
}
