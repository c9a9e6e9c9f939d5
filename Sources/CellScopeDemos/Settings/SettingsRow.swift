import CellKit
import Foundation

/// One row of the settings page.
struct SettingsRow: Hashable, Sendable {
    /// What the row shows at its trailing edge.
    enum Kind: Hashable, Sendable {
        /// A switch, initially on or off.
        case toggle(Bool)
        /// The current value, opening a choice when `opens` is true.
        case value(String, opens: Bool)
        /// A disclosure indicator: the row opens another page.
        case disclosure
        /// The current choice, with a pop-up menu of the choices (the first starts chosen).
        case menu([String])
    }

    let id: String
    let title: String
    /// A sentence under the title saying what the setting does.
    var detail: String? = nil
    let symbolName: String
    let iconColor: UIColor
    let kind: Kind
}

/// The settings page's sections.
enum SettingsSection: Int, CaseIterable, Sendable {
    case notifications, display, privacy, about

    var title: String {
        switch self {
        case .notifications: "Notifications"
        case .display: "Display & Text"
        case .privacy: "Privacy & Security"
        case .about: "About"
        }
    }

    var footer: String? {
        switch self {
        case .privacy: "Usage data never includes the content of your messages."
        default: nil
        }
    }

    var rows: [SettingsRow] {
        switch self {
        case .notifications: [
            SettingsRow(id: "allow-notifications", title: "Allow Notifications",
                        detail: "Alerts for new messages and reminders", symbolName: "bell.badge",
                        iconColor: .systemRed, kind: .toggle(true)),
            SettingsRow(id: "sounds", title: "Sounds", symbolName: "speaker.wave.2", iconColor: .systemPink,
                        kind: .value("Chime", opens: true)),
            SettingsRow(id: "previews", title: "Show Previews", symbolName: "eye", iconColor: .systemBlue,
                        kind: .menu(["Always", "When Unlocked", "Never"])),
        ]
        case .display: [
            SettingsRow(id: "text-size", title: "Text Size",
                        detail: "Rows grow with the system text size, so nothing is cut off",
                        symbolName: "textformat.size", iconColor: .systemBlue, kind: .disclosure),
            SettingsRow(id: "dark-appearance", title: "Dark Appearance",
                        detail: "Switch to dark colors after sunset", symbolName: "moon",
                        iconColor: .systemIndigo, kind: .toggle(false)),
        ]
        case .privacy: [
            SettingsRow(id: "location", title: "Location Services", symbolName: "location", iconColor: .systemBlue,
                        kind: .value("While Using", opens: true)),
            SettingsRow(id: "face-id", title: "Face ID & Passcode",
                        detail: "Unlock the app and approve payments", symbolName: "faceid",
                        iconColor: .systemGreen, kind: .disclosure),
            SettingsRow(id: "share-analytics", title: "Share Analytics",
                        detail: "Send anonymous usage data to help improve the app", symbolName: "chart.bar",
                        iconColor: .systemGray, kind: .toggle(false)),
        ]
        case .about: [
            SettingsRow(id: "version", title: "Version", symbolName: "info.circle", iconColor: .systemGray,
                        kind: .value("2.4.1", opens: false)),
        ]
        }
    }
}
