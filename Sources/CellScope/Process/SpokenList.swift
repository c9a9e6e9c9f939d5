extension Array where Element == String {
    /// The words as a sentence lists them: "a", "a and b", "a, b and c".
    var spokenList: String {
        guard count > 1, let last else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " and " + last
    }
}
