import CellKit
import Foundation

/// The package `cellscope init` writes: `Package.swift`, a cell written as an iOS app writes it, and the
/// preview executable that shows it as a demo. The files are templates in `Resources/Templates/PreviewPackage`
/// (installed with the program), so the package a user starts from is the one the tests build and watch.
struct PreviewPackageTemplate {
    /// The package's name, in UpperCamelCase ("TaskPreviews").
    let packageName: String
    /// The executable target and product, in kebab-case ("task-previews").
    let targetName: String
    /// How Package.swift refers to CellScope: a path (relative to the new package) or a URL.
    let cellScopeLocation: String

    /// The template folder inside the resources.
    static let folder = "Templates/PreviewPackage"

    /// The names for a package called `name`: its words (split at anything but letters and digits, and
    /// where a lowercase letter meets an uppercase one) joined in UpperCamelCase and in kebab-case.
    init(name: String, cellScopeLocation: String) throws(CommandLineError) {
        var words: [String] = []
        var word = ""
        for character in name {
            if !(character.isLetter || character.isNumber) {
                if !word.isEmpty { words.append(word); word = "" }
            } else if character.isUppercase, let last = word.last, last.isLowercase || last.isNumber {
                words.append(word)
                word = String(character)
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        guard let first = words.first?.first, first.isLetter, words.allSatisfy({ $0.allSatisfy(\.isASCII) }) else {
            throw CommandLineError("'\(name)' does not make a package name: it needs ASCII letters and digits, starting with a letter (e.g. --name TaskPreviews)")
        }
        packageName = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        targetName = words.map { $0.lowercased() }.joined(separator: "-")
        self.cellScopeLocation = cellScopeLocation
    }

    /// The files to write, by path relative to the package folder, with their text.
    func files() throws(CommandLineError) -> [(path: String, text: String)] {
        let dependency = cellScopeLocation.contains("://")
            ? ".package(url: \(Self.literal(cellScopeLocation)), branch: \"main\")"
            : ".package(name: \"CellScope\", path: \(Self.literal(cellScopeLocation)))"
        let values = ["PACKAGE_NAME": packageName, "TARGET_NAME": targetName, "CELLSCOPE_DEPENDENCY": dependency]
        return try [
            ("Package.swift", "Package.swift.template"),
            ("Sources/\(targetName)/TaskCell.swift", "TaskCell.swift.template"),
            ("Sources/\(targetName)/main.swift", "main.swift.template"),
        ].map { path, template throws(CommandLineError) in
            (path, Self.fill(try Self.template(named: template), with: values))
        }
    }

    /// A template's text from the installed or checked-out resources.
    private static func template(named name: String) throws(CommandLineError) -> String {
        guard let url = ResourceLocator.url(forResource: "\(folder)/\(name)"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw CommandLineError("the package template '\(folder)/\(name)' was not found; looked in: "
                + ResourceLocator.searchedPlaces().joined(separator: "; "))
        }
        return text
    }

    /// `text` with each `{{KEY}}` replaced by its value.
    static func fill(_ text: String, with values: [String: String]) -> String {
        values.reduce(text) { $0.replacingOccurrences(of: "{{\($1.key)}}", with: $1.value) }
    }

    /// A Swift string literal for `text` (quotes and backslashes escaped).
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
