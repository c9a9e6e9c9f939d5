import CellKit
import Foundation

/// A member of a team, shown as a profile row.
struct Profile: Hashable, Sendable {
    let id: String
    let name: String
    /// The role and a sentence about the person; long enough to wrap.
    let detail: String
    /// The avatar's background color.
    let color: UIColor
    /// Whether the person reports to the row above (the row is indented).
    let isDirectReport: Bool

    /// The initials shown in the avatar.
    var initials: String {
        name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
    }

    static let samples: [Profile] = [
        Profile(id: "maya", name: "Maya Chen",
                detail: "Design lead. Runs the weekly review and keeps the inbox and settings screens consistent.",
                color: .systemIndigo, isDirectReport: false),
        Profile(id: "jonas", name: "Jonas Weber", detail: "Interaction designer. Prototypes gestures.",
                color: .systemTeal, isDirectReport: true),
        Profile(id: "amara", name: "Amara Okafor",
                detail: "Visual designer. Owns the icons, the colors and the dark appearance of every screen.",
                color: .systemPink, isDirectReport: true),
        Profile(id: "luis", name: "Luis Ortega", detail: "Engineering manager.",
                color: .systemOrange, isDirectReport: false),
        Profile(id: "sofia", name: "Sofia Rossi",
                detail: "iOS engineer. Maintains the layout code and answers questions about Auto Layout.",
                color: .systemGreen, isDirectReport: true),
        Profile(id: "kenji", name: "Kenji Watanabe",
                detail: "Accessibility specialist. Tries every screen at the largest text sizes before it ships.",
                color: .systemPurple, isDirectReport: true),
    ]
}

extension UIConfigurationStateCustomKey {
    /// The row belongs to someone who reports to the row above.
    static let isDirectReport = UIConfigurationStateCustomKey("com.cellscope.demos.profile.isDirectReport")
}

extension UICellConfigurationState {
    /// The person reports to the row above: the row is indented.
    var isDirectReport: Bool {
        get { self[.isDirectReport] as? Bool ?? false }
        set { self[.isDirectReport] = newValue }
    }
}
