import CellKit
import Foundation

/// One list of a reminders app, as the lists screen shows it.
struct ReminderList: Hashable, Sendable {
    /// The color of a list's icon.
    enum Color: String, Sendable {
        case blue, orange, green, red, yellow, pink, gray

        @MainActor var uiColor: UIColor {
            switch self {
            case .blue: .systemBlue
            case .orange: .systemOrange
            case .green: .systemGreen
            case .red: .systemRed
            case .yellow: .systemYellow
            case .pink: .systemPink
            case .gray: .systemGray
            }
        }
    }

    let id: String
    let name: String
    let symbolName: String
    let color: Color
    let count: Int

    /// The sample lists, in the order the screen shows them.
    static let samples: [ReminderList] = [
        ReminderList(id: "reminders", name: "Reminders", symbolName: "list.bullet", color: .blue, count: 6),
        ReminderList(id: "family", name: "Family", symbolName: "house.fill", color: .orange, count: 3),
        ReminderList(id: "groceries", name: "Groceries", symbolName: "cart.fill", color: .green, count: 12),
        ReminderList(id: "travel", name: "Travel", symbolName: "airplane", color: .red, count: 4),
        ReminderList(id: "wishlist", name: "Wish List", symbolName: "star.fill", color: .yellow, count: 0),
        ReminderList(id: "birthdays", name: "Birthdays", symbolName: "heart.fill", color: .pink, count: 2),
    ]
}
