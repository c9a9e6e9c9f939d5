import Foundation

/// A visual format string parsed into its parts, with metrics already replaced by their values
/// (the grammar of UIKit's Visual Format Language).
struct VisualFormat: Equatable {
    /// One `relation constant-or-view @priority` term of a predicate list.
    struct Predicate: Equatable {
        /// What the term compares with: a constant, or (in a view's own predicates) another view's size.
        enum Object: Equatable {
            case constant(CGFloat)
            case view(String)
        }

        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: Float?
    }

    /// The space between two neighbours of the format.
    enum Connection: Equatable {
        /// Nothing between them (`[a][b]`, `|[a]`).
        case flush
        /// A lone `-`: UIKit's standard spacing.
        case standard
        /// `-20-`, `-pad-` or `-(>=8,<=20@750)-`.
        case predicates([Predicate])
    }

    /// A `[name(predicates)]` element.
    struct View: Equatable {
        var name: String
        var predicates: [Predicate]
    }

    var axis: NSLayoutConstraint.Axis
    /// The connection from a leading `|` to the first view, nil without one.
    var fromSuperview: Connection?
    var views: [View]
    /// The connections between neighbouring views (one fewer than views).
    var connections: [Connection]
    /// The connection from the last view to a trailing `|`, nil without one.
    var toSuperview: Connection?
    /// The index in the format of each view's `[`, for messages about that view.
    var viewPositions: [Int]
    /// The index of the leading and trailing `|`.
    var superviewPositions: (leading: Int?, trailing: Int?)

    static func == (lhs: VisualFormat, rhs: VisualFormat) -> Bool {
        lhs.axis == rhs.axis && lhs.fromSuperview == rhs.fromSuperview && lhs.views == rhs.views
            && lhs.connections == rhs.connections && lhs.toSuperview == rhs.toSuperview
    }
}

/// Why a visual format cannot be used, with where: reads like UIKit's `NSInvalidArgumentException`
/// reason, which names the problem, repeats the format and points at the character with a caret.
struct VisualFormatError: Error, CustomStringConvertible, Equatable {
    var reason: String
    var format: String
    var position: Int

    var description: String {
        "Unable to parse constraint format: \n\(reason) \n\(format) \n\(String(repeating: " ", count: position))^"
    }
}

/// Reads a visual format string by UIKit's grammar:
///
///     format      ::= (orientation ":")? (superview connection)? view (connection view)* (connection superview)?
///     orientation ::= "H" | "V"
///     superview   ::= "|"
///     view        ::= "[" name predicates-in-parens? "]"
///     connection  ::= "" | "-" predicates "-" | "-"
///     predicates  ::= simple-predicate | predicates-in-parens
///     simple-predicate ::= metric-name | positive-number
///     predicates-in-parens ::= "(" predicate ("," predicate)* ")"
///     predicate   ::= ("==" | "<=" | ">=")? (metric-name | number | view-name) ("@" (metric-name | number))?
///
/// Names are an ASCII letter or `_` followed by letters, digits and `_`; no spaces are allowed.
struct VisualFormatParser {
    private let text: [Character]
    private let format: String
    private let metrics: [String: CGFloat]
    private let viewNames: Set<String>
    private var index = 0

    init(format: String, metrics: [String: CGFloat], viewNames: Set<String>) {
        self.format = format
        text = Array(format)
        self.metrics = metrics
        self.viewNames = viewNames
    }

    /// Parses the whole format or throws the first error, with its position.
    static func parse(_ format: String, metrics: [String: CGFloat], viewNames: Set<String>) throws -> VisualFormat {
        var parser = VisualFormatParser(format: format, metrics: metrics, viewNames: viewNames)
        return try parser.parseFormat()
    }

    private var current: Character? { index < text.count ? text[index] : nil }

    private func fail(_ reason: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, position: position ?? index)
    }

    private mutating func parseFormat() throws -> VisualFormat {
        var axis = NSLayoutConstraint.Axis.horizontal
        if let first = current, first == "H" || first == "V", index + 1 < text.count, !Self.isNameCharacter(text[index + 1]) {
            guard text[index + 1] == ":" else {
                throw fail("Expected ':' after '\(first)' to specify \(first == "H" ? "horizontal" : "vertical") arrangement")
            }
            axis = first == "V" ? .vertical : .horizontal
            index += 2
        }
        var result = VisualFormat(axis: axis, fromSuperview: nil, views: [], connections: [], toSuperview: nil,
                                  viewPositions: [], superviewPositions: (nil, nil))
        if current == "|" {
            result.superviewPositions.leading = index
            index += 1
            result.fromSuperview = try parseConnection()
        }
        try appendView(to: &result)
        while let character = current {
            let connection = try parseConnection()
            if current == "|" {
                result.superviewPositions.trailing = index
                result.toSuperview = connection
                index += 1
                guard current == nil else { throw fail("Expected the end of the format after the superview '|'") }
                break
            }
            guard current == "[" else {
                throw fail(character == "-" || connection != .flush ? "Expected a view" : "Expected a view or a connection")
            }
            result.connections.append(connection)
            try appendView(to: &result)
        }
        return result
    }

    private mutating func appendView(to result: inout VisualFormat) throws {
        guard current == "[" else {
            throw fail(current == nil ? "Expected a view at the end of the format" : "Expected a view")
        }
        result.viewPositions.append(index)
        index += 1
        let name = try parseName(expecting: "Expected a view name after '['")
        guard viewNames.contains(name) else { throw fail("\(name) is not a key in the views dictionary.") }
        var predicates: [VisualFormat.Predicate] = []
        if current == "(" {
            predicates = try parsePredicateList(allowingViews: true)
        }
        guard current == "]" else { throw fail("Expected ']' to close the view \(name)") }
        index += 1
        result.views.append(VisualFormat.View(name: name, predicates: predicates))
    }

    /// Reads what stands between two elements: nothing, a lone `-`, or `-predicates-`.
    private mutating func parseConnection() throws -> VisualFormat.Connection {
        guard current == "-" else { return .flush }
        index += 1
        if current == "[" || current == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if current == "(" {
            predicates = try parsePredicateList(allowingViews: false)
        } else if let character = current, character.isASCII, character.isNumber {
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(try parseNumber()), priority: nil)]
        } else if let character = current, Self.isNameStart(character) {
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(try parseMetric()), priority: nil)]
        } else {
            throw fail("Expected a number, a metric name, '(' or a view after '-'")
        }
        guard current == "-" else { throw fail("Expected '-' after the spacing") }
        index += 1
        return .predicates(predicates)
    }

    private mutating func parsePredicateList(allowingViews: Bool) throws -> [VisualFormat.Predicate] {
        index += 1 // "("
        var predicates: [VisualFormat.Predicate] = []
        while true {
            predicates.append(try parsePredicate(allowingViews: allowingViews))
            if current == "," { index += 1; continue }
            guard current == ")" else { throw fail("Expected ')' or ',' after a predicate") }
            index += 1
            return predicates
        }
    }

    private mutating func parsePredicate(allowingViews: Bool) throws -> VisualFormat.Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        if index + 1 < text.count, text[index + 1] == "=" {
            switch text[index] {
            case "=": relation = .equal; index += 2
            case "<": relation = .lessThanOrEqual; index += 2
            case ">": relation = .greaterThanOrEqual; index += 2
            default: break
            }
        }
        let object: VisualFormat.Predicate.Object
        if let character = current, character == "-" || character == "." || (character.isASCII && character.isNumber) {
            object = .constant(try parseNumber())
        } else if let character = current, Self.isNameStart(character) {
            let start = index
            let name = try parseName(expecting: "Expected a number, a metric name or a view name")
            if let value = metrics[name] {
                object = .constant(value)
            } else if allowingViews, viewNames.contains(name) {
                object = .view(name)
            } else if allowingViews {
                throw fail("\(name) is not a key in the views or metrics dictionary.", at: start)
            } else {
                throw fail("\(name) is not a key in the metrics dictionary.", at: start)
            }
        } else {
            throw fail(allowingViews ? "Expected a number, a metric name or a view name" : "Expected a number or a metric name")
        }
        var priority: Float?
        if current == "@" {
            index += 1
            let start = index
            let value: CGFloat
            if let character = current, Self.isNameStart(character) {
                value = try parseMetric()
            } else {
                value = try parseNumber()
            }
            guard value > 0, value <= 1000 else {
                throw fail("A priority must be greater than 0 and less than or equal to 1000.", at: start)
            }
            priority = Float(value)
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    private mutating func parseMetric() throws -> CGFloat {
        let start = index
        let name = try parseName(expecting: "Expected a metric name")
        guard let value = metrics[name] else { throw fail("\(name) is not a key in the metrics dictionary.", at: start) }
        return value
    }

    private mutating func parseNumber() throws -> CGFloat {
        let start = index
        if current == "-" { index += 1 }
        while let character = current, character == "." || (character.isASCII && character.isNumber) { index += 1 }
        guard let value = Double(String(text[start..<index])), value.isFinite else {
            throw fail("Expected a number", at: start)
        }
        return CGFloat(value)
    }

    private mutating func parseName(expecting message: String) throws -> String {
        guard let first = current, Self.isNameStart(first) else { throw fail(message) }
        let start = index
        while let character = current, Self.isNameCharacter(character) { index += 1 }
        return String(text[start..<index])
    }

    private static func isNameStart(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && character.isLetter)
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        isNameStart(character) || (character.isASCII && character.isNumber)
    }
}
