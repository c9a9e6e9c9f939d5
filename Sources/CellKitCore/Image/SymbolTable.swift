import Foundation

/// The table that maps SF Symbol names to freedesktop / Adwaita symbolic icon names, read from
/// `Resources/Symbols/sf-symbols.tsv` (two tab- or space-separated columns: SF Symbol name, icon name;
/// `#` starts a comment).
struct SymbolTable: Sendable {
    /// SF Symbol name → icon name.
    let entries: [String: String]

    /// The icon drawn for names that are not in the table: Adwaita's "image missing" glyph.
    static let placeholderIconName = "image-missing-symbolic"

    /// The table loaded from the resources folder (empty, with one warning, when the file cannot be read).
    static let shared: SymbolTable = {
        if let url = ResourceLocator.symbolTableURL, let table = load(from: url) { return table }
        Diagnostics.warnOnce(
            key: "symbol-table-missing",
            message: "The SF Symbol table Resources/Symbols/sf-symbols.tsv was not found; every symbol will show "
                + "the placeholder. Set \(ResourceLocator.environmentVariable) to the Resources folder."
        )
        return SymbolTable(entries: [:])
    }()

    /// Reads a table file.
    static func load(from url: URL) -> SymbolTable? {
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else { return nil }
        return parse(text)
    }

    /// Parses table text; malformed lines are skipped.
    static func parse(_ text: String) -> SymbolTable {
        var entries: [String: String] = [:]
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let columns = line.split(whereSeparator: { $0 == "\t" || $0 == " " })
            guard columns.count >= 2 else { continue }
            entries[String(columns[0])] = String(columns[1])
        }
        return SymbolTable(entries: entries)
    }

    /// The icon name for an SF Symbol name. A name ending in `.fill` that is not in the table falls back to the
    /// name without `.fill` (symbolic icons have no filled variants to tell apart).
    func iconName(for symbolName: String) -> String? {
        if let icon = entries[symbolName] { return icon }
        if symbolName.hasSuffix(".fill") { return entries[String(symbolName.dropLast(".fill".count))] }
        return nil
    }
}
