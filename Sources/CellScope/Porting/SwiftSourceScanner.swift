/// Splits Swift source lines into code and the parts a rewrite must not touch: string literals
/// (single-line and multi-line, with escapes) and comments (line and nested block comments), carrying
/// what is open from one line to the next.
///
/// It is a scanner, not a parser: enough to tell `#selector(save)` in code from the same words in a
/// string or a comment.
struct SwiftSourceScanner {
    /// A stretch of one line.
    enum Segment: Equatable {
        /// Code, which a rewrite may change.
        case code(String)
        /// A string literal's or a comment's text, kept as it is.
        case verbatim(String)
    }

    private var blockCommentDepth = 0
    private var inMultilineString = false

    /// The segments of the next line of the file.
    mutating func segments(of line: String) -> [Segment] {
        var segments: [Segment] = []
        var code = "", verbatim = ""
        func flushCode() { if !code.isEmpty { segments.append(.code(code)); code = "" } }
        func flushVerbatim() { if !verbatim.isEmpty { segments.append(.verbatim(verbatim)); verbatim = "" } }
        let characters = Array(line)
        var index = 0
        var inString = false
        func starts(with text: String) -> Bool {
            let needle = Array(text)
            return index + needle.count <= characters.count && Array(characters[index..<index + needle.count]) == needle
        }
        while index < characters.count {
            if blockCommentDepth > 0 {
                if starts(with: "*/") { blockCommentDepth -= 1; verbatim += "*/"; index += 2; continue }
                if starts(with: "/*") { blockCommentDepth += 1; verbatim += "/*"; index += 2; continue }
                verbatim.append(characters[index]); index += 1; continue
            }
            if inMultilineString {
                if starts(with: "\"\"\"") { inMultilineString = false; verbatim += "\"\"\""; index += 3; flushVerbatim(); continue }
                if characters[index] == "\\", index + 1 < characters.count { verbatim.append(contentsOf: characters[index...index + 1]); index += 2; continue }
                verbatim.append(characters[index]); index += 1; continue
            }
            if inString {
                if characters[index] == "\\", index + 1 < characters.count { verbatim.append(contentsOf: characters[index...index + 1]); index += 2; continue }
                verbatim.append(characters[index])
                if characters[index] == "\"" { inString = false; flushVerbatim() }
                index += 1; continue
            }
            if starts(with: "//") {
                flushCode(); verbatim += String(characters[index...]); index = characters.count; continue
            }
            if starts(with: "/*") { flushCode(); blockCommentDepth = 1; verbatim += "/*"; index += 2; continue }
            if starts(with: "\"\"\"") { flushCode(); inMultilineString = true; verbatim += "\"\"\""; index += 3; continue }
            if characters[index] == "\"" { flushCode(); inString = true; verbatim += "\""; index += 1; continue }
            code.append(characters[index]); index += 1
        }
        flushCode(); flushVerbatim()
        return segments
    }
}
