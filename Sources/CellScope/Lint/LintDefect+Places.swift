import Foundation

extension LintDefect {
    /// The most state combinations ``places`` names before it counts the rest.
    static let namedStateCombinations = 4

    /// Where the defect occurs, in words, each dimension the union of its findings': "at L…AX5, light and
    /// dark, normal and increased contrast, in normal and selected". The sizes are runs of consecutive
    /// sizes ("XS…L, AX5"), or "every size"; the state combinations are listed fewest states first, at
    /// most ``namedStateCombinations`` of them. Not every combination of these need occur:
    /// ``permutationCount`` says how many do, and the JSON report lists each finding.
    package var places: String {
        [sizePhrase, appearancePhrase, contrastPhrase, statePhrase].joined(separator: ", ")
    }

    /// "at every size", "at L…AX5", "at XS, M…L".
    var sizePhrase: String {
        let names = ContentSizeNames.all.map(\.name)
        let used = Set(findings.flatMap(\.sizes))
        let indices = names.indices.filter { used.contains(names[$0]) }
        if indices.count == names.count { return "at every size" }
        var runs: [[Int]] = []
        for index in indices {
            if let last = runs.last?.last, last + 1 == index { runs[runs.count - 1].append(index) } else { runs.append([index]) }
        }
        let parts = runs.flatMap { run -> [String] in
            run.count >= 3 ? ["\(names[run[0]])…\(names[run[run.count - 1]])"] : run.map { names[$0] }
        }
        return "at " + parts.joined(separator: ", ")
    }

    /// "light and dark", "light", "dark".
    var appearancePhrase: String {
        Self.both(["light", "dark"].filter { name in findings.contains { $0.appearance == name } })
    }

    /// "normal and increased contrast", "increased contrast".
    var contrastPhrase: String {
        Self.both(["normal", "increased"].filter { name in findings.contains { $0.contrast == name } }) + " contrast"
    }

    /// "in normal", "in normal and selected", "in normal, selected, highlighted, selected+highlighted and 4 more".
    var statePhrase: String {
        var combinations: [[String]] = []
        for finding in findings where !combinations.contains(finding.states) { combinations.append(finding.states) }
        let ordered = combinations.enumerated().sorted { ($0.element.count, $0.offset) < ($1.element.count, $1.offset) }
            .map { $0.element.isEmpty ? "normal" : $0.element.joined(separator: "+") }
        guard ordered.count > Self.namedStateCombinations else { return "in " + ordered.spokenList }
        let rest = ordered.count - Self.namedStateCombinations
        return "in " + ordered.prefix(Self.namedStateCombinations).joined(separator: ", ")
            + " and \(rest) more state combination\(rest == 1 ? "" : "s")"
    }

    private static func both(_ names: [String]) -> String {
        names.joined(separator: " and ")
    }
}
