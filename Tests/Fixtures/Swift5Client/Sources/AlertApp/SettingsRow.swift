import CellKit

/// A row of the settings screen: a setting with its current value, or a destructive command.
struct SettingsRow: Hashable {
    enum Section: Int, CaseIterable {
        case connections
        case general
        case reset
    }

    let title: String
    var value: String?
    var symbolName: String?
    var isDestructive = false

    static let rows: [Section: [SettingsRow]] = [
        .connections: [
            SettingsRow(title: "Wi-Fi", value: "Home", symbolName: "wifi"),
            SettingsRow(title: "Bluetooth", value: "On", symbolName: "antenna.radiowaves.left.and.right"),
        ],
        .general: [
            SettingsRow(title: "Notifications", symbolName: "bell"),
            SettingsRow(title: "Storage", value: "41.2 GB", symbolName: "internaldrive"),
        ],
        .reset: [
            SettingsRow(title: "Erase All Content and Settings", isDestructive: true),
        ],
    ]
}
