import CellKit

// The app's entry point. On iOS this class would be marked `@UIApplicationMain` in older projects;
// with CellKit it is `@main`, the only change such an app needs.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LifecycleLog.record("application(_:didFinishLaunchingWithOptions:) options=\(launchOptions == nil ? "none" : "some")")
        return true
    }

    // MARK: Scene sessions

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        LifecycleLog.record("application(_:configurationForConnecting:options:) role=\(connectingSceneSession.role == .windowApplication ? "windowApplication" : "other")")
        // The scene manifest's default configuration: its delegate is the module's SceneDelegate.
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        LifecycleLog.record("application(_:didDiscardSceneSessions:) count=\(sceneSessions.count)")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        LifecycleLog.record("applicationWillTerminate(_:)")
    }
}
