import Foundation

/// A button in a navigation bar (UIKit's `UIBarButtonItem`): a title, an image or a system item,
/// that runs its `primaryAction` (iOS 14) or its target and action when tapped.
///
/// Linux has no Objective-C selectors, so target-action takes the method itself:
/// `UIBarButtonItem(barButtonSystemItem: .add, target: self, action: ListViewController.addItem)`
/// in place of `action: #selector(addItem)`. The target is held weakly, as in UIKit.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// The system items, each with its standard title or symbol.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close
    }

    /// How a titled item is drawn.
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain = 0
        /// Deprecated in UIKit; drawn like `plain`.
        case bordered = 1
        /// Bold, for the item that completes a task ("Done").
        case done = 2
    }

    /// The text shown (system items set their standard title, like "Edit"; symbol items have none).
    open var title: String? { didSet { changed() } }
    /// The image shown (in the tint color) when there is no title.
    open var image: UIImage? { didSet { changed() } }
    /// Plain or bold.
    open var style: Style = .plain { didSet { changed() } }
    /// Whether the item responds to taps; disabled items draw dimmed.
    open var isEnabled = true { didSet { changed() } }
    /// The item's color (nil: the bar's tint).
    open var tintColor: UIColor? { didSet { changed() } }
    /// A view shown in place of the standard button.
    open var customView: UIView? { didSet { changed() } }
    /// The action run on a tap (iOS 14). Its title and image are used when the item has none.
    open var primaryAction: UIAction? { didSet { changed() } }
    /// A menu (stored; CellKit's bar runs `primaryAction`, or shows nothing for a menu-only item).
    open var menu: UIMenu?
    /// The width of a fixed space.
    open var width: CGFloat = 0 { didSet { changed() } }
    /// The accessibility label (defaults to the title).
    open var accessibilityLabel: String?
    /// An integer you can use to identify the item.
    open var tag = 0
    /// The system item the button was made with, if any.
    public private(set) var systemItem: SystemItem?
    /// The object `action` runs on (held weakly).
    open weak var target: AnyObject?
    private var targetAction: (@MainActor (AnyObject, UIBarButtonItem) -> Void)?
    /// Called when a property that changes the look changed (the bar redraws).
    var onChange: (@MainActor () -> Void)?

    /// Creates an empty item.
    public override init() {
        super.init()
    }

    /// An item with a title, an image, an action and a menu (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A system item with an action and a menu (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, primaryAction: primaryAction)
        self.menu = menu
    }

    /// A system item that runs `primaryAction`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction?) {
        self.init()
        apply(systemItem)
        self.primaryAction = primaryAction
    }

    /// A system item that calls `action` on `target`.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: (@MainActor (Target) -> () -> Void)?) {
        self.init()
        apply(systemItem)
        setTarget(target, action: action)
    }

    /// A system item that calls `action` on `target` with the item.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void) {
        self.init()
        apply(systemItem)
        setTarget(target, senderAction: action)
    }

    /// A titled item that calls `action` on `target`.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: (@MainActor (Target) -> () -> Void)?) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// An image item that calls `action` on `target`.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target?,
                                               action: (@MainActor (Target) -> () -> Void)?) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    /// An item that shows `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates an item from an archive (empty; CellKit has no archives).
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// A flexible space (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, primaryAction: nil) }

    /// A fixed space of `width` points (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, primaryAction: nil)
        item.width = width
        return item
    }

    private func setTarget<Target: AnyObject>(_ target: Target?, action: (@MainActor (Target) -> () -> Void)?) {
        self.target = target
        guard let action else { return }
        targetAction = { object, _ in (object as? Target).map { action($0)() } }
    }

    private func setTarget<Target: AnyObject>(_ target: Target?, senderAction: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void) {
        self.target = target
        targetAction = { object, item in (object as? Target).map { senderAction($0)(item) } }
    }

    /// Runs what a tap runs: the primary action, then the target's action.
    func performTap() {
        guard isEnabled else { return }
        if let primaryAction { primaryAction.perform(sender: self) }
        if let target, let targetAction { targetAction(target, self) }
    }

    private func changed() {
        onChange?()
    }

    /// The item's text as drawn: its title, or its primary action's title.
    var displayTitle: String? {
        if let title, !title.isEmpty { return title }
        if image == nil, let action = primaryAction?.title, !action.isEmpty { return action }
        return nil
    }

    /// The item's image as drawn.
    var displayImage: UIImage? { image ?? (title == nil ? primaryAction?.image : nil) }

    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The edit button's two looks.
    func showEditing(_ editing: Bool) {
        apply(editing ? .done : .edit)
    }

    private func apply(_ item: SystemItem) {
        systemItem = item
        switch item {
        case .done: title = "Done"; style = .done
        case .cancel: title = "Cancel"; style = .plain
        case .edit: title = "Edit"; style = .plain
        case .save: title = "Save"; style = .done
        case .undo: title = "Undo"
        case .redo: title = "Redo"
        case .flexibleSpace, .fixedSpace, .pageCurl: title = nil
        default:
            title = nil
            image = UIImage(systemName: Self.symbolName(for: item))
        }
    }

    /// The SF Symbol iOS draws for a symbol system item.
    static func symbolName(for item: SystemItem) -> String {
        switch item {
        case .add: "plus"
        case .compose: "square.and.pencil"
        case .reply: "arrowshape.turn.up.left"
        case .action: "square.and.arrow.up"
        case .organize: "folder"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .refresh: "arrow.clockwise"
        case .stop: "xmark"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play.fill"
        case .pause: "pause.fill"
        case .rewind: "backward.fill"
        case .fastForward: "forward.fill"
        case .close: "xmark.circle.fill"
        default: "questionmark"
        }
    }
}
