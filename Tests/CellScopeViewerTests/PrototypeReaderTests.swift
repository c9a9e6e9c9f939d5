@testable import CellScope
import Foundation
import Testing

/// A prototype file's mistakes are reported with their line and column and a clear message, and a
/// hostile file can neither read outside its folder nor cost much.
@Suite @MainActor struct PrototypeReaderTests {
    private let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("prototype-reader-\(getpid())")

    private func read(_ text: String) throws(PrototypeError) -> Prototype {
        try PrototypeReader.read(text, folder: folder, defaultTitle: "test")
    }

    /// The error `text` gives, as printed.
    private func error(_ text: String) -> String {
        do {
            _ = try read(text)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func anUnknownStyleNamesItsPlaceAndTheValidStyles() {
        let text = """
        {
          "sections": [
            { "items": [
                { "text": "Wi-Fi",
                  "style": "subtitel" }
            ] }
          ]
        }
        """
        #expect(error(text) == "line 5, column 20: unknown content style 'subtitel'; valid: cell, subtitleCell, valueCell, sidebarCell, "
            + "sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, header, footer, plainHeader, plainFooter, "
            + "groupedHeader, groupedFooter, sidebarHeader, prominentInsetGroupedHeader, extraProminentInsetGroupedHeader")
    }

    @Test func unknownKeysWrongTypesAndUnknownNamesSayWhere() {
        #expect(error(#"{ "sections": [ { "items": [ { "txt": "A" } ] } ] }"#).hasPrefix("line 1, column 32: unknown key 'txt' in an item; valid keys: id, style"))
        #expect(error(#"{ "sections": [ { "items": [ { "text": 3 } ] } ] }"#) == "line 1, column 40: 'text' must be a string, not a number")
        #expect(error("{ \"sections\": [ { \"items\": [\n  { \"text\": \"A\", \"textColor\": \"blu\" } ] } ] }")
            .hasPrefix("line 2, column 31: unknown color 'blu'; write #RRGGBB, #RRGGBBAA or a system color: label, secondaryLabel"))
        #expect(error(#"{ "sections": [ { "items": [ { "text": "A", "image": "not.a.symbol.at.all" } ] } ] }"#)
            == "line 1, column 54: unknown SF Symbol 'not.a.symbol.at.all' (the names CellKit draws are listed in Resources/Symbols/sf-symbols.tsv)")
        #expect(error(#"{ "appearance": "insetgrouped", "sections": [ { "items": [ { "text": "A" } ] } ] }"#)
            == "line 1, column 17: unknown appearance 'insetgrouped'; valid: plain, grouped, insetGrouped, sidebar, sidebarPlain")
        #expect(error(#"{ "sections": [ { "items": [ { "text": "A", "accessories": ["chevron"] } ] } ] }"#)
            == "line 1, column 61: unknown accessory 'chevron'; valid: disclosureIndicator, checkmark, detail, {\"label\": TEXT}, {\"switch\": true|false}")
        #expect(error(#"{ "sections": [ { "items": [ { "text": "A", "states": ["unread"] } ] } ] }"#)
            == "line 1, column 56: unknown state 'unread'; the prototype declares no 'states'")
        #expect(error(#"{ "states": { "selected": {} }, "sections": [] }"#).hasPrefix("line 1, column 15: 'selected' is a system state"))
        #expect(error(#"{ "sections": [ { "items": [ { "text": "A" }, { "text": "A" } ] } ] }"#)
            == "line 1, column 47: the id 'a' is used twice (first at line 1, column 30); give this row its own \"id\"")
    }

    @Test func malformedJSONSaysWhereItStops() {
        #expect(error("{\n  \"sections\": [\n    { \"items\": [ ] },\n  ]\n}") == "line 4, column 3: expected a value (an object, an array, a string, a number, true, false or null), found ']'")
        #expect(error("{ \"title\": \"open") == "line 1, column 12: this string is never closed with '\"'")
        #expect(error("{ \"title\": \"A\", \"title\": \"B\" }") == "line 1, column 17: the key 'title' appears twice in this object (first at line 1, column 3)")
        #expect(error("") == "line 1, column 1: the file ends where a value should be")
    }

    @Test func hugeNumbersAndAbsurdSizesAreRefused() {
        #expect(error(#"{ "sections": [ { "items": [ { "text": "A", "numberOfLines": 1e300 } ] } ] }"#)
            == "line 1, column 62: the number 1e300 is too large (at most 1,000,000,000 and 15 digits)")
        #expect(error(#"{ "sections": [ { "items": [ { "text": "A", "numberOfLines": 500 } ] } ] }"#)
            == "line 1, column 62: 'numberOfLines' must be between 0 and 20, not 500")
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        #expect(error("{ \"sections\": \(deep) }").hasSuffix("nesting deeper than 32 levels"))
        let many = (0..<1_001).map { "{ \"id\": \"r\($0)\" }" }.joined(separator: ",")
        #expect(error("{ \"sections\": [ { \"items\": [\(many)] } ] }") == "line 1, column 28: 'items' has 1001 elements; at most 1000 are allowed")
    }

    @Test func imagesOutsideTheFilesFolderOrTooLargeAreRefused() throws {
        let inside = folder.appendingPathComponent("inside")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        let secret = folder.appendingPathComponent("secret.png")
        try Data(base64Encoded: Self.onePixelPNG)!.write(to: secret)
        try Data(base64Encoded: Self.onePixelPNG)!.write(to: inside.appendingPathComponent("dot.png"))
        try? FileManager.default.removeItem(at: inside.appendingPathComponent("link.png"))
        try FileManager.default.createSymbolicLink(at: inside.appendingPathComponent("link.png"), withDestinationURL: secret)
        func imageError(_ path: String) -> String {
            do {
                _ = try PrototypeReader.read(#"{ "sections": [ { "items": [ { "text": "A", "image": "\#(path)" } ] } ] }"#,
                                             folder: inside, defaultTitle: "t")
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(imageError("dot.png") == "no error")
        #expect(imageError("../secret.png") == "line 1, column 54: the image '../secret.png' is outside the prototype's folder; images must be in its folder or below")
        #expect(imageError("link.png") == "line 1, column 54: the image 'link.png' is outside the prototype's folder; images must be in its folder or below")
        #expect(imageError("/etc/passwd.png") == "line 1, column 54: the image '/etc/passwd.png' must be a path relative to the prototype's folder")
        #expect(imageError("missing.png") == "line 1, column 54: the image file 'missing.png' does not exist")
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="SIDE" height="SIDE"><rect width="10" height="10"/></svg>"#
        try svg.replacingOccurrences(of: "SIDE", with: "24").write(to: inside.appendingPathComponent("icon.svg"), atomically: true, encoding: .utf8)
        try svg.replacingOccurrences(of: "SIDE", with: "100000").write(to: inside.appendingPathComponent("huge.svg"), atomically: true, encoding: .utf8)
        try "not an image".write(to: inside.appendingPathComponent("text.png"), atomically: true, encoding: .utf8)
        #expect(imageError("icon.svg") == "no error")
        #expect(imageError("huge.svg") == "line 1, column 54: the image 'huge.svg' is 100000×100000 pixels; at most 2048 on a side")
        #expect(imageError("text.png") == "line 1, column 54: 'text.png' is not a PNG, JPEG, GIF or SVG image that can be read")
    }

    @Test func theExamplesRead() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources/Prototypes")
        let inbox = try PrototypeReader.read(contentsOf: examples.appendingPathComponent("inbox.json"))
        #expect(inbox.states.map(\.name) == ["unread", "flagged"])
        #expect(inbox.sections[0].items[0].states == ["unread"])
        let sidebar = try PrototypeReader.read(contentsOf: examples.appendingPathComponent("sidebar.json"))
        #expect(sidebar.headerMode == .firstItemInSection)
        #expect(PrototypeList.visibleRows(of: sidebar).map(\.id)
            == ["library", "inbox", "drafts", "sent", "trash", "folders", "projects", "mobile-app", "quarterly-report", "archive", "photos"])
        let settings = try PrototypeReader.read(contentsOf: examples.appendingPathComponent("settings.json"))
        #expect(settings.navigation?.title == "Settings")
    }

    @Test func theSchemaNamesWhatTheReaderAccepts() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources/Prototypes/prototype.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        func property(_ definition: String, _ name: String) -> [String: Any]? {
            ((definitions[definition] as? [String: Any])?["properties"] as? [String: Any])?[name] as? [String: Any]
        }
        #expect(property("item", "style")?["enum"] as? [String] == PrototypeContentStyle.allCases.map(\.rawValue))
        #expect(property("barButton", "systemItem")?["enum"] as? [String] == PrototypeBarButtons.systemItemNames)
        let colors = ((definitions["color"] as? [String: Any])?["anyOf"] as? [[String: Any]])?.last?["enum"] as? [String]
        #expect(colors == PrototypeColor.systemColors.map(\.name))
        let look = try #require((definitions["look"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(look.keys) == Set(PrototypeReader.lookKeys))
        let appearance = (schema["properties"] as? [String: Any])?["appearance"] as? [String: Any]
        #expect(appearance?["enum"] as? [String] == PrototypeAppearance.allCases.map(\.rawValue))
    }

    /// A 1×1 PNG.
    static let onePixelPNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
}
