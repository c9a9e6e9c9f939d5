import CGtk
import CellKit
@testable import CellScope
import CellScopeDemos
import Foundation
import GtkSupport
import RealInput
import RenderingTestSupport
import Testing

extension RealInputTests {
    /// Every PNG export writes `NAME.view.json` beside `NAME.png`; `view --open` on that file opens
    /// a viewer that shows the same view, so that its export is the same PNG, byte for byte.
    @Suite @MainActor struct SavedViewInput {
        @Test func anExportsViewFileReopensTheSameViewAndTheSameExport() throws {
            let session = try ViewerUnderRealInput("messages")
            defer { session.close() }
            let viewer = session.viewer
            let input = session.input
            func pinnedNames() -> [String] { viewer.pinned?.names(customStates: viewer.demo.customStates) ?? [] }

            // A custom and a system state pinned with clicks on their switches (over the item's own states).
            try input.click(try #require(viewer.stateInspector.switches["flagged"]))
            try #require(input.waitUntil { pinnedNames().contains("flagged") })
            try input.click(try #require(viewer.stateInspector.switches["selected"]))
            try #require(input.waitUntil { Set(pinnedNames()).isSuperset(of: ["flagged", "selected"]) }, "pinned: \(pinnedNames())")
            // Traits from the keyboard, a device from the traits bar.
            try input.key(GDK_KEY_d, modifiers: [.control])
            try #require(input.waitUntil { viewer.context.userInterfaceStyle == .dark })
            try input.key(GDK_KEY_equal, modifiers: [.control, .alt])
            try #require(input.waitUntil { viewer.context.contentSizeCategory == .extraLarge })
            try input.key(GDK_KEY_b, modifiers: [.control])
            try #require(input.waitUntil { viewer.context.isBoldText })
            try input.key(GDK_KEY_r, modifiers: [.control])
            try #require(input.waitUntil { viewer.context.layoutDirection == .rightToLeft })
            let picker = viewer.traitsBar.devicePicker
            try input.click(picker)
            var choice: UnsafeMutablePointer<GtkWidget>?
            try #require(input.waitUntil {
                choice = WidgetSearch.label("iPhone 15", in: picker)
                return choice.map { gtk_widget_get_width($0) > 0 } ?? false
            })
            try input.click(try #require(choice))
            try #require(input.waitUntil { viewer.context.device == .iPhone15 })
            // The pointer leaves the canvas: a row under it would be exported hovered, a look the
            // saved view does not hold.
            input.parkPointer()
            try #require(input.waitUntil { session.list.visibleCells.allSatisfy { !$0.configurationState.isHovered } })
            try input.settle()

            let folder = try ViewerUnderRealInput.emptyFolder("saved-view")
            defer { try? FileManager.default.removeItem(at: folder) }
            let first = folder.appendingPathComponent("first.png")
            let exported = try session.exportThroughTheSaveDialog(to: first)
            ScreenArtifacts.save(exported, named: "saved-view-first-export")
            let viewFile = folder.appendingPathComponent("first.view.json")
            try #require(input.waitUntil { FileManager.default.fileExists(atPath: viewFile.path) }, "the export wrote its view beside the PNG")
            let saved = try SavedView.read(from: viewFile, catalog: BuiltInDemos.catalog).state
            #expect(saved == viewer.sessionState)
            #expect(saved.demo == "messages" && saved.appearance == "dark" && saved.size == "XL" && saved.boldText)
            #expect(saved.direction == "rtl" && saved.device == "iPhone 15" && saved.orientation == "portrait")
            #expect(Set(saved.pinnedStates ?? []).isSuperset(of: ["flagged", "selected"]))

            // A second viewer, opened as `cellscope view --open first.view.json` opens it.
            let launcher = try ViewerLauncher(catalog: BuiltInDemos.catalog, arguments: ["--open", viewFile.path])
            var options = launcher.options
            options.windowWidth = 1280
            options.windowHeight = 900
            let reopened = ViewerWindow(catalog: BuiltInDemos.catalog, options: options)
            defer { reopened.close() }
            reopened.present()
            Snapshotter.waitForDraw(reopened.window)
            reopened.restoreLiveList(from: try #require(launcher.restored))
            #expect(reopened.sessionState == saved)

            let second = folder.appendingPathComponent("second.png")
            #expect(reopened.exportTab(.inspector, to: second))
            ScreenArtifacts.save(try #require(PixelImage(contentsOf: second)), named: "saved-view-second-export")
            let sameExport = try Data(contentsOf: second) == Data(contentsOf: first)
            #expect(sameExport, "the reopened view exports the same PNG, byte for byte")
            #expect(try Data(contentsOf: folder.appendingPathComponent("second.view.json")) == Data(contentsOf: viewFile))
        }
    }
}
