import CGtk
@testable import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// The viewer's other drop-downs leave the next click to what lies under their closed list too: a
    /// row of the live list that the device picker's list covered is selected by the first click after
    /// a width is chosen, four times over.
    @Suite @MainActor struct DropDownClickAfterChoice {
        @Test func aRowWhereTheDeviceListWasIsSelectedByTheFirstClickAfterAWidthIsChosen() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            let viewer = session.viewer
            let picker = viewer.traitsBar.devicePicker
            var lost: [Int] = []
            for (attempt, width) in [TraitsBar.widths[0], TraitsBar.widths[3], TraitsBar.widths[1], TraitsBar.widths[2]].enumerated() {
                try session.input.click(picker)
                var popover: UnsafeMutablePointer<GtkWidget>?
                var entry: UnsafeMutablePointer<GtkWidget>?
                try #require(session.input.waitUntil {
                    popover = WidgetSearch.first(named: "popover", in: picker)
                    entry = popover.flatMap { WidgetSearch.label(width.label, in: $0) }
                    return entry.map { gtk_widget_get_width($0) > 0 } ?? false
                }, "the device picker lists \(width.label)")
                try session.input.settle()
                let list = try ScreenGeometry.rootRect(of: try #require(popover))
                try session.input.click(try #require(entry))
                #expect(session.input.waitUntil {
                    viewer.context.width == width.points && session.list.bounds.width == width.points
                        && WidgetSearch.first(named: "popover", in: picker).map { gtk_widget_get_visible($0) == 0 } ?? true
                }, "the picker chose \(width.label) and closed")
                try session.input.settle()
                // A row of the live list (among the first five, on screen) and a point of it where the list was.
                var target: (row: Int, point: CGPoint)?
                for row in 0..<5 where row != viewer.inspectedRow && target == nil {
                    guard let cell = try? ScreenGeometry.rootRect(of: session.cellWidget(row)) else { continue }
                    let left = max(cell.x, list.x) + 4, right = min(cell.x + cell.width, list.x + list.width) - 4
                    let top = max(cell.y, list.y) + 4, bottom = min(cell.y + cell.height, list.y + list.height) - 4
                    if left < right && top < bottom {
                        target = (row, CGPoint(x: Double(left + right) / 2 - Double(cell.x), y: Double(top + bottom) / 2 - Double(cell.y)))
                    }
                }
                let (row, point) = try #require(target, "a row of the live list lies where the device list was (\(list))")
                let click = { try session.input.click(session.cellWidget(row), at: point) }
                try click()
                if !session.input.waitUntil(timeout: 5, { viewer.inspectedRow == row }) {
                    lost.append(attempt)
                    try click()
                }
                #expect(session.input.waitUntil { viewer.inspectedRow == row }, "row \(row) is inspected (attempt \(attempt))")
            }
            #expect(lost.isEmpty, "clicks on a row lost right after the device list closed: attempts \(lost)")
        }
    }
}
