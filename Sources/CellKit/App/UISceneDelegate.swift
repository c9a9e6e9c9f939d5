import Foundation

/// What a scene tells its delegate about its life (UIKit's `UISceneDelegate`). Every method is
/// optional, as in UIKit: each has an empty default implementation.
///
/// CellKit calls them in UIKit's order. When the app launches: `scene(_:willConnectTo:options:)`, then
/// `sceneWillEnterForeground(_:)`, then `sceneDidBecomeActive(_:)`. When the person closes the scene's
/// window: `sceneWillResignActive(_:)`, `sceneDidEnterBackground(_:)`, then `sceneDidDisconnect(_:)`.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene is being added to the app: set up its window here (a window scene's delegate creates a
    /// `UIWindow(windowScene:)`, gives it a root view controller and calls `makeKeyAndVisible()`).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app (its window was closed); release what it alone used.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is on screen and receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went off screen.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing (the method is optional in UIKit).
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing (the method is optional in UIKit).
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing (the method is optional in UIKit).
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing (the method is optional in UIKit).
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing (the method is optional in UIKit).
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing (the method is optional in UIKit).
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
