import CellKit

extension ContentSizeNames {
    /// The categories named in a list option such as `--sizes XS,L,AX5` (any case, each once), in
    /// order; empty when none was named.
    static func categories(named names: [String], option: String) throws(CommandLineError) -> [UIContentSizeCategory] {
        var categories: [UIContentSizeCategory] = []
        for name in names {
            guard let category = category(named: name) else {
                throw .unknown("size", name, validChoices: all.map(\.name))
            }
            categories.append(category)
        }
        try names.checkNoRepeats(in: option) { $0.uppercased() }
        return categories
    }
}
