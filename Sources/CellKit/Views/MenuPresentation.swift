import Foundation

/// Opens a `UIMenu` as a pop-up menu beside a view, through the view's backing (`MenuPresenting`).
@preconcurrency @MainActor
enum MenuPresentation {
    /// Opens `menu` beside `anchor`, replacing a menu already open there; `choose` is called with
    /// the chosen action's index in `UIMenu.actions`. Shows nothing when the anchor is not on screen.
    static func present(_ menu: UIMenu, from anchor: UIView, choose: @escaping @MainActor (Int) -> Void) {
        (anchor.backing as? any MenuPresenting)?.presentMenu(MenuDescription(menu), choose: choose)
    }
}

extension MenuDescription {
    /// The menu's actions (submenus flattened in order), with the chosen ones marked from
    /// `selectedElements`.
    @MainActor
    init(_ menu: UIMenu) {
        let chosen = Set(menu.selectedElements.map(ObjectIdentifier.init))
        self.init(items: menu.actions.map { action in
            Item(title: action.title, subtitle: action.subtitle, isChosen: chosen.contains(ObjectIdentifier(action)),
                 isDestructive: action.attributes.contains(.destructive), isDisabled: action.attributes.contains(.disabled),
                 isHidden: action.attributes.contains(.hidden), keepsMenuPresented: action.attributes.contains(.keepsMenuPresented))
        })
    }
}
