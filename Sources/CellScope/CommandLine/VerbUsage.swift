/// A verb's usage: its name, its arguments as ``UsageTerm``s and what it does. `help` prints it, and
/// ``ArgumentReader/init(_:usage:)`` accepts exactly the options, lists, flags and positional words it
/// declares.
struct VerbUsage: Sendable {
    /// The verb: `render`.
    let name: String
    /// Its arguments, in the order the usage line shows them.
    let terms: [UsageTerm]
    /// What it does, in a sentence or a few.
    let summary: String

    /// The usage line without the program's name: `render DEMO [--item ID] …`.
    var line: String { ([name] + [UsageTerm.text(of: terms)]).filter { !$0.isEmpty }.joined(separator: " ") }

    private var allTerms: [UsageTerm] { terms.flatMap(\.flattened) }

    /// The single-value options.
    var options: Set<String> { Set(allTerms.compactMap { if case .value(let name, _) = $0 { name } else { nil } }) }
    /// The list options.
    var lists: Set<String> { Set(allTerms.compactMap { if case .list(let name, _) = $0 { name } else { nil } }) }
    /// The flags.
    var flags: Set<String> {
        Set(allTerms.compactMap {
            switch $0 {
            case .flag(let name), .toggle(let name): name
            default: nil
            }
        })
    }
    /// The positional words' names, one per word accepted (a repeated word allows 10,000).
    var positionals: [String] {
        allTerms.flatMap { term -> [String] in
            switch term {
            case .word(let word): [word]
            case .words(let word): Array(repeating: word, count: 10_000)
            default: []
            }
        }
    }
}

extension ArgumentReader {
    /// Splits `arguments` as `usage` declares them; `verb` names the verb in messages when it is not
    /// the usage's own name (`baseline record`, or `render` when it writes a strip).
    init(_ arguments: [String], usage: VerbUsage, verb: String? = nil) throws(CommandLineError) {
        try self.init(arguments, verb: verb ?? usage.name, options: usage.options, lists: usage.lists, flags: usage.flags,
                      positionals: usage.positionals)
    }
}
