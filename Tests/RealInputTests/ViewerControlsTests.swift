import CGtk
@testable import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// The viewer's own controls answer real clicks: the demo list, the inspector's state
    /// switches, the tab switcher and the matrix tiles.
    @Suite @MainActor struct ViewerControls {
        @Test func aClickOnADemoInTheDemoListShowsIt() throws {
            let session = try ViewerUnderRealInput("sidebar")
            defer { session.close() }
            let row = try #require(gtk_list_box_get_row_at_index(session.viewer.sidebar.listBox.opaque, 2))
            try session.input.click(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self))
            #expect(session.viewer.demo.id == "messages")
            #expect(session.list.numberOfItems(inSection: 0) == session.demo.items.count)
            #expect(Gtk.text(of: session.viewer.statusLabel).hasPrefix("Messages"))
        }

        @Test func aClickOnAnInspectorSwitchPinsTheStateAndTheCanvasShowsIt() throws {
            let session = try ViewerUnderRealInput("badges")
            defer { session.close() }
            let toggle = try #require(session.viewer.stateInspector.switches["selected"])
            #expect(try session.screenImage(row: 0).share(of: ScreenColors.tint) < 0.05)
            try session.input.click(toggle)
            // GtkSwitch turns on at the end of its slide animation.
            #expect(session.input.waitUntil { gtk_switch_get_active(toggle.opaque) != 0 })
            try session.input.settle()
            #expect(session.viewer.pinned == ForcedStates(.selected))
            #expect(session.viewer.testSeam.inspectedCell.map { $0.configurationStateOverrides.applied(to: $0.configurationState).isSelected } == true)
            let image = try session.screenImage(row: 0)
            ScreenArtifacts.save(image, named: "badges-pinned-selected")
            #expect(image.share(of: ScreenColors.tint) > 0.5, "the canvas shows the pinned selected look; most common: \(image.dominantColor)")
        }

        @Test func aClickOnAMatrixTileLoadsItIntoTheInspector() throws {
            let session = try ViewerUnderRealInput("sidebar", item: "mobile-app")
            defer { session.close() }
            let matrixButton = try #require(WidgetSearch.button("State matrix", in: session.window))
            try session.input.click(matrixButton)
            #expect(session.viewer.currentTab == .matrix)
            session.viewer.testSeam.finishMatrix()
            let tile = try #require(session.viewer.testSeam.matrixTile(row: 1, column: 0))
            try session.input.settle()
            try session.input.click(tile)
            #expect(session.viewer.currentTab == .inspector, "the tile opened the inspector")
            #expect(session.viewer.pinned != nil)
            #expect(session.viewer.context.contentSizeCategory == .extraSmall, "the first column is XS")
        }

        @Test func realClicksChooseTheMatrixStatesAndALightDarkTileLoadsItsAppearance() throws {
            let session = try ViewerUnderRealInput("messages", tab: .matrix)
            defer { session.close() }
            let matrix = session.viewer.matrix
            // Clear every state check, then check "highlighted" and the custom state "flagged".
            for (name, check) in matrix.stateChecks where gtk_check_button_get_active(check.cast()) != 0 {
                try session.input.click(check)
                #expect(gtk_check_button_get_active(check.cast()) == 0, "\(name) unchecked")
            }
            for name in ["highlighted", "flagged"] {
                try session.input.click(try #require(matrix.stateChecks[name]))
            }
            let flagged = try #require(ForcedStates(named: "flagged", customStates: session.demo.customStates))
            #expect(matrix.rows == ForcedStates.allCombinations(of: [ForcedStates(.highlighted), flagged]))
            // The columns drop-down: open it, click the light-and-dark choice.
            try session.input.click(matrix.columnsDropDown)
            let choice = try #require(WidgetSearch.label("Columns: light and dark", in: matrix.columnsDropDown))
            try session.input.click(choice)
            #expect(session.input.waitUntil { matrix.columnContexts.map(\.label) == ["Light", "Dark"] })
            session.viewer.testSeam.finishMatrix()
            let row = try #require(matrix.rows.firstIndex(of: flagged))
            let tile = try #require(session.viewer.testSeam.matrixTile(row: row, column: 1))
            try session.input.settle()
            try session.input.click(tile)
            #expect(session.viewer.currentTab == .inspector)
            #expect(session.viewer.pinned == flagged)
            #expect(session.viewer.context.userInterfaceStyle == .dark)
            let image = try session.screenImage(row: session.viewer.inspectedRow)
            ScreenArtifacts.save(image, named: "messages-dark-flagged-from-matrix")
            #expect(image.dominantColor.luminance < 0.2, "the canvas is dark: \(image.dominantColor)")
            #expect(image.share(of: ScreenColor(hex: 0xFF9F0A), tolerance: 12) > 0.002, "the orange flag shows")
        }

        @Test func aClickOnACustomStateSwitchRunsTheCellsOwnCode() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            let toggle = try #require(session.viewer.stateInspector.switches["flagged"])
            #expect(try session.screenImage(row: 0).share(of: ScreenColors.orange, tolerance: 12) < 0.001)
            try session.input.click(toggle)
            #expect(session.input.waitUntil { session.viewer.pinned?.names(customStates: session.demo.customStates).contains("flagged") == true })
            try session.input.settle()
            let image = try session.screenImage(row: 0)
            ScreenArtifacts.save(image, named: "messages-flagged-switch")
            #expect(image.share(of: ScreenColors.orange, tolerance: 12) > 0.002, "the cell draws its orange flag")
        }

        @Test func aClickOnFollowLiveStateReleasesThePinnedStates() throws {
            let session = try ViewerUnderRealInput("badges")
            defer { session.close() }
            let toggle = try #require(session.viewer.stateInspector.switches["highlighted"])
            try session.input.click(toggle)
            #expect(session.input.waitUntil { session.viewer.pinned != nil })
            let follow = try #require(WidgetSearch.button("Follow live state", in: session.window))
            try session.input.click(follow)
            #expect(session.viewer.pinned == nil)
            #expect(gtk_switch_get_active(toggle.opaque) == 0)
            #expect(try session.screenImage(row: 0).share(of: ScreenColors.tint) < 0.05, "the row is back to normal")
        }

        @Test func aClickOnTheDarkButtonDarkensTheCanvas() throws {
            let session = try ViewerUnderRealInput("settings")
            defer { session.close() }
            try session.input.click(session.viewer.traitsBar.darkToggle)
            #expect(session.viewer.context.userInterfaceStyle == .dark)
            try session.input.move(to: session.viewer.statusLabel)
            #expect(try session.screenImage(row: 0).dominantColor.luminance < 0.2)
        }

        @Test func scrollingTheLiveListKeepsTheInspectedItem() throws {
            let session = try ViewerUnderRealInput("styles")
            defer { session.close() }
            try session.click(row: 2)
            #expect(session.viewer.inspectedRow == 2)
            try session.input.scrollWheel(4)
            #expect(session.list.contentOffset.y > 0)
            #expect(session.viewer.inspectedRow == 2, "a scroll selects nothing new")
            #expect(session.selectedRows == [2])
        }

    }
}
