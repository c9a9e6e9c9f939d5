import CGtk
@testable import CellKit
import CellKitGTK
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// A click (move, press, release, no motion in between) on a row selects it, in every built-in
    /// demo, and the window shows the selected row.
    @Suite @MainActor struct TapSelectsRow {
        @Test func aClickOnTheRowAboveTheSelectedOneInTheSidebarSelectsIt() throws {
            let session = try ViewerUnderRealInput("sidebar")
            defer { session.close() }
            let selected = try #require(session.selectedRows.first)
            #expect(try session.screenImage(row: selected).share(of: ScreenColors.tint) > 0.5)
            try session.click(row: selected - 1)
            #expect(session.selectedRows == [selected - 1])
            #expect(session.state(selected - 1).isSelected && !session.state(selected).isSelected)
            let image = try session.screenImage(row: selected - 1)
            ScreenArtifacts.save(image, named: "sidebar-clicked-row")
            #expect(image.share(of: ScreenColors.hovered(ScreenColors.tint)) > 0.5,
                    "the clicked row (under the pointer) is filled with the tint color; most common: \(image.dominantColor)")
            #expect(image.count(of: ScreenColors.white, tolerance: 8) > 40, "its text and icon turn white")
            #expect(try session.screenImage(row: selected).share(of: ScreenColors.tint) < 0.05, "the old selection is gone")
            #expect(session.viewer.inspectedRow == selected - 1, "the inspector follows the clicked row")
        }

        @Test func aClickSelectsAMessage() throws {
            try expectClickSelects(demo: "messages", row: 1, fill: ScreenColors.cellSelected)
        }

        @Test func aClickSelectsABadgeFolder() throws {
            try expectClickSelects(demo: "badges", row: 2, fill: ScreenColors.tint, startingWith: [1])
        }

        @Test func aClickSelectsACustomContentRow() throws {
            try expectClickSelects(demo: "custom-content", row: 0, fill: ScreenColors.cellSelected)
        }

        @Test func aClickSelectsAStyleSample() throws {
            try expectClickSelects(demo: "styles", row: 1, fill: ScreenColors.cellSelected)
        }

        /// The settings page deselects a row as soon as it is selected (as iOS Settings does), so the
        /// click shows as the highlight while pressed and a selection the page takes back.
        @Test func aClickOnASettingsDisclosureRowSelectsItAndThePageDeselectsIt() throws {
            let session = try ViewerUnderRealInput("settings")
            defer { session.close() }
            let row = try #require(session.demo.items.firstIndex { $0.id == "text-size" })
            let spy = try #require(DelegateSpy(on: session.list))
            let widget = session.cellWidget(row)
            try session.input.move(to: widget, at: session.point(in: row, across: 0.4))
            try session.input.press(over: widget)
            #expect(session.state(row).isHighlighted)
            let pressed = try session.screenImage(row: row)
            ScreenArtifacts.save(pressed, named: "settings-pressed-row")
            #expect(pressed.share(of: ScreenColors.hovered(ScreenColors.cellSelected)) > 0.5, "most common: \(pressed.dominantColor)")
            try session.input.release()
            // The page deselects in code, which (as in UIKit) calls no delegate method.
            #expect(spy.events == ["select \(row)"], "selected by the click")
            #expect(session.selectedRows.isEmpty)
            #expect(!session.state(row).isHighlighted)
            #expect(session.viewer.inspectedRow == row, "the inspector shows the clicked row all the same")
            #expect(session.viewer.testSeam.status.isEmpty == false)
        }

        @Test func aClickOnASwitchInARowInspectsThatRow() throws {
            let session = try ViewerUnderRealInput("settings", item: "sounds")
            defer { session.close() }
            let row = try #require(session.demo.items.firstIndex { $0.id == "dark-appearance" })
            let cell = try #require(session.cell(row) as? UICollectionViewListCell)
            let toggle = try #require(cell.accessoryHost.view(for: .customView(cell.accessories.compactMap { accessory -> UIView? in
                if case .customView(let view) = accessory.accessoryType { return view }
                return nil
            }.first!)))
            try session.input.click(ViewTesting.gtkWidget(of: toggle))
            #expect(session.viewer.inspectedRow == row)
            #expect(session.viewer.item.id == "dark-appearance")
        }

        @Test func aDoubleClickLeavesTheRowSelected() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            try session.click(row: 2, count: 2)
            #expect(session.selectedRows == [2])
            #expect(!session.state(2).isHighlighted)
            let image = try session.screenImage(row: 2)
            ScreenArtifacts.save(image, named: "messages-double-clicked-row")
            ScreenArtifacts.saveScreen(named: "messages-double-clicked-screen")
            #expect(image.share(of: ScreenColors.hovered(ScreenColors.cellSelected)) > 0.5, "most common: \(image.dominantColor)")
        }

        @Test func aRightClickSelectsNothing() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            try session.click(row: 2)
            try session.input.click(session.cellWidget(3), button: .secondary)
            #expect(session.selectedRows == [2])
            #expect(!session.state(3).isHighlighted)
            #expect(session.viewer.inspectedRow == 2, "the inspector stays on the selected row")
        }

        private func expectClickSelects(demo: String, row: Int, fill: ScreenColor, startingWith initial: [Int] = [],
                                        sourceLocation: SourceLocation = #_sourceLocation) throws {
            let session = try ViewerUnderRealInput(demo)
            defer { session.close() }
            #expect(session.selectedRows == initial, sourceLocation: sourceLocation)
            #expect(try session.screenImage(row: row).share(of: fill) < 0.05, sourceLocation: sourceLocation)
            try session.click(row: row)
            #expect(session.selectedRows == [row], sourceLocation: sourceLocation)
            #expect(session.state(row).isSelected && !session.state(row).isHighlighted, sourceLocation: sourceLocation)
            let image = try session.screenImage(row: row)
            ScreenArtifacts.save(image, named: "\(demo)-clicked-row")
            #expect(image.share(of: ScreenColors.hovered(fill)) > 0.5,
                    "the selected row's fill is \(fill) under the pointer's hover; most common: \(image.dominantColor)",
                    sourceLocation: sourceLocation)
            try session.input.move(to: session.viewer.statusLabel)
            let away = try session.screenImage(row: row)
            #expect(away.share(of: fill) > 0.5, "with the pointer away, the fill is \(fill); most common: \(away.dominantColor)",
                    sourceLocation: sourceLocation)
            #expect(session.viewer.inspectedRow == row, "the inspector follows the clicked row", sourceLocation: sourceLocation)
        }
    }
}
