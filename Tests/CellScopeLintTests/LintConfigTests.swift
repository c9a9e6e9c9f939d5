import CellScope
import Foundation
import Testing

/// The accepted-exceptions file: what it covers, and the errors for files that are wrong.
struct LintConfigTests {
    static let finding = LintFinding(demo: "settings", item: "wifi", rule: .contrast, severity: .error, states: ["selected"],
                                     size: "L", appearance: "light", contrast: "normal", element: "secondaryText",
                                     measured: "3.1:1", required: "4.5:1", message: "m")

    static func config(_ json: String) throws -> LintConfig { try LintConfig(data: Data(json.utf8), name: "lint.json") }

    @Test func anExceptionCoversFindingsMatchingEveryKeyItGives() throws {
        let config = try Self.config("""
            {"accept": [{"rule": "contrast", "demo": "settings", "element": "secondary*", "appearance": "light",
                         "reason": "the system secondary label"}]}
            """)
        #expect(config.reason(accepting: Self.finding) == "the system secondary label")
        var dark = Self.finding
        dark.appearance = "dark"
        #expect(config.reason(accepting: dark) == nil)
        var truncation = Self.finding
        truncation.rule = .truncation
        #expect(config.reason(accepting: truncation) == nil)
    }

    @Test func statesMatchTheExactCombination() throws {
        let config = try Self.config(#"{"accept": [{"rule": "contrast", "states": ["selected"], "reason": "r"}]}"#)
        #expect(config.reason(accepting: Self.finding) == "r")
        var normal = Self.finding
        normal.states = []
        #expect(config.reason(accepting: normal) == nil)
    }

    @Test(arguments: [
        ("{", "not valid JSON"),
        ("[]", "the file must be a JSON object"),
        (#"{"accepted": []}"#, "unknown key \"accepted\""),
        (#"{"accept": {}}"#, "\"accept\" must be a list"),
        (#"{"accept": [{"rule": "contrast"}]}"#, "exception 1 needs a \"reason\""),
        (#"{"accept": [{"rule": "contrast", "reason": "  "}]}"#, "exception 1 needs a \"reason\""),
        (#"{"accept": [{"reason": "r"}]}"#, "exception 1 needs \"rule\""),
        (#"{"accept": [{"rule": "colour", "reason": "r"}]}"#, "unknown rule 'colour'; rules: contrast, truncation, mid-word-break"),
        (#"{"accept": [{"rule": "overlap", "reason": "r", "itme": "x"}]}"#, "unknown key \"itme\""),
        (#"{"accept": [{"rule": "overlap", "reason": "r", "size": 3}]}"#, "\"size\" must be text"),
        (#"{"accept": [{"rule": "overlap", "reason": "r", "states": "selected"}]}"#, "\"states\" must be a list"),
    ])
    func malformedFilesAreRefusedWithWhatIsWrong(json: String, message: String) {
        #expect {
            _ = try Self.config(json)
        } throws: { error in
            let text = (error as? CommandLineError)?.message ?? ""
            return text.hasPrefix("--config 'lint.json': ") && text.contains(message)
        }
    }
}
