import CellKit
@testable import CellScope
import CellScopeDemos
import Foundation
import GtkSupport
import Testing

extension ViewerTests {
    /// The reference's model: where it is drawn (by the device's scale), what a file must be to be
    /// one, the reference remembered per demo and item, and a saved view that names one.
    @Suite @MainActor struct ReferenceModelTests {
        @Test func aReferenceIsDrawnAtItsPixelsDividedByTheDevicesScale() {
            let phone = ReferenceAlignment(pixelWidth: 1179, pixelHeight: 2556, canvasSize: CGSize(width: 393, height: 852),
                                           deviceScale: 3, followsWindowHeight: false)
            #expect(phone.scale == 3 && phone.pointSize == CGSize(width: 393, height: 852) && !phone.isAtAnotherScale)
            #expect(phone.note == "@3x, 393 × 852 pt")

            // A screenshot cut shorter keeps the device's scale.
            let cut = ReferenceAlignment(pixelWidth: 1179, pixelHeight: 1200, canvasSize: CGSize(width: 393, height: 852),
                                         deviceScale: 3, followsWindowHeight: false)
            #expect(cut.scale == 3 && cut.pointSize == CGSize(width: 393, height: 400))
        }

        @Test func aReferenceOfTheCanvasAtAnotherScaleIsShownAtItsPointSizeAndSaysSo() {
            let atTwo = ReferenceAlignment(pixelWidth: 786, pixelHeight: 1704, canvasSize: CGSize(width: 393, height: 852),
                                           deviceScale: 3, followsWindowHeight: false)
            #expect(atTwo.scale == 2 && atTwo.pointSize == CGSize(width: 393, height: 852) && atTwo.isAtAnotherScale)
            #expect(atTwo.note.contains("not the device's @3x: shown resampled") && atTwo.note.contains("--scale 2"))

            // A free width's height follows the window: its width alone tells the scale.
            let free = ReferenceAlignment(pixelWidth: 750, pixelHeight: 2000, canvasSize: CGSize(width: 375, height: 640),
                                          deviceScale: 1, followsWindowHeight: true)
            #expect(free.scale == 2 && free.pointSize == CGSize(width: 375, height: 1000))
        }

        @Test func theReferenceIsRememberedPerDemoAndItem() {
            var memory = ReferenceMemory()
            memory[demo: "tasks", item: "taxes"] = ReferenceSetting(path: "/a.png", mode: .difference)
            memory[demo: "tasks", item: nil] = ReferenceSetting(path: "/b.png")
            #expect(memory[demo: "tasks", item: "taxes"]?.shownMode == .difference)
            #expect(memory[demo: "tasks", item: "call"] == nil)
            #expect(memory[demo: "tasks", item: nil]?.path == "/b.png")
            memory[demo: "tasks", item: "taxes"] = nil
            #expect(memory.count == 1)
            #expect(ReferenceMode.allCases.map(\.rawValue) == ["side-by-side", "onion-skin", "difference"])
        }

        @Test func aPNGWithinTheLimitsIsAReferenceAndAnythingElseIsRefusedSayingWhy() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellscope-reference-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let good = folder.appendingPathComponent("good.png")
            try PixelImage(width: 6, height: 4, fill: (10, 20, 30, 255)).writePNG(to: good)
            #expect(try ReferenceImage(contentsOf: good).pixels.width == 6)

            func reason(_ name: String, _ bytes: [UInt8]?) -> String {
                let url = folder.appendingPathComponent(name)
                if let bytes { #expect(FileManager.default.createFile(atPath: url.path, contents: Data(bytes))) }
                do { _ = try ReferenceImage(contentsOf: url); return "accepted" } catch { return error.reason }
            }
            var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            header += [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20]  // 20,000 × 20,000
            #expect(reason("notes.png", Array("not a picture at all, just words".utf8)) == "is not a PNG")
            #expect(reason("missing.png", nil) == "does not exist")
            #expect(reason("huge.png", header).hasPrefix("is 20,000 × 20,000 pixels, more than an image may have"))
            var broken = try Array(Data(contentsOf: good))
            broken.replaceSubrange(40..<broken.count, with: [UInt8](repeating: 7, count: 30))
            #expect(reason("broken.png", broken) == "is not a readable PNG (its header is, its image data is not)")
        }

        nonisolated static let state = ViewerSessionState(
            demo: "messages", item: "team-lunch", tab: "inspector", matrixColumns: "sizes", size: "L", appearance: "light",
            direction: "ltr", boldText: false, highContrast: false, width: 375, scrollX: 0, scrollY: 0,
            reference: ReferenceSetting(path: "designs/lunch.png", mode: .difference, opacity: 0.3))

        @Test func aSavedViewWithAReferenceRoundTripsAsFormatTwo() throws {
            let data = try SavedView(state: Self.state).encoded()
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(object["format"] as? String == "cellscope view 2")
            let read = try SavedView.decode(data, catalog: BuiltInDemos.catalog)
            #expect(read.state == Self.state && read.state.reference?.shownMode == .difference)
            #expect(try read.encoded() == data)
            let url = try #require(read.state.reference).url(relativeTo: URL(fileURLWithPath: "/tmp/report"))
            #expect(url.path == "/tmp/report/designs/lunch.png", "a relative path starts at the view's folder")

            var withoutReference = Self.state
            withoutReference.reference = nil
            let plain = try #require(try JSONSerialization.jsonObject(with: SavedView(state: withoutReference).encoded()) as? [String: Any])
            #expect(plain["format"] as? String == "cellscope view 1" && plain["reference"] == nil)
        }

        @Test(arguments: [
            ("{\"path\": \"a.png\", \"mode\": \"blend\", \"opacity\": 0.5}", "2", "key 'reference.mode': unknown value 'blend'"),
            ("{\"path\": \"a.png\", \"mode\": \"difference\", \"opacity\": 3}", "2", "key 'reference.opacity': 3.0 is not an opacity"),
            ("{\"path\": \"\", \"mode\": \"difference\", \"opacity\": 1}", "2", "key 'reference.path'"),
            ("{\"path\": \"a.png\", \"mode\": \"difference\", \"opacity\": 1}", "1", "key 'reference' needs \"format\": \"cellscope view 2\""),
        ])
        func aBadReferenceInAViewIsRefusedNamingTheKey(reference: String, format: String, message: String) throws {
            var object = try #require(try JSONSerialization.jsonObject(with: SavedView(state: Self.state).encoded()) as? [String: Any])
            object["reference"] = try JSONSerialization.jsonObject(with: Data(reference.utf8))
            object["format"] = "cellscope view \(format)"
            let data = try JSONSerialization.data(withJSONObject: object)
            do {
                _ = try SavedView.decode(data, catalog: BuiltInDemos.catalog)
                Issue.record("the view was read")
            } catch {
                #expect(error.message.contains(message), "\(error.message)")
            }
        }
    }
}
