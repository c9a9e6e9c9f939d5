import Foundation

/// A place in a prototype file: 1-based line and column (columns count characters, a tab as one).
struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    var line: Int
    /// The 1-based column.
    var column: Int

    /// Creates a position.
    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line 12, column 9`.
    var description: String { "line \(line), column \(column)" }
}

/// A mistake in a prototype file, with where it is.
struct PrototypeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the mistake is (nil when it concerns the whole file, such as one that cannot be read).
    var position: SourcePosition?
    /// What is wrong and, where there is a choice, the valid values.
    var message: String

    /// Creates an error at `position`.
    init(_ message: String, at position: SourcePosition?) {
        self.message = message
        self.position = position
    }

    /// `line 12, column 9: unknown content style 'subtitel'; valid: …`.
    var description: String { position.map { "\($0): \(message)" } ?? message }
}

/// A JSON value read from a prototype file, with the position of its first character, so that
/// the meaning of the file can be checked after parsing and still point at the right place.
struct PrototypeJSON: Sendable {
    /// A member of an object: its key, where the key starts, and its value.
    struct Member: Sendable {
        var key: String
        var keyPosition: SourcePosition
        var value: PrototypeJSON
    }

    enum Value: Sendable {
        case object([Member])
        case array([PrototypeJSON])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    var value: Value
    var position: SourcePosition

    /// The JSON type's name, for messages ("a string", "an array").
    var kindName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}
