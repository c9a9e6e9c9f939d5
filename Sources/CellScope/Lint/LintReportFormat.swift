import Foundation

/// How `cellscope lint` prints its report.
package enum LintReportFormat: String, CaseIterable, Sendable {
    /// A line per defect (``LintDefect``) under its item, then a summary line.
    case text
    /// `{"checked": N, "findings": [{"demo", "item", "rule", "severity", "states", "size", "appearance",
    /// "contrast", "element", "measured", "required", "message"}], "defects": [{"rule", "severity", "demo",
    /// "item", "element", "problem", "measured", "required", "places", "permutations", "findings"}]}`, keys
    /// in that order; a defect's `findings` are the positions of its findings in the list.
    case json

    /// The report in this format.
    package func render(_ report: LintReport) -> String {
        switch self {
        case .text: return Self.table(report)
        case .json: return Self.json(report)
        }
    }

    /// One line per defect (``LintDefect``), under its item: severity, rule, the problem, what was
    /// measured against what is required, and where it occurs; then a summary line.
    private static func table(_ report: LintReport) -> String {
        var lines: [String] = []
        var currentItem: String?
        let defects = LintDefect.grouping(report.findings)
        for defect in defects {
            let finding = defect.first
            let item = "\(finding.demo) · \(finding.item)"
            if item != currentItem {
                if currentItem != nil { lines.append("") }
                lines.append(item)
                currentItem = item
            }
            let count = defect.permutationCount
            lines.append("  " + [finding.severity.rawValue.padded(to: 7), finding.rule.rawValue.padded(to: 14),
                                 "\(finding.problem) (\(defect.measured), needs \(defect.required)) \(defect.places) "
                                    + "(\(count) permutation\(count == 1 ? "" : "s"))"].joined(separator: " "))
        }
        if !lines.isEmpty { lines.append("") }
        let counts = LintFinding.Severity.allCases.map { severity in
            let count = defects.filter { $0.first.severity == severity }.count
            return "\(count) \(severity.rawValue)\(count == 1 || severity == .info ? "" : "s")"
        }
        var summary = "checked \(report.checked) permutations: \(defects.count) defect\(defects.count == 1 ? "" : "s") ("
            + counts.joined(separator: ", ") + ") in \(report.findings.count) finding\(report.findings.count == 1 ? "" : "s")"
        if !report.accepted.isEmpty { summary += "; \(report.accepted.count) accepted by the config" }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    /// The findings as they were (each with its permutation), then the defects that group them, each
    /// naming its findings by their index in the list.
    private static func json(_ report: LintReport) -> String {
        let findings = report.findings.map { finding in
            let fields: [(String, String)] = [
                ("demo", quoted(finding.demo)), ("item", quoted(finding.item)), ("rule", quoted(finding.rule.rawValue)),
                ("severity", quoted(finding.severity.rawValue)), ("states", "[" + finding.states.map(quoted).joined(separator: ", ") + "]"),
                ("size", quoted(finding.size)), ("appearance", quoted(finding.appearance)), ("contrast", quoted(finding.contrast)),
                ("element", quoted(finding.element)), ("measured", quoted(finding.measured)), ("required", quoted(finding.required)),
                ("message", quoted(finding.message)),
            ]
            return "    {" + fields.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        let defects = LintDefect.grouping(report.findings).map { defect in
            let finding = defect.first
            let fields: [(String, String)] = [
                ("rule", quoted(finding.rule.rawValue)), ("severity", quoted(finding.severity.rawValue)), ("demo", quoted(finding.demo)),
                ("item", quoted(finding.item)), ("element", quoted(finding.element)), ("problem", quoted(finding.problem)),
                ("measured", quoted(defect.measured)), ("required", quoted(defect.required)), ("places", quoted(defect.places)),
                ("permutations", String(defect.permutationCount)), ("findings", "[" + defect.positions.map(String.init).joined(separator: ", ") + "]"),
            ]
            return "    {" + fields.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        func list(_ entries: [String]) -> String { entries.isEmpty ? "[]" : "[\n" + entries.joined(separator: ",\n") + "\n  ]" }
        return "{\n  \"checked\": \(report.checked),\n  \"findings\": \(list(findings)),\n  \"defects\": \(list(defects))\n}"
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension String {
    /// The string with spaces after it up to `width` characters.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
