import CGtk
import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// The row under the pointer shows the pointer hover; it clears when the pointer leaves.
    @Suite @MainActor struct Hover {
        @Test func hoverShowsOnTheRowUnderThePointerAndClearsWhenItLeaves() throws {
            let session = try ViewerUnderRealInput("custom-content")
            defer { session.close() }
            // Start outside the list.
            try session.input.move(to: session.viewer.statusLabel)
            let plain = try session.screenImage(row: 1).dominantColor
            try session.input.move(to: session.cellWidget(1), steps: 6)
            #expect(session.state(1).isHovered)
            let hovered = try session.screenImage(row: 1)
            ScreenArtifacts.save(hovered, named: "custom-content-hovered-row")
            #expect(!hovered.dominantColor.isClose(to: plain, tolerance: 2), "hover changes the row's fill from \(plain)")
            try session.input.move(to: session.cellWidget(2), steps: 6)
            #expect(!session.state(1).isHovered && session.state(2).isHovered, "hover follows the pointer")
            try session.input.move(to: session.viewer.statusLabel, steps: 6)
            #expect(!session.state(2).isHovered, "leaving the list clears the hover")
            #expect(try session.screenImage(row: 1).dominantColor.isClose(to: plain, tolerance: 2))
            #expect(try session.screenImage(row: 2).dominantColor.isClose(to: plain, tolerance: 2))
        }
    }
}
