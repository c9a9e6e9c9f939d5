import Foundation

/// The table that says how each SF Symbol name is drawn, read from `Resources/Symbols/sf-symbols.tsv`.
///
/// Each line holds an SF Symbol name, then the icon name (or `letters`), then any modifier words (see
/// `SymbolGlyph.Modifier`), separated by tabs or spaces; `#` starts a comment, and a comment line
/// `# --- Group ---` starts a group (used for contact sheets). The file's own header documents the format.
///
/// A name that is not listed is derived from a listed one when it ends in a variant suffix:
/// `X.fill` is X's glyph without `outline`; `X.circle`, `X.square` and `X.slash` add that modifier to X;
/// `X.circle.fill` and `X.square.fill` cut the filled form of X out of a disc or rounded square. Only names
/// that are neither listed nor derived are unknown.
package struct SymbolTable: Sendable {
    /// One listed name.
    package struct Entry: Hashable, Sendable {
        /// The SF Symbol name.
        package let name: String
        /// How it is drawn.
        package let glyph: SymbolGlyph
        /// The group (the last `# --- Group ---` line above it).
        package let group: String
    }

    /// The listed names in file order.
    package let entries: [Entry]
    /// The group names in file order.
    package var groups: [String] {
        var seen: Set<String> = []
        return entries.map(\.group).filter { seen.insert($0).inserted }
    }

    /// Listed name → glyph.
    package let glyphs: [String: SymbolGlyph]
    /// Lines that could not be read, as "line N: reason".
    package let problems: [String]

    package init(entries: [Entry], problems: [String] = []) {
        self.entries = entries
        self.problems = problems
        var glyphs: [String: SymbolGlyph] = [:]
        for entry in entries { glyphs[entry.name] = entry.glyph }
        self.glyphs = glyphs
    }

    /// The word in the icon column that draws the name's initials (see `SymbolInitials`).
    static let lettersWord = "letters"
    /// The prefix in the icon column of a shape CellKit draws itself (see `SymbolGlyph.drawnShapes`).
    static let drawnPrefix = "drawn:"

    /// The table loaded from the resources folder (empty, with one warning, when the file cannot be read;
    /// one warning listing the lines that could not be read).
    package static let shared: SymbolTable = {
        guard let url = ResourceLocator.symbolTableURL, let table = load(from: url) else {
            Diagnostics.warnOnce(
                key: "symbol-table-missing",
                message: "The SF Symbol table Symbols/sf-symbols.tsv was not found (looked in: "
                    + ResourceLocator.searchedPlaces().joined(separator: "; ") + "); every symbol will show its "
                    + "initials. Set \(ResourceLocator.environmentVariable) to the folder that holds Symbols/ and Images/."
            )
            return SymbolTable(entries: [])
        }
        if !table.problems.isEmpty {
            Diagnostics.warnOnce(
                key: "symbol-table-problems",
                message: "Resources/Symbols/sf-symbols.tsv: skipped " + table.problems.joined(separator: "; ")
            )
        }
        return table
    }()

    /// Reads a table file; nil when it cannot be read as UTF-8 text.
    package static func load(from url: URL) -> SymbolTable? {
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else { return nil }
        return parse(text)
    }

    /// Parses table text. Lines that cannot be read are skipped and listed in `problems`; of two lines for
    /// one name the first wins. Spaces, tabs and carriage returns separate columns and are ignored around a
    /// line. The text is read as UTF-8 bytes (the table is read on the first symbol
    /// drawn, so before a list's first frame), and only the columns become strings.
    package static func parse(_ text: String) -> SymbolTable {
        var entries: [Entry] = []
        var seen: Set<String> = []
        var problems: [String] = []
        var group = ""
        var text = text
        text.withUTF8 { bytes in
            var lineNumber = 0
            for rawLine in bytes.split(separator: TableByte.newline, omittingEmptySubsequences: false) {
                lineNumber += 1
                let trimmed = TableByte.trimmed(rawLine)
                if let heading = groupHeading(trimmed) { group = heading; continue }
                let line = trimmed.prefix { $0 != TableByte.hash }
                let columns = line.split(whereSeparator: TableByte.isBlank).map { String(decoding: $0, as: UTF8.self) }
                guard let name = columns.first else { continue }
                guard columns.count >= 2 else { problems.append("line \(lineNumber): \(name) has no icon"); continue }
                let modifiers = columns.dropFirst(2).map { ($0, SymbolGlyph.Modifier(word: $0)) }
                if let bad = modifiers.first(where: { $0.1 == nil }) {
                    problems.append("line \(lineNumber): \(name) has an unknown modifier \"\(bad.0)\"")
                    continue
                }
                guard seen.insert(name).inserted else {
                    problems.append("line \(lineNumber): \(name) is listed twice")
                    continue
                }
                let base: SymbolGlyph.Base
                if columns[1] == lettersWord {
                    base = .letters(SymbolInitials.letters(for: name))
                } else if columns[1].hasPrefix(drawnPrefix) {
                    let shape = String(columns[1].dropFirst(drawnPrefix.count))
                    guard SymbolGlyph.drawnShapes.contains(shape) else {
                        problems.append("line \(lineNumber): \(name) names an unknown drawn shape \"\(shape)\"")
                        continue
                    }
                    base = .drawn(shape)
                } else {
                    base = .icon(columns[1])
                }
                entries.append(Entry(name: name, glyph: SymbolGlyph(base: base, modifiers: modifiers.compactMap(\.1)), group: group))
            }
        }
        return SymbolTable(entries: entries, problems: problems)
    }

    /// The group name of a `# --- Group ---` line (already trimmed), nil for any other line.
    private static func groupHeading(_ line: UnsafeBufferPointer<UInt8>.SubSequence) -> String? {
        let opening = "# ---".utf8, closing = "---".utf8
        guard line.starts(with: opening), line.count >= opening.count + closing.count,
              line.suffix(closing.count).elementsEqual(closing) else { return nil }
        let heading = TableByte.trimmed(line.dropFirst(opening.count).dropLast(closing.count))
        return heading.isEmpty ? nil : String(decoding: heading, as: UTF8.self)
    }

    /// How `symbolName` is drawn: its listed glyph, or one derived from a listed name by its variant suffix;
    /// nil for an unknown name.
    package func glyph(for symbolName: String) -> SymbolGlyph? {
        if let glyph = glyphs[symbolName] { return glyph }
        func stem(_ suffix: String) -> String? {
            guard symbolName.hasSuffix(suffix), symbolName.count > suffix.count else { return nil }
            return String(symbolName.dropLast(suffix.count))
        }
        func filledForm(of name: String) -> SymbolGlyph? {
            glyph(for: name + ".fill") ?? glyph(for: name)?.filled
        }
        if let base = stem(".circle.fill") { return filledForm(of: base)?.adding(.circleFill) }
        if let base = stem(".square.fill") { return filledForm(of: base)?.adding(.squareFill) }
        if let base = stem(".circle") { return glyph(for: base)?.adding(.circle) }
        if let base = stem(".square") { return glyph(for: base)?.adding(.square) }
        if let base = stem(".slash") { return glyph(for: base)?.adding(.slash) }
        if let base = stem(".fill") { return glyph(for: base)?.filled }
        return nil
    }
}

/// The bytes the table's syntax is made of.
private enum TableByte {
    static let newline = UInt8(ascii: "\n")
    static let hash = UInt8(ascii: "#")

    /// Spaces, tabs and carriage returns: they separate columns and may surround a line (so a table
    /// saved with Windows line endings reads the same).
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// `bytes` without the blanks at either end.
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> UnsafeBufferPointer<UInt8>.SubSequence {
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) }) else {
            return bytes[bytes.startIndex..<bytes.startIndex]
        }
        return bytes[first...last]
    }
}
