/// Writes Swift source text line by line, indenting nested blocks by four spaces, and spells
/// values as Swift literals. The exporter writes generated code through it, so that every string a
/// prototype holds reaches the source as a literal that compiles to the same string.
package struct SwiftSourceWriter {
    /// The lines written so far, joined by newlines, with a final newline.
    package var text: String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }
    private var lines: [String] = []
    private var depth = 0

    /// Creates an empty writer.
    package init() {}

    /// Writes `line` at the current indentation (an empty line stays empty).
    package mutating func line(_ line: String = "") {
        lines.append(line.isEmpty ? "" : String(repeating: "    ", count: depth) + line)
    }

    /// Writes each of `lines` at the current indentation.
    package mutating func lines(_ lines: [String]) {
        for text in lines { line(text) }
    }

    /// Writes `opening` (which ends with `{`), the lines `body` writes one level deeper, and `closing`.
    package mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftSourceWriter) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// Writes a `switch` over `subject` whose `case` lines, written by `cases`, line up with it.
    package mutating func switchBlock(_ subject: String, _ cases: (inout SwiftSourceWriter) -> Void) {
        line("switch \(subject) {")
        cases(&self)
        line("}")
    }

    /// `text` as a Swift string literal: quotes, backslashes and control characters escaped, and
    /// every character outside printable ASCII written as `\u{…}`, so the literal is the same string
    /// whatever the file's encoding is taken to be and holds no invisible or bidirectional characters.
    package static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case " "..."~": literal.unicodeScalars.append(scalar)
            default: literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return literal + "\""
    }

    /// `text` as an optional string literal: `nil` when there is none.
    package static func optionalStringLiteral(_ text: String?) -> String {
        text.map(stringLiteral) ?? "nil"
    }

    /// A Swift identifier in lower camel case made of `text`'s ASCII letters and digits
    /// (`is-new` → `isNew`, `iPad Sidebar` → `iPadSidebar`); `fallback` when there are none.
    package static func identifier(_ text: String, fallback: String) -> String {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        guard let first = words.first else { return fallback }
        let joined = ([first.prefix(1).lowercased() + first.dropFirst()] + words.dropFirst().map(capitalizedFirst)).joined()
        return joined.first!.isNumber ? fallback + capitalizedFirst(joined) : joined
    }

    /// A Swift type name in upper camel case made of `text`'s ASCII letters and digits.
    package static func typeName(_ text: String, fallback: String) -> String {
        capitalizedFirst(identifier(text, fallback: fallback))
    }

    private static func capitalizedFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
