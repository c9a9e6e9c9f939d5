import Foundation

/// How a list section looks and behaves (UIKit's `UICollectionLayoutListConfiguration`).
public struct UICollectionLayoutListConfiguration {
    /// The overall look of the list.
    public enum Appearance: Int, Sendable {
        /// Full-width rows on the system background.
        case plain = 0
        /// Full-width rows in sections on the grouped background.
        case grouped = 1
        /// Sections inset from the edges with rounded corners.
        case insetGrouped = 2
        /// An iPad sidebar: rounded selection, no separators.
        case sidebar = 3
        /// A sidebar on a plain background.
        case sidebarPlain = 4

        /// The list environment trait cells get for this appearance.
        var listEnvironment: UIListEnvironment {
            switch self {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            case .sidebar: .sidebar
            case .sidebarPlain: .sidebarPlain
            }
        }
    }

    /// How section headers are provided.
    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first item of each section is styled and used as its header (outline sections).
        case firstItemInSection
    }

    /// How section footers are provided.
    public enum FooterMode: Int, Sendable {
        /// No footers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// Returns the swipe actions for the item at an index path (nil: none).
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// The appearance.
    public var appearance: Appearance
    /// Whether rows are separated by lines (default true; sidebars never draw them).
    public var showsSeparators = true
    /// The separators' look.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Adjusts the separators of one item.
    public var itemSeparatorHandler: (@MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?
    /// The list's background color; nil uses the appearance's system color.
    public var backgroundColor: UIColor?
    /// How headers are provided.
    public var headerMode: HeaderMode = .none
    /// How footers are provided.
    public var footerMode: FooterMode = .none
    /// Space above each section header; nil uses the system value (22 points in plain lists, 0 otherwise).
    public var headerTopPadding: CGFloat?
    /// Swipe actions revealed from the leading edge.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Swipe actions revealed from the trailing edge.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// Creates a configuration for an appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The background color the list uses: the configured one or the appearance's.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped: return .systemGroupedBackground
        case .sidebar: return .secondarySystemBackground
        }
    }

    /// Whether separators are drawn at all.
    var drawsSeparators: Bool {
        showsSeparators && appearance != .sidebar && appearance != .sidebarPlain
    }
}

/// How list separators look (UIKit's `UIListSeparatorConfiguration`).
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator is shown.
    public enum Visibility: Int, Sendable {
        /// The list decides.
        case automatic = 0
        /// Always shown.
        case visible = 1
        /// Never shown.
        case hidden = 2
    }

    /// Insets meaning "the system decides" (CGFloat.greatestFiniteMagnitude on leading and trailing).
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: 0, leading: .greatestFiniteMagnitude, bottom: 0, trailing: .greatestFiniteMagnitude)

    /// The separator above the item.
    public var topSeparatorVisibility: Visibility = .automatic
    /// The separator below the item.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Insets of the separator above the item.
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// Insets of the separator below the item; automatic insets start at the item's primary text.
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separator color (default `.separator`).
    public var color: UIColor = .separator
    /// The separator color between selected items in multiple selection.
    public var multipleSelectionColor: UIColor = .separator

    /// The default separators for an appearance.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}

/// Actions revealed by swiping a row (UIKit's `UISwipeActionsConfiguration`).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first one nearest the edge the swipe comes from.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (default true).
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration with actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

/// One swipe action (UIKit's `UIContextualAction`).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// The action's style.
    public enum Style: Int, Sendable {
        /// A regular action (gray by default).
        case normal
        /// A destructive action (red by default).
        case destructive
    }

    /// Runs the action; call the completion with whether the action was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The title shown on the action's button.
    open var title: String?
    /// The image shown on the action's button.
    open var image: UIImage?
    /// The button's color (default: gray for normal, red for destructive).
    open var backgroundColor: UIColor!
    /// The handler.
    public let handler: Handler

    /// Creates an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}
