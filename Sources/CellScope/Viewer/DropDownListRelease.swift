import CGtk
import Foundation
import GtkSupport

/// Lets go of a `GtkDropDown`'s list window once the list has closed.
///
/// On X11, GTK 4.8 hears about the closed list's window after it is gone (its grab broken, the pointer
/// leaving it) and then names the closed list as the widget under the pointer; the next press in the
/// window goes to that list and is lost (the first click on an inspector switch after choosing an
/// item, for one). Unrealizing the list's popover once it has closed removes its window, so nothing
/// can name it any more; GTK makes a new one the next time the list opens.
@preconcurrency @MainActor
enum DropDownListRelease {
    /// Unrealizes `dropDown`'s list popover from the main loop after each time it closes.
    static func install(on dropDown: WidgetPointer) {
        guard let popover = descendant(of: dropDown, named: "popover") else { return }
        Signals.connect(popover.raw, "closed") { [popover] in
            MainLoop.schedule {
                guard gtk_widget_get_visible(popover) == 0, gtk_widget_get_realized(popover) != 0 else { return }
                gtk_widget_unrealize(popover)
            }
        }
    }

    /// The first widget under `root` (depth first, mapped or not) with the CSS name `name`.
    private static func descendant(of root: WidgetPointer, named name: String) -> WidgetPointer? {
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            if String(cString: gtk_widget_get_css_name(current)) == name { return current }
            if let found = descendant(of: current, named: name) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
