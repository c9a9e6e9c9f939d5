/// A command-line mistake: what was wrong, and what would have been valid.
package struct CommandLineError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The explanation printed after `error:`.
    package let message: String

    /// Creates an error with a message.
    package init(_ message: String) {
        self.message = message
    }

    /// An unknown value, listing the valid ones.
    static func unknown(_ what: String, _ value: String, validChoices: [String]) -> CommandLineError {
        CommandLineError("unknown \(what) '\(value)'; valid \(what)s: \(validChoices.joined(separator: ", "))")
    }

    package var description: String { message }
}
