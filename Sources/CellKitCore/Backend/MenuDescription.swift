import Foundation

/// A pop-up menu as a backend shows it: a `UIMenu`'s actions, flattened in order, as plain values.
/// CellKit makes it from the menu; the backend never sees `UIMenu` or `UIAction`.
package struct MenuDescription: Equatable, Sendable {
    /// One action of the menu.
    package struct Item: Equatable, Sendable {
        /// The action's `title`.
        package var title: String
        /// The action's `subtitle`, shown dimmed below the title.
        package var subtitle: String?
        /// Whether the action is among the menu's `selectedElements` (shown with a checkmark).
        package var isChosen: Bool
        /// `.destructive` in the action's attributes.
        package var isDestructive: Bool
        /// `.disabled`: shown, but cannot be chosen.
        package var isDisabled: Bool
        /// `.hidden`: not shown.
        package var isHidden: Bool
        /// `.keepsMenuPresented`: choosing the action leaves the menu open.
        package var keepsMenuPresented: Bool

        /// An item with every part given.
        package init(title: String, subtitle: String?, isChosen: Bool, isDestructive: Bool, isDisabled: Bool,
                     isHidden: Bool, keepsMenuPresented: Bool) {
            self.title = title
            self.subtitle = subtitle
            self.isChosen = isChosen
            self.isDestructive = isDestructive
            self.isDisabled = isDisabled
            self.isHidden = isHidden
            self.keepsMenuPresented = keepsMenuPresented
        }
    }

    /// The items in menu order; an item's index is its action's index in `UIMenu.actions`.
    package var items: [Item]

    /// A menu of `items`.
    package init(items: [Item]) {
        self.items = items
    }
}
