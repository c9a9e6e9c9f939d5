import CellKit
import Foundation

/// One of the reminders app's smart lists (Today, Scheduled, All, Flagged): a list the app fills by a
/// rule rather than by hand, shown as a tile in the grid above the user's own lists.
struct SmartList: Hashable, Sendable {
    let id: String
    let name: String
    let symbolName: String
    let color: ReminderList.Color
    let count: Int

    /// The smart lists, in the order the grid shows them (row by row).
    static let samples: [SmartList] = [
        SmartList(id: "today", name: "Today", symbolName: "calendar", color: .blue, count: 3),
        SmartList(id: "scheduled", name: "Scheduled", symbolName: "calendar.badge.exclamationmark", color: .red, count: 5),
        SmartList(id: "all", name: "All", symbolName: "tray.fill", color: .gray, count: 27),
        SmartList(id: "flagged", name: "Flagged", symbolName: "flag.fill", color: .orange, count: 1),
    ]
}
