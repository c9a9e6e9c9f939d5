import Foundation

/// One `error:` line of `swift build`'s output (`path:line:column: error: message`), as the watched
/// viewer's banner shows it.
package struct BuildDiagnostic: Codable, Hashable, Sendable {
    /// The source file, relative to the package folder when it lies inside it.
    package var file: String
    /// The 1-based line.
    package var line: Int
    /// The 1-based column.
    package var column: Int
    /// The compiler's message, without the `error:` prefix.
    package var message: String

    /// Creates a diagnostic.
    package init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`, the way compilers print it.
    package var description: String { "\(file):\(line):\(column): \(message)" }

    /// The errors in `output`, in the order they first appear, each once (the compiler driver prints
    /// an error again when it relays a frontend's output). Paths inside `packageFolder` are made
    /// relative to it. Warnings, notes and lines without a location are left out.
    package static func errors(in output: String, packageFolder: String? = nil) -> [BuildDiagnostic] {
        var seen = Set<BuildDiagnostic>()
        var found: [BuildDiagnostic] = []
        for rawLine in output.split(whereSeparator: \.isNewline) {
            guard let diagnostic = parse(String(rawLine), packageFolder: packageFolder), seen.insert(diagnostic).inserted else { continue }
            found.append(diagnostic)
        }
        return found
    }

    /// Reads one `path:line:column: error: message` line; nil for anything else.
    static func parse(_ text: String, packageFolder: String?) -> BuildDiagnostic? {
        // The path may itself hold colons, so the location is found from the marker backwards.
        guard let marker = text.range(of: ": error: ") else { return nil }
        let location = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard location.count >= 3, let column = Int(location[location.count - 1]), let line = Int(location[location.count - 2]),
              line > 0, column > 0 else { return nil }
        var file = location.dropLast(2).joined(separator: ":").trimmingCharacters(in: .whitespaces)
        guard !file.isEmpty else { return nil }
        if let packageFolder {
            let prefix = packageFolder.hasSuffix("/") ? packageFolder : packageFolder + "/"
            if file.hasPrefix(prefix) { file.removeFirst(prefix.count) }
        }
        let message = text[marker.upperBound...].trimmingCharacters(in: .whitespaces)
        return BuildDiagnostic(file: file, line: line, column: column, message: message)
    }
}
