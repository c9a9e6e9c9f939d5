import CellKit
@testable import CellScope
import CellScopeDemos
import Foundation
import Testing

extension ViewerTests {
    /// A saved view file (`"format": "cellscope view 1"`) reopens what it describes, always in the
    /// same bytes, and a file from outside is read strictly: every unknown format, key or value is
    /// an error that names the key.
    @Suite @MainActor struct SavedViewFileTests {
        nonisolated static let state = ViewerSessionState(
            demo: "messages", item: "team-lunch", pinnedStates: ["unread", "selected"], selectedItem: "team-lunch",
            tab: "matrix", matrixColumns: "appearance", size: "AX2", appearance: "dark", direction: "rtl",
            boldText: true, highContrast: true, width: 852, device: "iPhone 15", orientation: "landscape",
            tint: "#FF2D55", scrollX: 0, scrollY: 44)

        @Test func aViewRoundTripsThroughItsFileInTheSameBytes() throws {
            let data = try SavedView(state: Self.state).encoded()
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(object["format"] as? String == "cellscope view 1")
            let read = try SavedView.decode(data, catalog: BuiltInDemos.catalog)
            #expect(read.state == Self.state)
            #expect(try read.encoded() == data, "the same view gives the same bytes")

            let options = ViewerOptions(restoring: read.state, catalog: BuiltInDemos.catalog)
            #expect(options.demoID == "messages" && options.itemID == "team-lunch" && options.tab == .matrix)
            #expect(options.states?.names(customStates: BuiltInDemos.catalog.demo(withID: "messages")!.customStates).sorted()
                == ["selected", "unread"])
            #expect(options.context.contentSizeCategory == .accessibilityLarge)
            #expect(options.context.userInterfaceStyle == .dark && options.context.layoutDirection == .rightToLeft)
            #expect(options.context.isBoldText && options.context.isHighContrast)
            #expect(options.context.device?.name == "iPhone 15" && options.context.orientation == .landscape)
            #expect(options.context.tintColor.map(TintColorHex.string(of:)) == "#FF2D55")
        }

        @Test func anExportsViewFileSitsBesideThePNG() {
            let png = URL(fileURLWithPath: "/tmp/report/sidebar-inspector-documents.png")
            #expect(SavedView.url(besideExport: png).path == "/tmp/report/sidebar-inspector-documents.view.json")
        }

        /// Each bad file: a key set to a JSON value (nil: removed) and the words its error must contain.
        nonisolated static let badFiles: [(key: String, json: String?, message: String)] = [
            ("format", "\"cellscope view 3\"", "key 'format': unknown format cellscope view 3"),
            ("format", nil, "key 'format' is missing"),
            ("zoom", "2", "unknown key 'zoom'"),
            ("demo", "\"nope\"", "key 'demo': unknown value 'nope'"),
            ("item", "\"nope\"", "key 'item': unknown value 'nope'"),
            ("item", nil, "key 'item' is missing"),
            ("pinnedStates", "[\"unread\", \"glowing\"]", "key 'pinnedStates': unknown value 'glowing'"),
            ("size", "\"XXXXL\"", "key 'size': unknown value 'XXXXL'"),
            ("appearance", "\"sepia\"", "key 'appearance': unknown value 'sepia'"),
            ("direction", "\"ttb\"", "key 'direction': unknown value 'ttb'"),
            ("tab", "\"settings\"", "key 'tab': unknown value 'settings'"),
            ("device", "\"Nokia 3310\"", "key 'device': unknown value 'Nokia 3310'"),
            ("orientation", "\"upside-down\"", "key 'orientation': unknown value 'upside-down'"),
            ("width", "12", "key 'width': 12.0 is not a canvas width"),
            ("tint", "\"red\"", "key 'tint': 'red' is not a color"),
            ("boldText", "\"yes\"", "key 'boldText': expected Bool"),
            ("size", "3", "key 'size': expected a string"),
            ("scrollY", nil, "key 'scrollY' is missing"),
        ]

        @Test(arguments: badFiles.indices)
        func aBadFileIsRefusedNamingTheKey(index: Int) throws {
            let (key, json, message) = Self.badFiles[index]
            var object = try #require(try JSONSerialization.jsonObject(with: SavedView(state: Self.state).encoded()) as? [String: Any])
            object[key] = try json.map { try JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed) }
            let data = try JSONSerialization.data(withJSONObject: object)
            #expect(throws: CommandLineError.self) { try SavedView.decode(data, catalog: BuiltInDemos.catalog) }
            do { _ = try SavedView.decode(data, catalog: BuiltInDemos.catalog) } catch {
                #expect(error.message.contains(message), "\(error.message)")
            }
        }

        @Test func aFileThatIsNotAJSONObjectIsRefused() {
            for text in ["", "[1, 2]", "{\"format\": ", "PNG"] {
                do { _ = try SavedView.decode(Data(text.utf8), catalog: BuiltInDemos.catalog); Issue.record("'\(text)' was read") } catch {
                    #expect(error.message == "it is not a JSON object")
                }
            }
        }
    }
}
