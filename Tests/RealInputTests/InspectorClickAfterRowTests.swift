import CGtk
@testable import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// A click on an inspector switch right after a click on a row of the live list is not lost: a
    /// designer selects a row and flips a state about 0.3 s later, ten times over.
    @Suite @MainActor struct InspectorClickAfterRow {
        @Test func aSwitchClickedAFractionOfASecondAfterARowClickFlips() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            let viewer = session.viewer
            var lost: [Int] = []
            for attempt in 0..<10 {
                let row = attempt % 5
                try session.click(row: row, across: 0.35)
                // The pointer travels to the inspector as a hand does, in steps, for about 0.3 s.
                let toggle = try #require(viewer.stateInspector.switches["selected"])
                let started = Date()
                try session.input.move(to: toggle, steps: 12)
                if Date().timeIntervalSince(started) < 0.3 { try session.input.hold(for: 0.3 - Date().timeIntervalSince(started)) }
                let wasOn = gtk_switch_get_active(toggle.opaque) != 0
                try session.input.click(toggle)
                if !session.input.waitUntil(timeout: 5, { (gtk_switch_get_active(toggle.opaque) != 0) != wasOn }) {
                    lost.append(attempt)
                }
                #expect(session.input.waitUntil { viewer.pinned != nil }, "the flipped switch pinned the cell (attempt \(attempt))")
                try session.input.key(GDK_KEY_l, modifiers: [.control])
                #expect(session.input.waitUntil { viewer.pinned == nil }, "Ctrl+L released the pinned states")
            }
            #expect(lost.isEmpty, "clicks on the switch lost after a row click: attempts \(lost)")
        }

        /// The same after choosing the row in the inspector's item drop-down: the first click after its
        /// list closes reaches the switch.
        @Test func aSwitchClickedRightAfterAnItemIsChosenInTheDropDownFlips() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            let viewer = session.viewer
            var lost: [Int] = []
            for attempt in 0..<6 {
                let row = (attempt + 1) % 5
                let dropDown = try #require(viewer.stateInspector.itemDropDown)
                try session.input.click(dropDown)
                var entry: UnsafeMutablePointer<GtkWidget>?
                try #require(session.input.waitUntil {
                    entry = WidgetSearch.first(named: "popover", in: dropDown).flatMap { WidgetSearch.label(session.demo.items[row].title, in: $0) }
                    return entry.map { gtk_widget_get_width($0) > 0 } ?? false
                }, "the item drop-down lists row \(row)")
                try session.input.settle()
                try session.input.click(try #require(entry))
                #expect(session.input.waitUntil { viewer.inspectedRow == row }, "the drop-down chose row \(row)")
                let toggle = try #require(viewer.stateInspector.switches["selected"])
                let wasOn = gtk_switch_get_active(toggle.opaque) != 0
                try session.input.click(toggle)
                if !session.input.waitUntil(timeout: 5, { (gtk_switch_get_active(toggle.opaque) != 0) != wasOn }) {
                    lost.append(attempt)
                    try session.input.click(toggle)
                }
                try session.input.key(GDK_KEY_l, modifiers: [.control])
                #expect(session.input.waitUntil { viewer.pinned == nil }, "Ctrl+L released the pinned states")
            }
            // GTK 4.8 on X11 keeps a closed list's popup surface, unmapped, and a relayout's synthesized
            // motion on it made the window's pointer focus name the closed list again, so the press went
            // there (five of six attempts lost before the drop-down released its list's surface on a choice).
            #expect(lost.isEmpty, "clicks on the switch lost right after the drop-down closed: attempts \(lost)")
        }
    }
}
