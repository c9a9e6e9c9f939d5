/// One piece of a verb's usage line: the single declaration of a verb's arguments, from which both
/// the line `help` prints and the names ``ArgumentReader`` accepts are made, so the two cannot part.
///
/// `[--width N | --device NAME [--orientation portrait|landscape]]` is
/// `.optional([.oneOf([[.value("--width", "N")], [.value("--device", "NAME"), .optional([.value("--orientation", "portrait|landscape")])]])])`.
indirect enum UsageTerm: Sendable {
    /// A required positional word: `DEMO`.
    case word(String)
    /// Any number of positional words: `DEMO…`.
    case words(String)
    /// A word the verb reads itself before its options (`record|verify`): shown, not given to the reader.
    case literal(String)
    /// An option with one value: `--item ID`.
    case value(String, String)
    /// An option whose value is a comma-separated list, which may be given several times: `--states NAME,…`.
    case list(String, String)
    /// A flag: `--legend`. The reader also takes `--legend=true` and `=false`.
    case flag(String)
    /// A flag shown with its values: `--bold-text[=true|false]`.
    case toggle(String)
    /// Terms that may be left out: `[…]`.
    case optional([UsageTerm])
    /// Alternatives: `a | b`.
    case oneOf([[UsageTerm]])
    /// Terms accepted but shown as a label only (`[view options…]`, or "" for options meant for
    /// other programs rather than people, such as the viewer's `--watched`).
    case summarized(String, [UsageTerm])

    /// The term as the usage line writes it.
    var text: String {
        switch self {
        case .word(let word), .literal(let word): word
        case .words(let word): word + "…"
        case .value(let name, let value), .list(let name, let value): "\(name) \(value)"
        case .flag(let name): name
        case .toggle(let name): name + "[=true|false]"
        case .optional(let terms): "[" + Self.text(of: terms) + "]"
        case .oneOf(let alternatives): alternatives.map(Self.text(of:)).joined(separator: " | ")
        case .summarized(let label, _): label
        }
    }

    /// Terms joined as a usage line writes them, leaving out those shown as nothing.
    static func text(of terms: [UsageTerm]) -> String {
        terms.map(\.text).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Every term inside this one, itself included, depth first.
    var flattened: [UsageTerm] {
        switch self {
        case .optional(let terms), .summarized(_, let terms): [self] + terms.flatMap(\.flattened)
        case .oneOf(let alternatives): [self] + alternatives.flatMap { $0.flatMap(\.flattened) }
        default: [self]
        }
    }
}
