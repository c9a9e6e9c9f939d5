import Foundation

/// Findings a project accepts, each with its reason: the file `cellscope lint --config FILE` reads.
///
/// The file is JSON, an object with one key, `accept`, a list of exceptions:
///
/// ```json
/// {
///   "accept": [
///     { "rule": "contrast", "demo": "settings", "element": "secondaryText", "contrast": "normal",
///       "reason": "UIKit's secondaryLabel, kept as the system draws it" }
///   ]
/// }
/// ```
///
/// Each exception needs `rule` (one of lint's rules) and a non-empty `reason`. It may narrow what it
/// covers with `demo`, `item`, `element`, `severity`, `size`, `appearance` (`light`, `dark`), `contrast`
/// (`normal`, `increased`) and `states` (the exact combination, a list; `[]` is the normal state). A text
/// value ending in `*` matches every value that starts with what comes before it. An exception covers a
/// finding when every key it gives matches. Any other key, a wrong type or an unknown rule is an error.
package struct LintConfig: Sendable {
    /// One accepted exception.
    package struct Exception: Sendable {
        /// The rule it covers.
        package var rule: LintFinding.Rule
        /// The values it narrows to, by key (`demo`, `item`, …); absent keys match anything.
        package var patterns: [String: String]
        /// The exact state combination it covers (nil: any).
        package var states: [String]?
        /// Why the finding is accepted.
        package var reason: String
    }

    /// The exceptions, in file order.
    package var exceptions: [Exception] = []

    /// The keys an exception may narrow by, besides `rule`, `states` and `reason`.
    static let patternKeys = ["demo", "item", "element", "severity", "size", "appearance", "contrast"]

    /// No exceptions.
    package init() {}

    /// Reads a config file; a file that cannot be read or is malformed throws a ``CommandLineError``
    /// that says where and what is wrong (`option` is the option that named the file).
    package init(contentsOf url: URL, option: String = "--config") throws(CommandLineError) {
        let data: Data
        do { data = try InputFile.read(url.path, limit: 16 << 20) } catch {
            throw CommandLineError("\(option) '\(url.path)' \(error.reason)")
        }
        try self.init(data: data, name: url.path, option: option)
    }

    /// Parses a config from JSON bytes; `name` and `option` are used in messages.
    package init(data: Data, name: String, option: String = "--config") throws(CommandLineError) {
        func fail(_ message: String) -> CommandLineError { CommandLineError("\(option) '\(name)': \(message)") }
        let parsed: Any
        do { parsed = try JSONSerialization.jsonObject(with: data) } catch {
            throw fail("not valid JSON (\((error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"))")
        }
        guard let root = parsed as? [String: Any] else { throw fail("the file must be a JSON object with an \"accept\" list") }
        if let extra = root.keys.first(where: { $0 != "accept" }) { throw fail("unknown key \"\(extra)\"; the only key is \"accept\"") }
        guard let list = root["accept"] as? [Any] else { throw fail("\"accept\" must be a list of exceptions") }
        for (index, entry) in list.enumerated() {
            let place = "exception \(index + 1)"
            guard let object = entry as? [String: Any] else { throw fail("\(place) must be an object") }
            let allowed = Set(Self.patternKeys + ["rule", "states", "reason"])
            if let extra = object.keys.sorted().first(where: { !allowed.contains($0) }) {
                throw fail("\(place) has the unknown key \"\(extra)\"; keys: \(allowed.sorted().joined(separator: ", "))")
            }
            guard let ruleName = object["rule"] as? String else { throw fail("\(place) needs \"rule\" (text)") }
            guard let rule = LintFinding.Rule(rawValue: ruleName) else {
                throw fail("\(place) has the unknown rule '\(ruleName)'; rules: \(LintFinding.Rule.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guard let reason = (object["reason"] as? String)?.trimmingCharacters(in: .whitespacesAndNewlines), !reason.isEmpty else {
                throw fail("\(place) needs a \"reason\": say why the finding is accepted")
            }
            var patterns: [String: String] = [:]
            for key in Self.patternKeys where object[key] != nil {
                guard let value = object[key] as? String else { throw fail("\(place): \"\(key)\" must be text") }
                patterns[key] = value
            }
            var states: [String]?
            if let value = object["states"] {
                guard let names = value as? [String] else { throw fail("\(place): \"states\" must be a list of state names") }
                states = names
            }
            exceptions.append(Exception(rule: rule, patterns: patterns, states: states, reason: reason))
        }
    }

    /// The reason of the first exception that covers `finding`, or nil.
    package func reason(accepting finding: LintFinding) -> String? {
        exceptions.first { $0.covers(finding) }?.reason
    }
}

extension LintConfig.Exception {
    /// Whether every key the exception gives matches the finding.
    func covers(_ finding: LintFinding) -> Bool {
        guard rule == finding.rule else { return false }
        if let states, Set(states) != Set(finding.states) { return false }
        let values = ["demo": finding.demo, "item": finding.item, "element": finding.element, "severity": finding.severity.rawValue,
                      "size": finding.size, "appearance": finding.appearance, "contrast": finding.contrast]
        return patterns.allSatisfy { key, pattern in
            guard let value = values[key] else { return false }
            if pattern.hasSuffix("*") { return value.hasPrefix(pattern.dropLast()) }
            return value == pattern
        }
    }
}
