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
    /// For a screen demo, the screen's list (see ``makeScreen``).
    public let makeList: @MainActor @Sendable (PreviewContext) -> UICollectionView
    /// Builds the demo's whole screen, for demos made with `init(…, makeViewController:)`; nil for list demos.
    public let makeScreen: (@MainActor @Sendable (PreviewContext) -> UIViewController)?

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
        makeScreen = nil
    }

    /// Creates a demo of a whole screen: `makeViewController` builds the screen exactly as the app
    /// does (a `UINavigationController` around a `UICollectionViewController`, a `UITableViewController`,
    /// a split view, …). The viewer shows the whole screen, navigation bar included; the states,
    /// the inspector, `render --item` and `matrix` work on the screen's list: the first collection
    /// view or table on screen, whose rows are the demo's `items` in order.
    public init(
        id: String, title: String, summary: String, items: [PreviewItem], customStates: [PreviewCustomState] = [],
        makeViewController: @escaping @MainActor @Sendable (PreviewContext) -> UIViewController
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.items = items
        self.customStates = customStates
        makeScreen = makeViewController
        makeList = { context in
            let controller = makeViewController(context)
            controller.view.frame = CGRect(x: 0, y: 0, width: context.width, height: 600)
            guard let list = ScreenHost.primaryList(in: controller.view) else {
                FileHandle.standardError.write(Data("warning: the screen of demo '\(id)' shows no collection view or table\n".utf8))
                return UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
            }
            DemoRetainer.keep(controller, with: list)
            return list
        }
    }

    /// Whether the demo shows a whole screen (a view controller) rather than a list.
    public var isScreen: Bool { makeScreen != nil }

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
