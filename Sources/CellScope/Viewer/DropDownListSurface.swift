import CGtk
import GtkSupport

extension Gtk {
    /// Makes a `GtkDropDown` give back its list's window surface when an item is chosen, so that the
    /// click that follows reaches the control under the pointer, as a `UIMenu` dismissed by a choice
    /// leaves the next touch to the view under it.
    ///
    /// GTK 4.8 on X11 keeps a closed list's popup surface, unmapped, where the list was. When a
    /// relayout asks for a motion event while the window's pointer focus is still in the list, GDK
    /// synthesizes it on that surface if the pointer is inside the rectangle the list covered; the
    /// pointer focus then names the closed list again, and the next press goes to it and is lost.
    /// Unrealizing the list right after the choice closed it destroys that surface before the frame
    /// delivers such a motion: GTK has already moved the pointer focus out of the list when it was
    /// unmapped, and makes a new surface the next time the list opens. Only a choice is handled here:
    /// a list that GDK closes itself (a click outside it) is inside GDK's own hiding of the surface.
    static func releaseListSurfaceOnChoice(of dropDown: WidgetPointer) {
        guard let popover = firstDescendant(of: dropDown, ofType: gtk_popover_get_type()),
              let list = firstDescendant(of: popover, ofType: gtk_list_view_get_type()) else { return }
        // Connected after the drop-down's own handler, which closes the list and then selects the item.
        Signals.connect(list.raw, "activate", position: { [popover] _ in
            guard gtk_widget_get_visible(popover) == 0, gtk_widget_get_realized(popover) != 0 else { return }
            gtk_widget_unrealize(popover)
        })
    }

    /// The first widget of `type` under `widget` (depth first), `widget` excluded.
    private static func firstDescendant(of widget: WidgetPointer, ofType type: GType) -> WidgetPointer? {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if current.isA(type) { return current }
            if let found = firstDescendant(of: current, ofType: type) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
