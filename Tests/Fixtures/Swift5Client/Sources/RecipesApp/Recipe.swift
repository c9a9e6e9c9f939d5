import CellKit

struct Recipe: Hashable {
    let id = UUID()
    var title: String
    var minutes: Int
    var added: Date
    var isFavorite: Bool

    static let samples = [
        Recipe(title: "Lentil soup", minutes: 40, added: Date(timeIntervalSince1970: 1_700_000_000), isFavorite: true),
        Recipe(title: "Green curry", minutes: 30, added: Date(timeIntervalSince1970: 1_710_000_000), isFavorite: false),
        Recipe(title: "Focaccia", minutes: 180, added: Date(timeIntervalSince1970: 1_720_000_000), isFavorite: false),
    ]
}

// A free function in Swift 5 mode: no actor annotation, calls UIKit-style API directly.
func durationText(for recipe: Recipe) -> String {
    recipe.minutes < 60 ? "\(recipe.minutes) min" : "\(recipe.minutes / 60) h \(recipe.minutes % 60) min"
}

func makeFavoriteImage(_ isFavorite: Bool) -> UIImage? {
    UIImage(systemName: isFavorite ? "star.fill" : "star")
}
