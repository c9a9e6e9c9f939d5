import CGtk
@testable import CellKit
import CellKitGTK
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// A click puts the keyboard in the list the way a click into a GTK list does: the arrows then
    /// move on from the clicked row and Space selects. Tab reaches the list from the window.
    @Suite @MainActor struct KeyboardAfterClick {
        @Test func clickThenDownAndSpaceMoveTheSelectionFurther() throws {
            let session = try ViewerUnderRealInput("sidebar")
            defer { session.close() }
            let selected = try #require(session.selectedRows.first)
            let clicked = selected - 1
            try session.click(row: clicked)
            #expect(session.selectedRows == [clicked])
            let listWidget = ViewTesting.gtkWidget(of: session.list)
            #expect(gtk_widget_has_focus(listWidget) != 0, "the click moved keyboard focus into the list")
            try session.input.key(GDK_KEY_Down)
            #expect(session.state(clicked + 1).isFocused, "Down moves on from the clicked row")
            try session.input.key(GDK_KEY_space)
            #expect(session.selectedRows == [clicked + 1])
            try session.input.key(GDK_KEY_Down)
            try session.input.key(GDK_KEY_space)
            #expect(session.selectedRows == [clicked + 2])
            let image = try session.screenImage(row: clicked + 2)
            ScreenArtifacts.save(image, named: "sidebar-keyboard-selection")
            #expect(image.share(of: ScreenColors.tint) > 0.5, "most common: \(image.dominantColor)")
            #expect(try session.screenImage(row: clicked).share(of: ScreenColors.tint) < 0.05)
        }

        @Test func clickThenUpMovesBackEnterSelectsAndEscapeClears() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            try session.click(row: 3)
            try session.input.key(GDK_KEY_Up)
            try session.input.key(GDK_KEY_Return)
            #expect(session.selectedRows == [2])
            #expect(session.state(2).isFocused)
            // A selected row with keyboard focus is drawn with the tint fill in a plain list.
            let image = try session.screenImage(row: 2)
            #expect(image.share(of: ScreenColors.tint) > 0.5, "most common: \(image.dominantColor)")
            try session.input.key(GDK_KEY_Escape)
            #expect(session.selectedRows.isEmpty, "Escape clears the selection")
            #expect(try session.screenImage(row: 2).share(of: ScreenColors.tint) < 0.05)
        }

        @Test func leftAndRightCollapseAndExpandTheClickedOutlineRow() throws {
            let session = try ViewerUnderRealInput("sidebar")
            defer { session.close() }
            let row = try #require(session.demo.items.firstIndex { $0.id == "documents" })
            let count = session.list.numberOfItems(inSection: 2)
            try session.click(row: row, across: 0.4)
            try session.input.key(GDK_KEY_Left)
            #expect(!session.state(row).isExpanded)
            #expect(session.list.numberOfItems(inSection: 2) == count - 2)
            try session.input.key(GDK_KEY_Right)
            #expect(session.state(row).isExpanded)
            #expect(session.list.numberOfItems(inSection: 2) == count)
            try session.input.key(GDK_KEY_Right)
            #expect(session.state(row + 1).isFocused, "Right on an expanded row moves to its first child")
        }

        @Test func tabReachesTheListAndShowsTheFocusedRow() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            let listWidget = ViewTesting.gtkWidget(of: session.list)
            var presses = 0
            while gtk_widget_has_focus(listWidget) == 0, presses < 60 {
                try session.input.key(GDK_KEY_Tab)
                presses += 1
            }
            #expect(gtk_widget_has_focus(listWidget) != 0, "Tab reached the list after \(presses) presses")
            #expect(session.viewer.demo.id == "messages", "Tab passes the demo list without choosing another demo")
            #expect(session.state(0).isFocused, "the first row shows keyboard focus")
            let focused = try session.screenImage(row: 0)
            ScreenArtifacts.save(focused, named: "messages-tab-focused-row")
            let unfocused = try session.screenImage(row: 4)
            #expect(!focused.dominantColor.isClose(to: unfocused.dominantColor, tolerance: 4),
                    "the focused row is drawn with the focus fill: \(focused.dominantColor) vs \(unfocused.dominantColor)")
            try session.input.key(GDK_KEY_Down)
            #expect(session.state(1).isFocused && !session.state(0).isFocused)
            try session.input.key(GDK_KEY_space)
            #expect(session.selectedRows == [1])
            // A selected row with keyboard focus is drawn with the tint fill in a plain list.
            let selectedFocused = try session.screenImage(row: 1)
            #expect(selectedFocused.share(of: ScreenColors.tint) > 0.5, "most common: \(selectedFocused.dominantColor)")
        }
    }
}

extension RealInputTests {
    /// Keyboard focus stays visible on a sidebar row that is not filled with the tint: the focused,
    /// selected sidebar header draws a ring in the tint color, as GTK draws a focus-visible row.
    @Suite @MainActor struct SidebarFocusRing {
        @Test func aFocusedSelectedSidebarHeaderShowsAFocusRing() throws {
            let session = try ViewerUnderRealInput("sidebar")
            defer { session.close() }
            let header = try #require(session.list.indexPath(forPreviewRow: 0))
            #expect(session.cell(0).isFirstItemHeader, "row 0 is the first section's header")
            let unfocused = try session.screenImage(row: 0)
            try session.click(row: 1, across: 0.4)
            try session.input.key(GDK_KEY_Up)
            try session.input.key(GDK_KEY_space)
            #expect(session.state(0).isFocused, "Up moved keyboard focus to the header")
            #expect(session.list.indexPathsForSelectedItems?.contains(header) == true, "Space selected the header")
            let focused = try session.screenImage(row: 0)
            ScreenArtifacts.save(focused, named: "sidebar-focused-header")
            // Beyond the tinted disclosure chevron: both sides of a 2-point ring down the header's
            // height, and more along its width.
            let ring = focused.count(of: ScreenColors.tint, tolerance: 24) - unfocused.count(of: ScreenColors.tint, tolerance: 24)
            #expect(ring > 2 * (2 * focused.height + focused.width), "the focused header draws a ring in the tint color: \(ring) pixels")
        }
    }
}
