import Foundation

/// Which classes make a scene and its delegate (UIKit's `UISceneConfiguration`).
///
/// An app returns one from `application(_:configurationForConnecting:options:)`:
///
/// ```swift
/// let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
/// configuration.delegateClass = SceneDelegate.self
/// return configuration
/// ```
///
/// On iOS the configuration usually comes from the app's Info.plist (`UIApplicationSceneManifest`), where
/// the name picks an entry that names the delegate class. CellKit apps have no Info.plist. CellKit uses
/// the configuration the app delegate returns, and when it names no `delegateClass`, does what Xcode's
/// app template's Info.plist says: the class `SceneDelegate` of the app delegate's module, when there is
/// one that adopts `UISceneDelegate`, becomes the delegate class. An app whose scene delegate has another
/// name sets `delegateClass` in code (one added line). With neither, the scene has no delegate and the
/// app shows the app delegate's `window`.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name (the key of the Info.plist entry on iOS; a label in CellKit).
    public let name: String?
    /// The role of the sessions this configuration is for.
    public let role: UISceneSession.Role
    /// The class of the scene to create: `UIWindowScene` or a subclass of it; nil means `UIWindowScene`.
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate, created with the scene: a `UIResponder` subclass that adopts
    /// `UIWindowSceneDelegate` (or `UISceneDelegate`). Nil: the scene has no delegate.
    open var delegateClass: AnyClass?

    /// Creates a configuration named `name` for sessions in `sessionRole`, with no scene or delegate class.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
