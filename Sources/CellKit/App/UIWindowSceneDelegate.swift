import Foundation

/// The delegate of a window scene (UIKit's `UIWindowSceneDelegate`): a scene delegate that keeps the
/// scene's main window.
///
/// ```swift
/// class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///     var window: UIWindow?
///
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
///         guard let windowScene = scene as? UIWindowScene else { return }
///         let window = UIWindow(windowScene: windowScene)
///         window.rootViewController = UINavigationController(rootViewController: ListViewController())
///         self.window = window
///         window.makeKeyAndVisible()
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window. A scene does not keep its windows: the delegate does, through this property.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window, for a delegate that does not declare the property (it is optional in UIKit); setting it
    /// keeps nothing.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
