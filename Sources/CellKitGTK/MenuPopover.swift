import CGtk
import CellKitCore
import Foundation
import GtkSupport

/// A menu shown the way UIKit shows a pop-up menu: a popover beside the view that opened it,
/// listing the menu's items (a `UIMenu`'s actions, submenus flattened in order) with a checkmark on the chosen ones.
///
/// Choosing an action closes the popover (unless the action `keepsMenuPresented`) and then calls
/// `choose` with the item's index. Closing it any other way (Escape, a
/// click outside) chooses nothing. Disabled actions cannot be chosen; hidden ones are not shown.
///
/// Ownership: the popover is a GTK child of the anchor view's widget (not a subview), so it is
/// destroyed with that widget; the anchor's allocation positions it (`present()`). It is
/// unparented on the next main-queue turn after it closes, outside GTK's own `closed` emission.
@preconcurrency @MainActor
final class MenuPopover {
    private let popover: UnsafeMutablePointer<GtkWidget>
    /// One button per action, in menu order.
    private(set) var buttons: [UnsafeMutablePointer<GtkWidget>] = []
    /// The actions' titles, in menu order.
    let titles: [String]
    /// Whether the popover is still showing.
    private(set) var isOpen = true

    private init(menu: MenuDescription, choose: @escaping @MainActor (Int) -> Void) {
        popover = gtk_popover_new()
        gtk_widget_add_css_class(popover, "menu")
        let actions = menu.items
        titles = actions.map(\.title)
        let list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        for (index, action) in actions.enumerated() {
            let button = Self.row(for: action, isChosen: action.isChosen)
            let keepsOpen = action.keepsMenuPresented
            Signals.connect(button, "clicked") { [weak self] in
                if !keepsOpen { self?.close() }
                choose(index)
            }
            gtk_box_append(list.cast(), button)
            buttons.append(button)
        }
        gtk_popover_set_child(popover.cast(), list)
        Signals.connect(popover, "closed") { [weak self] in self?.close() }
    }

    /// A flat button with a checkmark column, the action's title and its subtitle; hidden,
    /// disabled and destructive actions look as their attributes say.
    private static func row(for action: MenuDescription.Item, isChosen: Bool) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new()!
        gtk_button_set_has_frame(button.cast(), 0)
        let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        let check = gtk_image_new_from_icon_name("object-select-symbolic")!
        gtk_widget_set_opacity(check, isChosen ? 1 : 0)
        let text = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_hexpand(text, 1)
        let title = gtk_label_new(action.title)!
        gtk_label_set_xalign(title.opaque, 0)
        gtk_box_append(text.cast(), title)
        if let subtitle = action.subtitle {
            let label = gtk_label_new(subtitle)!
            gtk_label_set_xalign(label.opaque, 0)
            gtk_widget_add_css_class(label, "dim-label")
            gtk_box_append(text.cast(), label)
        }
        gtk_box_append(content.cast(), check)
        gtk_box_append(content.cast(), text)
        gtk_button_set_child(button.cast(), content)
        if action.isDestructive { gtk_widget_add_css_class(button, "destructive-action") }
        if action.isDisabled { gtk_widget_set_sensitive(button, 0) }
        if action.isHidden { gtk_widget_set_visible(button, 0) }
        return button
    }

    /// Opens `menu` beside `backing`'s view, replacing a menu already open there. Shows nothing when
    /// the view is not in a window on screen (there is nowhere to put a popover).
    static func present(_ menu: MenuDescription, from backing: GtkViewBacking, choose: @escaping @MainActor (Int) -> Void) {
        guard gtk_widget_get_mapped(backing.gtkWidget) != 0 else { return }
        backing.menuPopover?.close()
        let menuPopover = MenuPopover(menu: menu, choose: choose)
        gtk_widget_set_parent(menuPopover.popover, backing.gtkWidget)
        backing.menuPopover = menuPopover
        gtk_popover_popup(menuPopover.popover.cast())
    }

    /// Positions the popover against its anchor; the anchor calls this from its allocation.
    func present() {
        if isOpen { gtk_popover_present(popover.cast()) }
    }

    /// Hides the popover and detaches it from its anchor.
    func close() {
        guard isOpen else { return }
        isOpen = false
        AnchoredPopoverClosing.popDownAndDetach(popover)
    }
}

extension GtkViewBacking: MenuPresenting {
    func presentMenu(_ menu: MenuDescription, choose: @escaping @MainActor (Int) -> Void) {
        MenuPopover.present(menu, from: self, choose: choose)
    }
}
