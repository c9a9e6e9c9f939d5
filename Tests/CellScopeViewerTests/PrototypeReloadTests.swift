import CGtk
import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension ViewerTests {
    /// Saving a prototype file reloads its demo in the open viewer with the state kept; a save with
    /// a mistake shows its line and column in the banner and keeps the last good picture, and the
    /// next good save reloads again.
    @Suite(.gtk) @MainActor struct PrototypeReload {
        private static func text(wifi: String) -> String {
            """
            {
              "appearance": "insetGrouped",
              "states": { "new": { "bold": true, "textColor": "systemBlue" } },
              "sections": [
                { "header": "Network", "items": [
                  { "id": "airplane", "text": "Airplane Mode", "image": "airplane", "accessories": [{ "switch": true }] },
                  { "id": "wifi", "style": "valueCell", "text": "\(wifi)", "secondaryText": "Home", "accessories": ["disclosureIndicator"] }
                ] }
              ]
            }
            """
        }

        @Test func savingReloadsWithTheStateKeptAndAMistakeKeepsTheLastGoodPicture() throws {
            let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("prototype-reload-\(getpid())-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("network.json")
            try Self.text(wifi: "Wi-Fi").write(to: file, atomically: true, encoding: .utf8)

            let catalog = try PrototypeArguments.catalog(TestDemos.catalog, adding: [file.path])
            var options = ViewerOptions()
            options.demoID = file.path
            options.itemID = "wifi"
            options.appearance = .dark
            options.context.contentSizeCategory = .accessibilityMedium
            let viewer = ViewerWindow(catalog: catalog, options: options)
            defer { viewer.close() }
            viewer.present()
            Snapshotter.waitForDraw(viewer.window)
            let new = try #require(ForcedStates(named: "new", customStates: viewer.demo.customStates))
            viewer.pin(new)
            #expect(viewer.inspectedCellText == "Wi-Fi")

            var outcomes: [PrototypeReloader.Outcome] = []
            let reloader = try PrototypeReloader(viewer: viewer, files: [file.path: file], output: { _ in })
            reloader.onOutcome = { outcomes.append($0) }
            func save(_ text: String) throws -> PrototypeReloader.Outcome? {
                let count = outcomes.count
                try text.write(to: file, atomically: true, encoding: .utf8)
                MainLoop.iterate(until: { outcomes.count > count }, timeout: 20)
                return outcomes.count > count ? outcomes.last : nil
            }

            guard case .reloaded = try save(Self.text(wifi: "Wireless")) else {
                Issue.record("the save did not reload: \(outcomes)")
                return
            }
            #expect(viewer.inspectedCellText == "Wireless")
            #expect(viewer.item.id == "wifi")
            #expect(viewer.pinned?.names(customStates: viewer.demo.customStates) == ["new"])
            #expect(viewer.context.userInterfaceStyle == .dark)
            #expect(viewer.context.contentSizeCategory == .accessibilityMedium)
            #expect(!viewer.buildErrorBanner.isShown)
            let good = try viewer.canvasImage()

            let broken = Self.text(wifi: "Wi-Fi").replacingOccurrences(of: "\"valueCell\"", with: "\"valueCel\"")
            guard case .refused(_, let error) = try save(broken) else {
                Issue.record("the malformed save was not refused: \(outcomes)")
                return
            }
            #expect(error.position == SourcePosition(line: 7, column: 32))
            #expect(viewer.buildErrorBanner.isShown)
            #expect(viewer.buildErrorBanner.text.contains("network.json:7:32: unknown content style 'valueCel'"))
            #expect(viewer.inspectedCellText == "Wireless")
            Snapshotter.waitForDraw(viewer.window)
            // The banner takes height from the canvas; the list above its bottom edge is unchanged.
            let kept = try viewer.canvasImage()
            let top = CGRect(x: 0, y: 0, width: good.width, height: min(good.height, kept.height))
            let unchanged = ImageComparison(actual: kept.cropped(to: top), expected: good.cropped(to: top), tolerance: 0).matches
            #expect(unchanged)

            guard case .reloaded = try save(Self.text(wifi: "Wi-Fi 6")) else {
                Issue.record("the fixed save did not reload: \(outcomes)")
                return
            }
            #expect(!viewer.buildErrorBanner.isShown)
            #expect(viewer.inspectedCellText == "Wi-Fi 6")
            withExtendedLifetime(reloader) {}
        }
    }
}
