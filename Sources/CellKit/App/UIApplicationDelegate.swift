import Foundation

/// What the app tells its delegate about its life (UIKit's `UIApplicationDelegate`). Every member is
/// optional, as in UIKit: each has a default implementation.
///
/// Mark the delegate class `@main` to make it the app's entry point (UIKit's `@UIApplicationMain`
/// cannot work in Swift without Objective-C: replace it with `@main`, the one edit such an app needs).
/// The launch runs in UIKit's order; see `main()`.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's window, for an app that sets its window up in the app delegate rather than in a scene
    /// delegate. Scene-based apps leave it out.
    var window: UIWindow? { get set }
    /// The launch has begun; return false only to refuse a URL the launch options ask to open.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The launch is almost done: set up what the app needs before its first scene connects.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Returns the configuration to create a new scene with: its scene and delegate classes.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The person discarded scenes: release what was kept for their sessions.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// An app without a scene delegate became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// An app without a scene delegate is about to become inactive.
    func applicationWillResignActive(_ application: UIApplication)
    /// An app without a scene delegate went to the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// An app without a scene delegate is about to come to the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end.
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// No window, for a delegate that does not declare the property; setting it keeps nothing.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Returns true: the launch goes on.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Returns true: the launch goes on.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Returns a configuration named "Default Configuration" for the session's role, with no delegate
    /// class. (UIKit reads the default from the Info.plist, which CellKit apps do not have; CellKit then
    /// uses the app's `SceneDelegate` class as Xcode's template Info.plist does, see `UISceneConfiguration`.)
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    /// Does nothing (the method is optional in UIKit).
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// Does nothing (the method is optional in UIKit).
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing (the method is optional in UIKit).
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing (the method is optional in UIKit).
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing (the method is optional in UIKit).
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing (the method is optional in UIKit).
    public func applicationWillTerminate(_ application: UIApplication) {}
}
