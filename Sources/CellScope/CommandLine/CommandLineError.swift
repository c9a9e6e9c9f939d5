/// A command-line mistake: what was wrong, and what would have been valid.
public struct CommandLineError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The explanation printed after `error:`.
    public let message: String

    /// Creates an error with a message.
    public init(_ message: String) {
        self.message = message
    }

    /// An unknown value, listing the valid ones.
    static func unknown(_ what: String, _ value: String, validChoices: [String]) -> CommandLineError {
        CommandLineError("unknown \(what) '\(value)'; valid \(what)s: \(validChoices.joined(separator: ", "))")
    }

    public var description: String { message }
}
