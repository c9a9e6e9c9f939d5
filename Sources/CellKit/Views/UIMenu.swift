import Foundation

/// An item of a menu (UIKit's `UIMenuElement`): the common base of `UIMenu` and `UIAction`.
///
/// CellKit keeps menus minimal: they hold the choices of a pop-up menu accessory
/// (`UICellAccessory.popUpMenu(_:…)`), which shows them in a popover. The element's title lives on
/// the subclasses (`UIAction.title`, `UIMenu.title`).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// Whether an element shows as chosen in a menu.
    public enum State: Int, Sendable {
        /// Not chosen.
        case off
        /// Chosen: the menu draws a checkmark.
        case on
        /// Partly chosen (a group whose members differ).
        case mixed
    }

    /// How an element appears in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes' bits.
        public let rawValue: UInt
        /// Creates attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The element is shown but cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element is drawn in the destructive (red) style.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}

/// A group of actions, possibly nested (UIKit's `UIMenu`).
///
/// Menus are immutable, as in UIKit; the choice of a single-selection menu lives in its actions'
/// `state`. A pop-up menu whose actions are all `.off` shows its first action as chosen, as
/// UIKit's pop-up buttons do.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A string that identifies a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// Creates an identifier from a string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children appear inline in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's actions are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Exactly one child is selected at a time (pop-up menus behave this way).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of small items.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's title.
    public let title: String
    /// The menu's image.
    public let image: UIImage?
    /// The menu's identifier.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The menu's actions and submenus.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init()
    }

    /// A copy of this menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The chosen elements: the actions whose `state` is `.on`, in order; when none is on, the
    /// first action (what a pop-up menu shows as chosen). Empty when the menu has no actions.
    open var selectedElements: [UIMenuElement] {
        let all = actions
        let chosen = all.filter { $0.state == .on }
        return chosen.isEmpty ? Array(all.prefix(1)) : chosen
    }

    /// Every action in the menu, submenus flattened in order.
    var actions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let menu = element as? UIMenu { return menu.actions }
            return []
        }
    }

    /// Chooses the action at `index` in `actions`, as a pop-up menu does: it turns `.on` and
    /// every other action `.off`. Returns whether `selectedElements` changed.
    func selectAction(at index: Int) -> Bool {
        let all = actions
        guard all.indices.contains(index) else { return false }
        let before = selectedElements.map(ObjectIdentifier.init)
        for (position, action) in all.enumerated() { action.state = position == index ? .on : .off }
        return selectedElements.map(ObjectIdentifier.init) != before
    }
}
