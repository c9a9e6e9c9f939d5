import Foundation

/// Reads `--option value` pairs and flags from a verb's arguments, rejecting anything unknown.
struct ArgumentReader {
    private var remaining: [String]
    private(set) var positionals: [String] = []
    private var options: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Splits `arguments` using the verb's declared options (take a value) and flags (take none).
    init(_ arguments: [String], options known: Set<String>, flags knownFlags: Set<String> = []) throws(CommandLineError) {
        remaining = arguments
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--") {
                var name = argument
                var inlineValue: String?
                if let equals = argument.firstIndex(of: "=") {
                    name = String(argument[..<equals])
                    inlineValue = String(argument[argument.index(after: equals)...])
                }
                if knownFlags.contains(name) {
                    flags.insert(name)
                } else if known.contains(name) {
                    let value: String
                    if let inlineValue {
                        value = inlineValue
                    } else {
                        index += 1
                        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                            throw CommandLineError("\(name) needs a value")
                        }
                        value = arguments[index]
                    }
                    options[name, default: []].append(value)
                } else {
                    let valid = (known.union(knownFlags)).sorted()
                    throw .unknown("option", name, validChoices: valid)
                }
            } else {
                positionals.append(argument)
            }
            index += 1
        }
    }

    /// The last value of an option.
    func value(_ name: String) -> String? { options[name]?.last }

    /// Every value of a repeatable option (comma-separated values are split too).
    func values(_ name: String) -> [String] {
        (options[name] ?? []).flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
    }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }
}
