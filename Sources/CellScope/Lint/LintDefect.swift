/// One defect lint found: the findings of one rule, at one severity, on one element of one item, whose
/// problems read the same wherever they occur (in every state combination, text size, appearance and
/// contrast setting), so that a report gives it one line.
///
/// Two findings' problems read the same when they are equal once their numbers, quoted words and
/// remarks in parentheses are set aside (a touch target's size, the word a label breaks, whether text
/// counts as large at that size) and their colors (`#RRGGBB`, in order)
/// are each within ``colorTolerance`` of the defect's first finding, channel by channel. The tolerance
/// absorbs the rounding of anti-aliased and composited pixels (a gray read as `#B6B6BB` at one size and
/// `#B6B6BC` at the next), while colors that differ as designs do (a selected row's text on its fill)
/// stay separate defects.
package struct LintDefect: Sendable {
    /// How far apart two colors may be, in 1/255 steps of each of red, green and blue, and still be
    /// the same defect's.
    package static let colorTolerance = 2

    /// The findings, in report order.
    package var findings: [LintFinding]
    /// Where each finding is in the list the defects were grouped from (``grouping(_:)``).
    package var positions: [Int]

    /// The first finding: the defect's demo, item, rule, severity and element, and the problem it names.
    package var first: LintFinding { findings[0] }

    /// The permutations it occurs in (state combination, size, appearance and contrast), each once.
    package var permutationCount: Int {
        Set(findings.flatMap { finding in
            finding.sizes.map { [finding.states.joined(separator: "+"), $0, finding.appearance, finding.contrast] }
        }).count
    }

    /// What was measured: the one value, or the lowest and highest of several ("16 × 39 pt … 33 × 244 pt",
    /// ordered by their first number).
    package var measured: String {
        var values: [String] = []
        for finding in findings where !values.contains(finding.measured) { values.append(finding.measured) }
        guard values.count > 1 else { return values.first ?? "" }
        let ordered = values.enumerated().sorted { lhs, rhs in
            (Self.leadingNumber(lhs.element) ?? 0, lhs.offset) < (Self.leadingNumber(rhs.element) ?? 0, rhs.offset)
        }.map(\.element)
        return values.count == 2 ? ordered.joined(separator: ", ") : "\(ordered[0]) … \(ordered[ordered.count - 1])"
    }

    /// What the rule requires: the one value, or each of them ("4.5:1 or 3.0:1", as text grows large).
    package var required: String {
        var values: [String] = []
        for finding in findings where !values.contains(finding.required) { values.append(finding.required) }
        return values.joined(separator: " or ")
    }

    /// Groups `findings` into defects, in the order each defect is first found.
    package static func grouping(_ findings: [LintFinding]) -> [LintDefect] {
        struct Key: Hashable {
            let demo, item, rule, severity, element, shape: String
        }
        var defects: [LintDefect] = []
        var anchors: [Key: [(index: Int, colors: [[Int]])]] = [:]
        for (position, finding) in findings.enumerated() {
            let (shape, colors) = Self.shape(of: finding.problem)
            let key = Key(demo: finding.demo, item: finding.item, rule: finding.rule.rawValue, severity: finding.severity.rawValue,
                          element: finding.element, shape: shape)
            if let match = anchors[key]?.first(where: { Self.isClose($0.colors, colors) }) {
                defects[match.index].findings.append(finding)
                defects[match.index].positions.append(position)
            } else {
                anchors[key, default: []].append((defects.count, colors))
                defects.append(LintDefect(findings: [finding], positions: [position]))
            }
        }
        return defects
    }

    /// The problem with its colors, numbers, quoted words and remarks in parentheses replaced by placeholders, and its colors
    /// as red, green and blue from 0 to 255, in order.
    static func shape(of problem: String) -> (shape: String, colors: [[Int]]) {
        var shape = "", colors: [[Int]] = []
        var characters = Substring(problem)
        while let character = characters.first {
            if character == "#", let color = Self.color(at: characters.dropFirst()) {
                colors.append(color)
                shape += "#"
                characters = characters.dropFirst(7)
            } else if character == "\"", let end = characters.dropFirst().firstIndex(of: "\"") {
                shape += "\"…\""
                characters = characters[characters.index(after: end)...]
            } else if character == "(", let end = characters.firstIndex(of: ")") {
                shape += "(…)"
                characters = characters[characters.index(after: end)...]
            } else if character.isNumber {
                shape += "0"
                characters = characters.drop { $0.isNumber || $0 == "." }
            } else {
                shape.append(character)
                characters = characters.dropFirst()
            }
        }
        return (shape, colors)
    }

    /// The color whose six hexadecimal digits start `text`, if they do.
    private static func color(at text: Substring) -> [Int]? {
        let digits = text.prefix(6)
        guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
        return [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF]
    }

    private static func isClose(_ lhs: [[Int]], _ rhs: [[Int]]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { a, b in zip(a, b).allSatisfy { abs($0 - $1) <= colorTolerance } }
    }

    private static func leadingNumber(_ text: String) -> Double? {
        Double(text.prefix { $0.isNumber || $0 == "." })
    }
}
