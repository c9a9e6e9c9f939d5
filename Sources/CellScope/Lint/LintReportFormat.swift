import Foundation

/// How `cellscope lint` prints its report.
package enum LintReportFormat: String, CaseIterable, Sendable {
    /// A table per item, then a summary line.
    case text
    /// `{"checked": N, "findings": [{"demo", "item", "rule", "severity", "states", "size", "appearance",
    /// "contrast", "element", "measured", "required", "message"}]}`, keys in that order.
    case json

    /// The report in this format.
    package func render(_ report: LintReport) -> String {
        switch self {
        case .text: return Self.table(report)
        case .json: return Self.json(report)
        }
    }

    private static func table(_ report: LintReport) -> String {
        var lines: [String] = []
        var currentItem: String?
        for finding in report.findings {
            let item = "\(finding.demo) · \(finding.item)"
            if item != currentItem {
                if currentItem != nil { lines.append("") }
                lines.append(item)
                currentItem = item
            }
            let states = finding.states.isEmpty ? "normal" : finding.states.joined(separator: "+")
            let permutation = "\(states) · \(finding.size) · \(finding.appearance) · \(finding.contrast) contrast"
            lines.append("  " + [finding.severity.rawValue.padded(to: 7), finding.rule.rawValue.padded(to: 14),
                                 permutation.padded(to: 46), "\(finding.measured), needs \(finding.required)"].joined(separator: " "))
            lines.append("  " + String(repeating: " ", count: 23) + finding.message)
        }
        if !lines.isEmpty { lines.append("") }
        let counts = LintFinding.Severity.allCases.map { severity in
            let count = report.findings.filter { $0.severity == severity }.count
            return "\(count) \(severity.rawValue)\(count == 1 || severity == .info ? "" : "s")"
        }
        var summary = "checked \(report.checked) permutations: " + counts.joined(separator: ", ")
        if !report.accepted.isEmpty { summary += "; \(report.accepted.count) accepted by the config" }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

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
        let list = findings.isEmpty ? "[]" : "[\n" + findings.joined(separator: ",\n") + "\n  ]"
        return "{\n  \"checked\": \(report.checked),\n  \"findings\": \(list)\n}"
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
