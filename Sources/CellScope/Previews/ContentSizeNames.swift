import CellKit

/// The short names of the twelve Dynamic Type sizes (XS … AX5), as the command line and the
/// viewer's slider show them.
package enum ContentSizeNames {
    /// The sizes from smallest to largest with their short names.
    package static let all: [(name: String, category: UIContentSizeCategory)] = [
        ("XS", .extraSmall), ("S", .small), ("M", .medium), ("L", .large), ("XL", .extraLarge),
        ("XXL", .extraExtraLarge), ("XXXL", .extraExtraExtraLarge), ("AX1", .accessibilityMedium),
        ("AX2", .accessibilityLarge), ("AX3", .accessibilityExtraLarge), ("AX4", .accessibilityExtraExtraLarge),
        ("AX5", .accessibilityExtraExtraExtraLarge),
    ]

    /// The category with a short name (case-insensitive).
    package static func category(named name: String) -> UIContentSizeCategory? {
        all.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.category
    }

    /// The short name of a category.
    package static func name(of category: UIContentSizeCategory) -> String {
        all.first { $0.category == category }?.name ?? "?"
    }
}
