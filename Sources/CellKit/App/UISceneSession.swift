import Foundation

/// The record the system keeps of one scene, whether or not the scene is connected now (UIKit's
/// `UISceneSession`).
///
/// CellKit makes one session when an app launches (see `UIApplicationDelegate.main()`): its role is
/// ``Role/windowApplication`` and its configuration the one the app delegate returns from
/// `application(_:configurationForConnecting:options:)`. It ends when the scene's window is closed, and
/// the app delegate hears of it in `application(_:didDiscardSceneSessions:)`.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What a scene is for (UIKit's `UISceneSession.Role`).
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name, as Info.plist writes it.
        public let rawValue: String

        /// Creates a role from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// An interactive window of the app on the device's main screen: the role of every scene CellKit
        /// connects.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display (UIKit's AirPlay and cable displays). CellKit
        /// has no external displays, so it never connects a scene in this role.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene of this session while it is connected; nil before it connects and after it disconnects.
    public internal(set) weak var scene: UIScene?
    /// The session's role.
    public let role: Role
    /// The configuration the scene was created with: the one the app delegate returned for this session.
    public internal(set) var configuration: UISceneConfiguration
    /// A string that identifies the session for as long as it exists (a new UUID for each session).
    public let persistentIdentifier: String
    /// Information the app keeps with the session (UIKit saves it across launches; CellKit keeps it for
    /// the life of the process).
    open var userInfo: [String: Any]?

    /// Creates a session in `role`, with a configuration of that role until the app delegate picks one.
    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}
