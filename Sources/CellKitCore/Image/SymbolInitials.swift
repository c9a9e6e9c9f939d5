import Foundation

/// The letters drawn, inside a rounded frame, for an SF Symbol name that no icon fits.
///
/// The rule: split the name at its dots and leave out the variant words `fill`, `circle`, `square`,
/// `slash` and `and` (unless nothing else is left). With two or more words left, the letters are the first
/// letter of each of the first two words, upper-cased: `tv.music.note` → "TM", `rectangle.stack.fill` →
/// "RS". With one word left, they are its first two characters, the first upper-cased and the second
/// lower-cased: `highlighter` → "Hi", `x` → "X". A name with no letters or digits at all gives "?".
package enum SymbolInitials {
    /// Words that name a variant of a symbol rather than what it shows.
    static let variantWords: Set<String> = ["fill", "circle", "square", "slash", "and"]

    /// The one or two letters for `name`.
    package static func letters(for name: String) -> String {
        let allWords = name.split(separator: ".").map(String.init).filter { word in
            word.contains { $0.isLetter || $0.isNumber }
        }
        let meaningful = allWords.filter { !variantWords.contains($0.lowercased()) }
        let words = meaningful.isEmpty ? allWords : meaningful
        guard let first = words.first, let firstCharacter = first.first(where: { $0.isLetter || $0.isNumber }) else {
            return "?"
        }
        if words.count >= 2, let second = words[1].first(where: { $0.isLetter || $0.isNumber }) {
            return firstCharacter.uppercased() + second.uppercased()
        }
        let characters = first.filter { $0.isLetter || $0.isNumber }
        let secondCharacter = characters.dropFirst().first.map { $0.lowercased() } ?? ""
        return firstCharacter.uppercased() + secondCharacter
    }
}
