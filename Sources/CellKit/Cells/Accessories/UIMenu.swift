import Foundation

/// An item of a menu (UIKit's `UIMenuElement`): the common base of `UIMenu` and `UIAction`.
///
/// CellKit keeps menus minimal: they exist so `UICellAccessory.popUpMenu(_:…)` can hold the
/// choices of a pop-up accessory. The element's title lives on the subclasses (`UIAction.title`,
/// `UIMenu.title`).
@MainActor
open class UIMenuElement: NSObject {}

/// A group of actions, possibly nested (UIKit's `UIMenu`).
///
/// Menus are immutable, as in UIKit. One piece of state is CellKit's own: the pop-up accessory
/// records which action is selected in the menu itself (`selectedElements`), where UIKit reads it
/// from the actions' `state`; the first action is selected until a choice is made.
@MainActor
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

    /// The index into `actions` of the selected action (see the type's documentation).
    var selectedActionIndex = 0

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

    /// The selected element: the action a pop-up accessory shows as chosen (the first action
    /// until the user picks another); empty when the menu has no actions.
    open var selectedElements: [UIMenuElement] {
        let all = actions
        guard !all.isEmpty else { return [] }
        return [all[min(max(selectedActionIndex, 0), all.count - 1)]]
    }

    /// Every action in the menu, submenus flattened in order.
    var actions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let menu = element as? UIMenu { return menu.actions }
            return []
        }
    }

    /// Selects the action at `index` in `actions`; returns whether the selection changed.
    func selectAction(at index: Int) -> Bool {
        guard actions.indices.contains(index), index != selectedActionIndex else { return false }
        selectedActionIndex = index
        return true
    }
}
