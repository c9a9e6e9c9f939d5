import CellKit
@testable import CellScope
import CellScopeDemos
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension ViewerTests {
    /// What `cellscope watch` carries from one build's viewer to the next: the state a viewer saves
    /// reopens a new viewer exactly as the old one was left.
    @Suite(.gtk) @MainActor struct ViewerStateRoundTripTests {
        func open(_ options: ViewerOptions) throws -> ViewerWindow {
            let viewer = ViewerWindow(catalog: BuiltInDemos.catalog, options: options)
            viewer.present()
            Snapshotter.waitForDraw(viewer.window)
            return viewer
        }

        @Test func aSavedStateReopensTheSameDemoItemStatesTraitsTabAndScrollPosition() throws {
            var start = ViewerOptions()
            start.demoID = "sidebar"
            let old = try open(start)
            defer { old.close() }
            // Set up the old viewer the way a person would: item, a pinned state, traits, tab, columns, scroll.
            old.inspect(row: 9)
            old.pin(ForcedStates(.selected))
            var context = old.context
            context.contentSizeCategory = .accessibilityLarge
            context.userInterfaceStyle = .dark
            context.layoutDirection = .rightToLeft
            context.isBoldText = true
            context.isHighContrast = true
            context.width = 430
            old.setContext(context)
            old.matrix.setColumns(.appearance)
            old.select(tab: .strip)
            let list = try #require(old.canvas.list)
            let indexPath = try #require(list.indexPath(forPreviewRow: 2))
            list.selectItem(at: indexPath, animated: false, scrollPosition: [])
            list.contentOffset = CGPoint(x: 0, y: 120)
            Snapshotter.waitForDraw(old.window)

            let saved = old.sessionState
            #expect(saved.demo == "sidebar" && saved.item == "documents" && saved.pinnedStates == ["selected"])
            #expect(saved.selectedItem == "mobile-app" && saved.scrollY == 120)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("cellscope-state-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: file) }
            try saved.write(to: file)
            let read = try ViewerSessionState.read(from: file)
            #expect(read == saved)

            let new = try open(ViewerOptions(restoring: read, catalog: BuiltInDemos.catalog))
            defer { new.close() }
            new.restoreLiveList(from: read)
            #expect(new.sessionState == saved)
            #expect(new.demo.id == "sidebar" && new.item.id == "documents" && new.currentTab == .strip)
            #expect(new.pinned == ForcedStates(.selected))
            #expect(new.context.contentSizeCategory == .accessibilityLarge && new.context.userInterfaceStyle == .dark)
            #expect(new.context.layoutDirection == .rightToLeft && new.context.isBoldText && new.context.isHighContrast)
            #expect(new.context.width == 430 && new.matrix.columns == .appearance)
            #expect(new.canvas.list?.contentOffset.y == 120)
            #expect(new.canvas.selectedRow == 2)
            #expect(new.canvas.cell(forRow: 9, scrolling: false)?.shownState.isSelected == true, "the pinned state is on the live cell")
        }

        @Test func whatARebuildRemovedFallsBackInsteadOfFailing() throws {
            var state = ViewerSessionState(demo: "messages", item: "team-lunch", pinnedStates: ["unread", "renamed-state"],
                                           selectedItem: nil, tab: "matrix", matrixColumns: "sizes", size: "XL",
                                           appearance: "light", direction: "ltr", boldText: false, highContrast: false,
                                           width: 375, scrollX: 0, scrollY: 0)
            var options = ViewerOptions(restoring: state, catalog: BuiltInDemos.catalog)
            #expect(options.demoID == "messages" && options.itemID == "team-lunch" && options.tab == .matrix)
            #expect(options.states?.names(customStates: BuiltInDemos.catalog.demo(withID: "messages")!.customStates) == ["unread"])
            #expect(options.context.contentSizeCategory == .extraLarge)

            state.demo = "gone"
            state.item = "gone-too"
            state.tab = "nonsense"
            options = ViewerOptions(restoring: state, catalog: BuiltInDemos.catalog)
            #expect(options.demoID == BuiltInDemos.catalog.demos.first?.id && options.itemID == nil && options.tab == .inspector)
        }

        @Test func aDeviceAndItsOrientationSurviveARebuild() throws {
            var start = ViewerOptions()
            start.demoID = "settings"
            start.context = PreviewContext(device: .iPhone15, orientation: .landscape)
            let old = try open(start)
            defer { old.close() }
            let saved = old.sessionState
            #expect(saved.device == "iPhone 15" && saved.orientation == "landscape")
            let restored = ViewerOptions(restoring: try ViewerSessionState.decode(saved.encoded()), catalog: BuiltInDemos.catalog)
            #expect(restored.context.device == .iPhone15 && restored.context.orientation == .landscape && restored.context.width == 852)
            // A state written before devices existed has neither key, and reopens a free width.
            var old375 = saved
            old375.device = nil
            old375.orientation = nil
            #expect(!String(decoding: try old375.encoded(), as: UTF8.self).contains("device"))
            #expect(ViewerOptions(restoring: old375, catalog: BuiltInDemos.catalog).context.device == nil)
        }

        @Test func aFileThatIsNotAStateIsRefusedWithItsPath() throws {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("cellscope-not-state-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: file) }
            try Data("{\"demo\": 3}".utf8).write(to: file)
            #expect(throws: CommandLineError.self) { try ViewerSessionState.read(from: file) }
            do { _ = try ViewerSessionState.read(from: file) } catch { #expect(error.message.contains(file.path)) }
        }
    }
}
