import Foundation

/// What a navigation bar shows for one view controller (UIKit's `UINavigationItem`): the title,
/// the bar buttons on each side, the back button the next controller shows, and the large-title mode.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How the item's title shows when the bar prefers large titles.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Like the previous item in the stack (large for the root item).
        case automatic = 0
        /// Always large (when the bar prefers large titles).
        case always = 1
        /// Always inline.
        case never = 2
        /// Inline (iOS 17); CellKit draws it like `never`.
        case inline = 3
    }

    /// The title in the middle of the bar (or the large title).
    open var title: String? { didSet { changed() } }
    /// A view shown in place of the title.
    open var titleView: UIView? { didSet { changed() } }
    /// Whether the title is large or inline.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
    /// The buttons at the leading edge (the first is outermost).
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The buttons at the trailing edge (the first is outermost).
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// Whether the back button shows beside the leading items (default false: they replace it).
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// Whether the back button is hidden.
    open var hidesBackButton = false { didSet { changed() } }
    /// The back button shown by the next controller in the stack (nil: one made from the title).
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// The title of the back button shown by the next controller (nil: this item's title).
    open var backButtonTitle: String? { didSet { changed() } }
    /// The search controller whose search bar shows under the navigation bar's titles (52 points
    /// more of bar), as in iOS 11 and later.
    open var searchController: UISearchController? { didSet { changed() } }
    /// Whether the search bar hides when the content scrolls (default true). Stored only: CellKit
    /// always shows the search bar under the titles.
    open var hidesSearchBarWhenScrolling = true
    /// Called when anything the bar draws changed.
    var onChange: (@MainActor () -> Void)?

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item from an archive (untitled; CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The single leading button (the first of `leftBarButtonItems`).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The single trailing button (the first of `rightBarButtonItems`).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the leading buttons (animation is not drawn).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing buttons (animation is not drawn).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the leading button (animation is not drawn).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the trailing button (animation is not drawn).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Hides or shows the back button (animation is not drawn).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    private func changed() {
        onChange?()
    }
}
