import Foundation

/// Reads JSON text (RFC 8259) into ``PrototypeJSON`` values that remember their line and column.
/// Foundation's `JSONSerialization` reports byte offsets at best and loses key order; a designer's
/// file needs both. Limits keep a hostile file from costing much: nesting deeper than
/// ``maximumDepth``, strings longer than ``maximumStringLength`` characters and numbers with more
/// than 15 significant digits or beyond ±1e9 are refused.
struct PrototypeJSONParser {
    /// The deepest nesting of objects and arrays accepted.
    static let maximumDepth = 32
    /// The longest string accepted, in characters.
    static let maximumStringLength = 2_000

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    /// Parses `text`; the error says where the text stops being JSON.
    static func parse(_ text: String) throws(PrototypeError) -> PrototypeJSON {
        var parser = PrototypeJSONParser(scalars: Array(text.unicodeScalars))
        parser.skipWhitespace()
        let value = try parser.readValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.scalars.count {
            throw PrototypeError("unexpected '\(parser.scalars[parser.index])' after the end of the JSON value", at: parser.position)
        }
        return value
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private var position: SourcePosition { SourcePosition(line: line, column: column) }
    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let scalar = current, [" ", "\t", "\n", "\r"].contains(scalar) { advance() }
    }

    private func unexpected(_ expected: String) -> PrototypeError {
        guard let scalar = current else { return PrototypeError("the file ends where \(expected) should be", at: position) }
        let shown = scalar.properties.isWhitespace || scalar.value < 0x20 ? "U+\(String(scalar.value, radix: 16, uppercase: true))" : "'\(scalar)'"
        return PrototypeError("expected \(expected), found \(shown)", at: position)
    }

    private mutating func readValue(depth: Int) throws(PrototypeError) -> PrototypeJSON {
        let start = position
        guard let scalar = current else { throw unexpected("a value") }
        switch scalar {
        case "{": return PrototypeJSON(value: .object(try readObject(depth: depth + 1, start: start)), position: start)
        case "[": return PrototypeJSON(value: .array(try readArray(depth: depth + 1, start: start)), position: start)
        case "\"": return PrototypeJSON(value: .string(try readString()), position: start)
        case "t": try readWord("true"); return PrototypeJSON(value: .bool(true), position: start)
        case "f": try readWord("false"); return PrototypeJSON(value: .bool(false), position: start)
        case "n": try readWord("null"); return PrototypeJSON(value: .null, position: start)
        case "-", "0"..."9": return PrototypeJSON(value: .number(try readNumber()), position: start)
        default: throw unexpected("a value (an object, an array, a string, a number, true, false or null)")
        }
    }

    private mutating func readWord(_ word: String) throws(PrototypeError) {
        let start = position
        for expected in word.unicodeScalars {
            guard current == expected else { throw PrototypeError("expected '\(word)'", at: start) }
            advance()
        }
    }

    private mutating func enter(_ depth: Int, start: SourcePosition) throws(PrototypeError) {
        guard depth <= Self.maximumDepth else {
            throw PrototypeError("nesting deeper than \(Self.maximumDepth) levels", at: start)
        }
        advance()
        skipWhitespace()
    }

    private mutating func readObject(depth: Int, start: SourcePosition) throws(PrototypeError) -> [PrototypeJSON.Member] {
        try enter(depth, start: start)
        var members: [PrototypeJSON.Member] = []
        if current == "}" { advance(); return members }
        while true {
            guard current == "\"" else { throw unexpected("a key in double quotes") }
            let keyPosition = position
            let key = try readString()
            if let earlier = members.first(where: { $0.key == key }) {
                throw PrototypeError("the key '\(key)' appears twice in this object (first at \(earlier.keyPosition))", at: keyPosition)
            }
            skipWhitespace()
            guard current == ":" else { throw unexpected("':' after the key '\(key)'") }
            advance()
            skipWhitespace()
            members.append(PrototypeJSON.Member(key: key, keyPosition: keyPosition, value: try readValue(depth: depth)))
            skipWhitespace()
            if current == "," { advance(); skipWhitespace(); continue }
            if current == "}" { advance(); return members }
            throw unexpected("',' or '}'")
        }
    }

    private mutating func readArray(depth: Int, start: SourcePosition) throws(PrototypeError) -> [PrototypeJSON] {
        try enter(depth, start: start)
        var elements: [PrototypeJSON] = []
        if current == "]" { advance(); return elements }
        while true {
            elements.append(try readValue(depth: depth))
            skipWhitespace()
            if current == "," { advance(); skipWhitespace(); continue }
            if current == "]" { advance(); return elements }
            throw unexpected("',' or ']'")
        }
    }

    private mutating func readString() throws(PrototypeError) -> String {
        let start = position
        advance()
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = current else { throw PrototypeError("this string is never closed with '\"'", at: start) }
            if text.count > Self.maximumStringLength {
                throw PrototypeError("a string longer than \(Self.maximumStringLength) characters", at: start)
            }
            switch scalar {
            case "\"":
                advance()
                return String(text)
            case "\\":
                advance()
                text.append(try readEscape())
            default:
                guard scalar.value >= 0x20 else { throw unexpected("a character of the string (control characters must be escaped)") }
                text.append(scalar)
                advance()
            }
        }
    }

    private mutating func readEscape() throws(PrototypeError) -> Unicode.Scalar {
        guard let scalar = current else { throw unexpected("an escape") }
        let simple: [Unicode.Scalar: Unicode.Scalar] = ["\"": "\"", "\\": "\\", "/": "/", "b": "\u{8}", "f": "\u{C}", "n": "\n", "r": "\r", "t": "\t"]
        if let replacement = simple[scalar] { advance(); return replacement }
        guard scalar == "u" else { throw unexpected("an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX)") }
        advance()
        var code = try readHexQuad()
        if (0xD800...0xDBFF).contains(code) {
            guard current == "\\" else { throw unexpected("the second half of a surrogate pair") }
            advance()
            guard current == "u" else { throw unexpected("the second half of a surrogate pair") }
            advance()
            let low = try readHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw PrototypeError("an unpaired surrogate in a \\u escape", at: position) }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let result = Unicode.Scalar(code) else { throw PrototypeError("an unpaired surrogate in a \\u escape", at: position) }
        return result
    }

    private mutating func readHexQuad() throws(PrototypeError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = current, let digit = UInt32(String(scalar), radix: 16) else { throw unexpected("a hexadecimal digit") }
            code = code * 16 + digit
            advance()
        }
        return code
    }

    private mutating func readNumber() throws(PrototypeError) -> Double {
        let start = position
        var text = ""
        while let scalar = current, "+-0123456789.eE".unicodeScalars.contains(scalar) {
            text.unicodeScalars.append(scalar)
            advance()
        }
        let grammar = #/-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/#
        guard text.wholeMatch(of: grammar) != nil, let number = Double(text) else {
            throw PrototypeError("'\(text)' is not a JSON number", at: start)
        }
        let digits = text.prefix { $0 != "e" && $0 != "E" }.filter(\.isNumber).drop { $0 == "0" }
        guard digits.count <= 15, abs(number) <= 1e9 else {
            throw PrototypeError("the number \(text) is too large (at most 1,000,000,000 and 15 digits)", at: start)
        }
        return number
    }
}
