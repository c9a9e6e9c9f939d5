import CellKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        LifecycleLog.record("scene(_:willConnectTo:options:) state=\(scene.activationState == .unattached ? "unattached" : "attached")")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        let trails = TrailListViewController()
        let navigationController = UINavigationController(rootViewController: trails)
        navigationController.navigationBar.prefersLargeTitles = true
        window.rootViewController = navigationController
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        LifecycleLog.record("sceneWillEnterForeground(_:)")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        LifecycleLog.record("sceneDidBecomeActive(_:) key window=\(window?.isKeyWindow == true)")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        LifecycleLog.record("sceneWillResignActive(_:)")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        LifecycleLog.record("sceneDidEnterBackground(_:)")
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        LifecycleLog.record("sceneDidDisconnect(_:)")
    }
}
