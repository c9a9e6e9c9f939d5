import CellKit

/// A photo album on the grid; its badge counts the photos not looked at yet.
struct Album: Hashable {
    let id = UUID()
    let name: String
    let unseenCount: Int
    let colorName: String

    var showsBadge: Bool { unseenCount > 0 }
}

extension Album {
    enum Section: Int, CaseIterable {
        case mine
        case shared
    }

    static let mine: [Album] = [
        Album(name: "Beach", unseenCount: 3, colorName: "teal"),
        Album(name: "Hiking", unseenCount: 0, colorName: "green"),
        Album(name: "Family", unseenCount: 12, colorName: "orange"),
        Album(name: "Pets", unseenCount: 1, colorName: "pink"),
        Album(name: "Food", unseenCount: 0, colorName: "yellow"),
        Album(name: "City", unseenCount: 7, colorName: "indigo"),
    ]

    static let shared: [Album] = [
        Album(name: "Wedding", unseenCount: 24, colorName: "purple"),
        Album(name: "Team", unseenCount: 0, colorName: "blue"),
        Album(name: "Garden", unseenCount: 5, colorName: "mint"),
    ]

    var color: UIColor {
        switch colorName {
        case "teal": return .systemTeal
        case "green": return .systemGreen
        case "orange": return .systemOrange
        case "pink": return .systemPink
        case "yellow": return .systemYellow
        case "indigo": return .systemIndigo
        case "purple": return .systemPurple
        case "mint": return .systemMint
        default: return .systemBlue
        }
    }
}
