import Foundation

/// Why an app could not be launched: its scene configuration names classes CellKit cannot use.
package enum ApplicationLaunchError: Error, CustomStringConvertible, Equatable {
    /// The app delegate class is not a `UIResponder` subclass, so it cannot be created from its class.
    case delegateIsNotAResponder(String)
    /// The configuration's `sceneClass` is not `UIWindowScene` or a subclass of it.
    case sceneClassIsNotAWindowScene(String)
    /// The configuration's `delegateClass` is not a `UIResponder` subclass that adopts `UISceneDelegate`.
    case delegateClassIsNotASceneDelegate(String)
    /// After `scene(_:willConnectTo:options:)` no window of the scene was made key and visible.
    case noKeyWindow

    package var description: String {
        switch self {
        case .delegateIsNotAResponder(let name):
            "the app delegate \(name) is not a UIResponder subclass; declare it as `class \(name): UIResponder, UIApplicationDelegate`"
        case .sceneClassIsNotAWindowScene(let name):
            "the scene configuration's sceneClass \(name) is not UIWindowScene or a subclass of it"
        case .delegateClassIsNotASceneDelegate(let name):
            "the scene configuration's delegateClass \(name) is not a UIResponder subclass that adopts UIWindowSceneDelegate"
        case .noKeyWindow:
            """
            no window was made key and visible: create a UIWindow(windowScene:) in the scene delegate's \
            scene(_:willConnectTo:options:) (or the app delegate's window in application(_:didFinishLaunchingWithOptions:)) \
            and call makeKeyAndVisible(); a configuration needs delegateClass set to the scene delegate (CellKit has no Info.plist)
            """
        }
    }
}

extension UIApplication {
    /// Launches an app the way UIKit's `UIApplicationMain` does, short of running the main loop: makes a
    /// new current application with `delegate`, tells the delegate the launch is finishing, connects one
    /// window scene on `device` and brings it to the foreground. Returns the scene, whose key window
    /// shows the app's first screen. With `presentsWindows` off, windows become key without GTK windows
    /// of their own (a host shows the root view controller).
    ///
    /// The order is UIKit's for a launch from the app's icon:
    /// 1. `application(_:willFinishLaunchingWithOptions:)`, `application(_:didFinishLaunchingWithOptions:)`
    ///    (no launch options);
    /// 2. `application(_:configurationForConnecting:options:)`; the scene and its delegate are created
    ///    from the configuration's `sceneClass` and `delegateClass`;
    /// 3. `scene(_:willConnectTo:options:)` while the scene is `.unattached`;
    /// 4. `sceneWillEnterForeground(_:)` (`.foregroundInactive`), `sceneDidBecomeActive(_:)` (`.foregroundActive`).
    ///    A scene without a delegate takes the app delegate's `window`, and the app delegate hears
    ///    `applicationDidBecomeActive(_:)` instead.
    package static func launch(_ delegate: any UIApplicationDelegate, on device: PreviewDevice = .iPhone15,
                               orientation: PreviewDevice.Orientation = .portrait,
                               presentsWindows: Bool = true) throws(ApplicationLaunchError) -> UIWindowScene {
        let application = UIApplication()
        makeCurrent(application)
        application.delegate = delegate
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        return try application.connectScene(on: device, orientation: orientation, presentsWindows: presentsWindows)
    }

    /// Creates the app delegate of class `type` as `UIApplicationMain` does from the `@main` class.
    package static func makeDelegate(of type: AnyClass) throws(ApplicationLaunchError) -> any UIApplicationDelegate {
        guard let responderType = type as? UIResponder.Type,
              let delegate = responderType.init(coder: NSCoder()) as? any UIApplicationDelegate else {
            throw .delegateIsNotAResponder(String(describing: type))
        }
        return delegate
    }

    private func connectScene(on device: PreviewDevice, orientation: PreviewDevice.Orientation,
                              presentsWindows: Bool) throws(ApplicationLaunchError) -> UIWindowScene {
        let session = UISceneSession(role: .windowApplication)
        let options = UIScene.ConnectionOptions()
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: nil, sessionRole: session.role)
        if configuration.delegateClass == nil, let delegate {
            configuration.delegateClass = Self.manifestSceneDelegateClass(nextTo: type(of: delegate))
        }
        session.configuration = configuration
        var sceneType = UIWindowScene.self
        if let sceneClass = configuration.sceneClass {
            guard let windowSceneType = sceneClass as? UIWindowScene.Type else {
                throw .sceneClassIsNotAWindowScene(String(describing: sceneClass))
            }
            sceneType = windowSceneType
        }
        var sceneDelegate: (any UISceneDelegate)?
        if let delegateClass = configuration.delegateClass {
            guard let responderType = delegateClass as? UIResponder.Type,
                  let made = responderType.init(coder: NSCoder()) as? any UISceneDelegate else {
                throw .delegateClassIsNotASceneDelegate(String(describing: delegateClass))
            }
            sceneDelegate = made
        }
        let scene = sceneType.init(session: session, connectionOptions: options)
        scene.place(on: device, orientation: orientation)
        scene.presentsWindows = presentsWindows
        scene.delegate = sceneDelegate
        scene.windowWasClosed = { [weak self, weak scene] window in
            guard let self, let scene, scene.keyWindow === window || scene.keyWindow == nil else { return }
            disconnect(scene)
        }
        session.scene = scene
        openSessions.insert(session)
        connectedScenes.insert(scene)
        sceneDelegate?.scene(scene, willConnectTo: session, options: options)
        if sceneDelegate == nil, let window = delegate?.window {
            window.windowScene = scene
            if window.isKeyWindow { scene.keyWindow = window }
        }
        scene.activationState = .foregroundInactive
        sceneDelegate?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        applicationState = .active
        if let sceneDelegate {
            sceneDelegate.sceneDidBecomeActive(scene)
        } else {
            delegate?.applicationDidBecomeActive(self)
        }
        return scene
    }

    /// The scene delegate class an app's Info.plist would name, which CellKit stands in for: Xcode's app
    /// template names `$(PRODUCT_MODULE_NAME).SceneDelegate` in its scene manifest, so a class called
    /// `SceneDelegate` in the app delegate's module that adopts `UISceneDelegate` is used when the
    /// configuration names none. Nil when there is no such class (the scene then has no delegate).
    static func manifestSceneDelegateClass(nextTo appDelegateClass: AnyClass) -> AnyClass? {
        guard let module = String(reflecting: appDelegateClass).split(separator: ".").first,
              let candidate = NSClassFromString("\(module).SceneDelegate"),
              let responderType = candidate as? UIResponder.Type,
              responderType is any UISceneDelegate.Type else { return nil }
        return candidate
    }

    /// The person closed `scene`'s window: the scene leaves the foreground, disconnects, its session is
    /// discarded, and with no scene left the app terminates. The order is UIKit's when a scene is closed:
    /// `sceneWillResignActive(_:)`, `sceneDidEnterBackground(_:)`, `sceneDidDisconnect(_:)`,
    /// `application(_:didDiscardSceneSessions:)`, then `applicationWillTerminate(_:)`. Without a scene
    /// delegate the app delegate hears `applicationWillResignActive(_:)` and `applicationDidEnterBackground(_:)`.
    package func disconnect(_ scene: UIScene) {
        guard connectedScenes.contains(scene) else { return }
        let sceneDelegate = scene.delegate
        scene.activationState = .foregroundInactive
        applicationState = .inactive
        if let sceneDelegate { sceneDelegate.sceneWillResignActive(scene) } else { delegate?.applicationWillResignActive(self) }
        scene.activationState = .background
        applicationState = .background
        if let sceneDelegate { sceneDelegate.sceneDidEnterBackground(scene) } else { delegate?.applicationDidEnterBackground(self) }
        connectedScenes.remove(scene)
        scene.activationState = .unattached
        sceneDelegate?.sceneDidDisconnect(scene)
        let session = scene.session
        session.scene = nil
        openSessions.remove(session)
        delegate?.application(self, didDiscardSceneSessions: [session])
        guard connectedScenes.isEmpty else { return }
        delegate?.applicationWillTerminate(self)
        terminationHandler?()
    }
}
