import Foundation

/// Reads a verb's arguments: its positional words, `--option value` (or `--option=value`) pairs,
/// list options, and boolean flags, refusing anything it does not declare.
///
/// - A single-value option may be given once.
/// - A list option may be given several times; each value is split at commas; an empty entry is
///   refused. Repeats of an entry are left to the verb, which knows when two spellings mean the same.
/// - A flag is `--flag`, `--flag=true` or `--flag=false`, once.
/// - At most `positionals` words that are not options.
struct ArgumentReader {
    private(set) var positionals: [String] = []
    private var options: [String: String] = [:]
    private var lists: [String: [String]] = [:]
    private var flags: [String: Bool] = [:]

    /// Splits `arguments` of `verb` with its declared options, list options, flags, and number of
    /// positional words (with a name for each, used in the message for one too many).
    init(_ arguments: [String], verb: String, options known: Set<String> = [], lists knownLists: Set<String> = [],
         flags knownFlags: Set<String> = [], positionals positionalNames: [String] = []) throws(CommandLineError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else {
                guard positionals.count < positionalNames.count else {
                    throw Self.extraWord(argument, verb: verb, positionalNames: positionalNames,
                                         after: index >= 2 ? arguments[index - 2] : nil, flags: knownFlags)
                }
                positionals.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if knownFlags.contains(name) {
                guard flags[name] == nil else { throw CommandLineError("\(name) is given twice; give it once") }
                switch inlineValue?.lowercased() {
                case nil, "true": flags[name] = true
                case "false": flags[name] = false
                case let other?:
                    throw CommandLineError("\(name) takes no value, or =true or =false, not '\(other)'")
                }
                continue
            }
            guard knownLists.contains(name) || known.contains(name) else {
                let valid = known.union(knownLists).union(knownFlags).sorted()
                if valid.isEmpty { throw CommandLineError("unknown option '\(name)': \(verb) takes no options") }
                throw .unknown("option", name, validChoices: valid)
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw CommandLineError("\(name) needs a value")
                }
                value = arguments[index]
                index += 1
            }
            if knownLists.contains(name) {
                let entries = value.split(separator: ",", omittingEmptySubsequences: false)
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                if value.trimmingCharacters(in: .whitespaces).isEmpty {
                    throw CommandLineError("\(name) needs at least one value, not an empty one")
                }
                if entries.contains("") {
                    throw CommandLineError("\(name) '\(value)' has an empty entry; separate values with single commas")
                }
                lists[name, default: []] += entries
            } else {
                if let first = options[name] {
                    throw CommandLineError("\(name) is given twice ('\(first)' and '\(value)'); give it once")
                }
                options[name] = value
            }
        }
    }

    /// The value of a single-value option.
    func value(_ name: String) -> String? { options[name] }

    /// Every entry of a list option, in order (empty when it was not given).
    func values(_ name: String) -> [String] { lists[name] ?? [] }

    /// A flag's value (false when it was not given).
    func flag(_ name: String) -> Bool { flags[name] ?? false }

    /// Whether an option, list option or flag was given at all.
    func isGiven(_ name: String) -> Bool { options[name] != nil || lists[name] != nil || flags[name] != nil }

    /// The error for a word the verb has no place for.
    private static func extraWord(_ word: String, verb: String, positionalNames: [String], after previous: String?,
                                  flags: Set<String>) -> CommandLineError {
        if let previous, flags.contains(previous), ["true", "false"].contains(word.lowercased()) {
            return CommandLineError("unexpected argument '\(word)'; write \(previous)=\(word.lowercased())")
        }
        if positionalNames.isEmpty { return CommandLineError("unexpected argument '\(word)': \(verb) takes no arguments") }
        return CommandLineError("unexpected argument '\(word)': \(verb) takes at most one \(positionalNames.joined(separator: " and "))")
    }
}

extension Array where Element == String {
    /// Throws when two entries of `option` mean the same thing (compared by `key`).
    func checkNoRepeats(in option: String, key: (String) -> String = { $0 }) throws(CommandLineError) {
        var seen: [String: String] = [:]
        for entry in self {
            if let first = seen[key(entry)] {
                if first == entry { throw CommandLineError("\(option) names '\(entry)' twice; name each once") }
                throw CommandLineError("\(option) names the same one twice ('\(first)' and '\(entry)'); name each once")
            }
            seen[key(entry)] = entry
        }
    }
}
