import Foundation

extension UIApplication {
    /// The keys of the launch options dictionary given to `application(_:willFinishLaunchingWithOptions:)`
    /// and `application(_:didFinishLaunchingWithOptions:)` (UIKit's `UIApplication.LaunchOptionsKey`).
    ///
    /// A CellKit app is always launched as by a tap on its icon, which UIKit reports with no options:
    /// the delegate gets `nil`. The keys exist so code that looks them up compiles and finds nothing.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// Creates a key from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that launched this one.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The payload of the remote notification the app was launched for.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The Home Screen quick action the app was launched for.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The user activity dictionary the app was launched to continue.
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }
}
