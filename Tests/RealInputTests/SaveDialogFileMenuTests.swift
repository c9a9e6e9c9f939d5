import CGtk
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// GTK 4.8's save dialog anchors its file list's menu (Menu key, Shift+F10, right click, long
    /// press) at the selected file, even when that file is scrolled far out of the list. With the
    /// dialog at the top of the screen, the anchor is then above the screen, on no monitor: GTK failed
    /// `gdk_monitor_get_geometry: assertion 'GDK_IS_MONITOR (monitor)'` (a crash under
    /// `G_DEBUG=fatal-criticals`) and laid the menu out in a 0×0 area. The menu now opens on the
    /// screen, at the edge nearest to the file.
    @Suite(.serialized) @MainActor struct SaveDialogFileMenu {
        @Test func menuKeyWithTheSelectedFileScrolledAboveTheScreenOpensTheMenuOnTheScreen() throws {
            let session = try ViewerUnderRealInput("sidebar")
            defer { session.close() }
            let folder = try ViewerUnderRealInput.emptyFolder("file-menu")
            defer { try? FileManager.default.removeItem(at: folder) }
            let fileCount = 80
            for index in 0..<fileCount {
                try Data().write(to: folder.appendingPathComponent(String(format: "export-%02d.png", index)))
            }

            let dialog = try session.openSaveDialog()
            let folderFile = g_file_new_for_path(folder.path)
            defer { g_object_unref(UnsafeMutableRawPointer(folderFile)) }
            gtk_file_chooser_set_current_folder(OpaquePointer(dialog), folderFile, nil)
            var files: UnsafeMutablePointer<GtkWidget>?
            #expect(session.input.waitUntil {
                files = WidgetSearch.first(named: "treeview", in: dialog)
                return files.map { Self.rowCount(of: $0) == fileCount } ?? false
            }, "the dialog lists the folder's \(fileCount) images")
            let list = try #require(files)
            try session.input.settle()

            // A click on a file selects it and puts its name in the Name field. The dialog may then
            // unselect it 150 ms later (when the Name field reports the change as typing); a second
            // click, slower than a double click, leaves the name as it is and selects it for good.
            let firstFile = CGPoint(x: 60, y: Self.rowMidY(0, in: list))
            try session.input.click(list, at: firstFile)
            let named = session.input.waitUntil { Self.nameField(of: dialog)?.hasPrefix("export-") == true }
            if !named { ScreenArtifacts.saveScreen(named: "save-dialog-file-click") }
            #expect(named, "the click put the file's name in the Name field (it shows \(Self.nameField(of: dialog) ?? "nothing"))")
            try session.input.hold(for: 0.6)
            if !Self.isSelected(0, in: list) {
                try session.input.click(list, at: firstFile)
                try session.input.hold(for: 0.3)
            }
            #expect(Self.isSelected(0, in: list), "the first file is selected")
            #expect(gtk_widget_has_focus(list) != 0, "the file list has the focus")

            // The wheel scrolls the list to its end: the first file is far above the screen.
            try session.input.move(to: list)
            let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(list))
            for _ in 0..<20 where gtk_adjustment_get_value(adjustment) < gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment) - 1 {
                try session.input.scrollWheel(10)
            }
            let firstRowOnScreen = try ScreenGeometry.rootOrigin(of: list).y + Self.rowMidY(0, in: list)
            try #require(firstRowOnScreen < -50, "the selected file is above the screen (at y \(firstRowOnScreen))")

            let criticals = GtkCriticals()
            var menu: UnsafeMutablePointer<GtkWidget>?
            try criticals.recording {
                try session.input.key(GDK_KEY_Menu)
                #expect(session.input.waitUntil {
                    menu = WidgetSearch.first(named: "popover", in: dialog)
                    return menu != nil
                }, "Menu opened the file list's menu")
            }
            #expect(criticals.messages.isEmpty, "\(criticals.messages)")
            let popover = try #require(menu)
            let rect = try ScreenGeometry.rootRect(of: popover)
            let screen = session.input.screenSize
            #expect(rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= screen.width && rect.y + rect.height <= screen.height,
                    "the menu is on the screen: \(rect)")
            let item = try #require(WidgetSearch.label("Copy Location", in: popover), "the menu shows its items")
            let itemImage = try ScreenPixels.image(of: item)
            #expect(itemImage.count(of: itemImage.dominantColor) < itemImage.width * itemImage.height,
                    "the item's text is drawn on the screen")

            try session.input.key(GDK_KEY_Escape)
            #expect(session.input.waitUntil { gtk_widget_get_mapped(popover) == 0 }, "Escape closed the menu")
            try session.input.key(GDK_KEY_Escape)
            #expect(session.input.waitUntil { gtk_widget_get_mapped(dialog) == 0 }, "Escape closed the dialog")
            try session.input.target(session.window)
        }

        /// The text of the save dialog's Name field.
        static func nameField(of dialog: UnsafeMutablePointer<GtkWidget>) -> String? {
            guard let name = gtk_file_chooser_get_current_name(OpaquePointer(dialog)) else { return nil }
            defer { g_free(name) }
            return String(cString: name)
        }

        /// The number of rows in a tree view's model.
        static func rowCount(of list: UnsafeMutablePointer<GtkWidget>) -> Int {
            guard let model = gtk_tree_view_get_model(list.cast()) else { return 0 }
            return Int(gtk_tree_model_iter_n_children(model, nil))
        }

        /// The vertical middle of a tree view's row, in the tree view's coordinates.
        static func rowMidY(_ row: Int32, in list: UnsafeMutablePointer<GtkWidget>) -> Double {
            let path = gtk_tree_path_new_from_string("\(row)")
            defer { gtk_tree_path_free(path) }
            var area = GdkRectangle()
            gtk_tree_view_get_cell_area(list.cast(), path, nil, &area)
            var x: Int32 = 0, y: Int32 = 0
            gtk_tree_view_convert_bin_window_to_widget_coords(list.cast(), area.x, area.y, &x, &y)
            return Double(y) + Double(area.height) / 2
        }

        /// Whether a tree view's row is selected.
        static func isSelected(_ row: Int32, in list: UnsafeMutablePointer<GtkWidget>) -> Bool {
            let path = gtk_tree_path_new_from_string("\(row)")
            defer { gtk_tree_path_free(path) }
            return gtk_tree_selection_path_is_selected(gtk_tree_view_get_selection(list.cast()), path) != 0
        }
    }
}
