@testable import CellKit
import CellKitGTK
import CGtk
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// What the delegates below heard, in order. CellKit creates them from their classes, so they write here.
@MainActor enum LaunchLog {
    static var events: [String] = []
}

/// A plain screen whose appearance is recorded with the delegates' callbacks.
final class LaunchRootController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        LaunchLog.events.append("viewWillAppear")
    }
}

/// A scene-based app delegate, as Xcode's templates since iOS 13 write it (with the delegate class named
/// in code, there being no Info.plist).
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    static var sceneClass: AnyClass?
    static var sceneDelegateClass: AnyClass? = RecordingSceneDelegate.self

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchLog.events.append("willFinishLaunching shared=\(UIApplication.shared === application) scenes=\(application.connectedScenes.count)")
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchLog.events.append("didFinishLaunching options=\(launchOptions == nil ? "nil" : "some")")
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        LaunchLog.events.append("configurationForConnecting role=\(connectingSceneSession.role.rawValue) scene=\(connectingSceneSession.scene == nil ? "nil" : "set")")
        let configuration = UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
        configuration.sceneClass = Self.sceneClass
        configuration.delegateClass = Self.sceneDelegateClass
        return configuration
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        LaunchLog.events.append("didDiscardSceneSessions \(sceneSessions.count) open=\(application.openSessions.count)")
    }
    func applicationDidBecomeActive(_ application: UIApplication) { LaunchLog.events.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { LaunchLog.events.append("applicationWillResignActive") }
    func applicationWillTerminate(_ application: UIApplication) {
        LaunchLog.events.append("applicationWillTerminate scenes=\(application.connectedScenes.count)")
    }
}

/// A window scene delegate that sets its window up in `scene(_:willConnectTo:options:)`.
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        LaunchLog.events.append("willConnectTo \(scene.activationState) connected=\(UIApplication.shared.connectedScenes.contains(scene))")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = LaunchRootController()
        self.window = window
        window.makeKeyAndVisible()
    }
    func sceneWillEnterForeground(_ scene: UIScene) { LaunchLog.events.append("sceneWillEnterForeground \(scene.activationState)") }
    func sceneDidBecomeActive(_ scene: UIScene) { LaunchLog.events.append("sceneDidBecomeActive \(scene.activationState)") }
    func sceneWillResignActive(_ scene: UIScene) { LaunchLog.events.append("sceneWillResignActive \(scene.activationState)") }
    func sceneDidEnterBackground(_ scene: UIScene) { LaunchLog.events.append("sceneDidEnterBackground \(scene.activationState)") }
    func sceneDidDisconnect(_ scene: UIScene) { LaunchLog.events.append("sceneDidDisconnect \(scene.activationState)") }
}

/// A scene delegate in the other common style: a window sized by the scene's coordinate space, then
/// moved into the scene.
final class FrameStyleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(frame: windowScene.coordinateSpace.bounds)
        window?.windowScene = windowScene
        window?.rootViewController = LaunchRootController()
        window?.makeKeyAndVisible()
    }
}

/// An app from before scenes: the app delegate makes its own window key in `didFinishLaunching`.
final class WindowOwningAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = LaunchRootController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { LaunchLog.events.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { LaunchLog.events.append("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { LaunchLog.events.append("applicationDidEnterBackground") }
    func applicationWillTerminate(_ application: UIApplication) { LaunchLog.events.append("applicationWillTerminate") }
}

/// An object that is no responder cannot be created from its class without Objective-C.
final class PlainObjectDelegate: NSObject, UIApplicationDelegate {}

/// A scene subclass an app may name in its configuration.
final class CustomWindowScene: UIWindowScene {}

/// An app launches as UIKit launches it from its icon: the delegate callbacks in UIKit's order with
/// UIKit's states, one window scene on the device's screen, and the scene's end when its window closes.
@Suite(.serialized, .gtk) @MainActor struct AppLaunchSequenceTests {
    private func launchRecorded(presentsWindows: Bool = false, on device: PreviewDevice = .iPhone15,
                                orientation: PreviewDevice.Orientation = .portrait) throws -> UIWindowScene {
        LaunchLog.events = []
        RecordingAppDelegate.sceneClass = nil
        RecordingAppDelegate.sceneDelegateClass = RecordingSceneDelegate.self
        let delegate = try UIApplication.makeDelegate(of: RecordingAppDelegate.self)
        return try UIApplication.launch(delegate, on: device, orientation: orientation, presentsWindows: presentsWindows)
    }

    @Test func launchCallsTheDelegatesInUIKitsOrder() throws {
        let scene = try launchRecorded()
        #expect(LaunchLog.events == [
            "willFinishLaunching shared=true scenes=0",
            "didFinishLaunching options=nil",
            "configurationForConnecting role=UIWindowSceneSessionRoleApplication scene=nil",
            "willConnectTo unattached connected=true",
            "sceneWillEnterForeground foregroundInactive",
            "sceneDidBecomeActive foregroundActive",
        ])
        let application = UIApplication.shared
        #expect(application.delegate is RecordingAppDelegate)
        #expect(application.applicationState == .active)
        #expect(application.connectedScenes == [scene])
        #expect(application.openSessions == [scene.session])
        #expect(scene.session.scene === scene)
        #expect(scene.session.configuration.name == "Main")
        #expect(scene.delegate is RecordingSceneDelegate)
        #expect(scene.activationState == .foregroundActive)
    }

    @Test func theSceneDelegatesWindowCoversTheDeviceScreenInsideItsSafeArea() throws {
        let scene = try launchRecorded()
        let window = try #require(scene.keyWindow)
        #expect((scene.delegate as? RecordingSceneDelegate)?.window === window)
        #expect(scene.windows == [window])
        #expect(window.windowScene === scene)
        #expect(window.isKeyWindow)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(scene.coordinateSpace.bounds == window.frame)
        #expect(window.screen === scene.screen)
        #expect(window.traitCollection.displayScale == 3)
        // PreviewDevice.iPhone15's portrait safe area: the Dynamic Island's status bar and the home indicator.
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(window.rootViewController?.view.frame == window.bounds)
        #expect(ViewTesting.gtkWindow(of: window) == nil, "a hosted scene's window gets no GTK window")
        let root = try #require(window.detachRootViewControllerForHost())
        #expect(root.view.superview == nil)
        #expect(window.rootViewController === root)
    }

    @Test func aSceneOnAnotherDeviceTakesItsScreen() throws {
        let scene = try launchRecorded(on: .iPadMini, orientation: .landscape)
        let window = try #require(scene.keyWindow)
        #expect(scene.screen.bounds.size == CGSize(width: 1133, height: 744))
        #expect(window.frame.size == CGSize(width: 1133, height: 744))
        #expect(window.safeAreaInsets == PreviewDevice.iPadMini.safeAreaInsets(in: .landscape))
        #expect(window.traitCollection.displayScale == PreviewDevice.iPadMini.scale)
    }

    @Test func disconnectingEndsTheSceneThenTheApp() throws {
        let scene = try launchRecorded()
        let application = UIApplication.shared
        var terminated = false
        application.terminationHandler = { terminated = true }
        LaunchLog.events = []
        application.disconnect(scene)
        #expect(LaunchLog.events == [
            "sceneWillResignActive foregroundInactive",
            "sceneDidEnterBackground background",
            "sceneDidDisconnect unattached",
            "didDiscardSceneSessions 1 open=0",
            "applicationWillTerminate scenes=0",
        ])
        #expect(terminated)
        #expect(application.applicationState == .background)
        #expect(scene.session.scene == nil)
        application.disconnect(scene)
        #expect(LaunchLog.events.count == 5, "a scene disconnects once")
    }

    @Test func closingTheKeyWindowOnScreenDisconnectsTheScene() throws {
        let scene = try launchRecorded(presentsWindows: true)
        let window = try #require(scene.keyWindow)
        let application = UIApplication.shared
        var terminated = false
        application.terminationHandler = { terminated = true }
        #expect(MainLoop.iterate(until: { ViewTesting.gtkWindow(of: window) != nil }, timeout: 10))
        let gtkWindow = try #require(ViewTesting.gtkWindow(of: window))
        #expect(LaunchLog.events.filter { $0 == "viewWillAppear" }.count == 1, "a window on screen makes its root controller appear")
        LaunchLog.events = []
        gtk_window_close(gtkWindow)
        #expect(MainLoop.iterate(until: { terminated }, timeout: 10))
        #expect(LaunchLog.events.first == "sceneWillResignActive foregroundInactive")
        #expect(LaunchLog.events.last == "applicationWillTerminate scenes=0")
        #expect(application.connectedScenes.isEmpty)
    }

    @Test func anAppWithoutASceneDelegateShowsItsDelegatesWindow() throws {
        LaunchLog.events = []
        let delegate = try UIApplication.makeDelegate(of: WindowOwningAppDelegate.self)
        let scene = try UIApplication.launch(delegate, presentsWindows: false)
        let window = try #require(delegate.window)
        defer { window.windowScene = nil }
        #expect(scene.delegate == nil)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.keyWindow === window)
        #expect(window.windowScene === scene)
        #expect(window.frame.size == CGSize(width: 393, height: 852))
        #expect(LaunchLog.events == ["viewWillAppear", "applicationDidBecomeActive"])
        LaunchLog.events = []
        UIApplication.shared.disconnect(scene)
        #expect(LaunchLog.events == ["applicationWillResignActive", "applicationDidEnterBackground", "applicationWillTerminate"])
    }

    @Test func aWindowMovedIntoTheSceneTakesItsScreenAndBecomesItsKeyWindow() throws {
        RecordingAppDelegate.sceneDelegateClass = FrameStyleSceneDelegate.self
        defer { RecordingAppDelegate.sceneDelegateClass = RecordingSceneDelegate.self }
        let scene = try UIApplication.launch(UIApplication.makeDelegate(of: RecordingAppDelegate.self), on: .iPhoneSE,
                                             presentsWindows: false)
        let window = try #require((scene.delegate as? FrameStyleSceneDelegate)?.window)
        #expect(scene.keyWindow === window)
        #expect(scene.windows == [window])
        #expect(window.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(window.safeAreaInsets == PreviewDevice.iPhoneSE.safeAreaInsets(in: .portrait))
        window.windowScene = nil
        #expect(scene.windows.isEmpty)
        #expect(scene.keyWindow == nil)
    }

    @Test func aConfigurationMayNameASceneSubclass() throws {
        RecordingAppDelegate.sceneClass = CustomWindowScene.self
        defer { RecordingAppDelegate.sceneClass = nil }
        let scene = try UIApplication.launch(UIApplication.makeDelegate(of: RecordingAppDelegate.self), presentsWindows: false)
        #expect(scene is CustomWindowScene)
    }

    @Test func classesCellKitCannotUseAreRefusedWithTheReason() throws {
        #expect(throws: ApplicationLaunchError.delegateIsNotAResponder("PlainObjectDelegate")) {
            try UIApplication.makeDelegate(of: PlainObjectDelegate.self)
        }
        RecordingAppDelegate.sceneClass = UIScene.self
        #expect(throws: ApplicationLaunchError.sceneClassIsNotAWindowScene("UIScene")) {
            try UIApplication.launch(UIApplication.makeDelegate(of: RecordingAppDelegate.self), presentsWindows: false)
        }
        RecordingAppDelegate.sceneClass = nil
        RecordingAppDelegate.sceneDelegateClass = LaunchRootController.self
        defer { RecordingAppDelegate.sceneDelegateClass = RecordingSceneDelegate.self }
        #expect(throws: ApplicationLaunchError.delegateClassIsNotASceneDelegate("LaunchRootController")) {
            try UIApplication.launch(UIApplication.makeDelegate(of: RecordingAppDelegate.self), presentsWindows: false)
        }
    }
}
