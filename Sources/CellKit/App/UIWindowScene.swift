import Foundation

/// A scene that shows the app's windows on a screen (UIKit's `UIWindowScene`).
///
/// CellKit connects one window scene when the app launches, on the screen of the device the app runs
/// on (an iPhone 15 in portrait unless `CELLKIT_DEVICE` names another; see `UIApplicationDelegate.main()`).
/// A window created with `UIWindow(windowScene:)` takes the screen's size, the screen (margins and
/// display scale follow it) and the device's safe area.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    private struct WeakWindow {
        weak var window: UIWindow?
    }

    /// The screen the scene is shown on.
    public private(set) var screen: UIScreen
    /// The safe area the scene's windows get from the device (status bar or sensor housing, home indicator).
    package private(set) var safeAreaInsets: UIEdgeInsets
    /// Whether `makeKeyAndVisible()` shows the scene's windows in GTK windows of their own. A host that
    /// shows the scene's root view controller itself (a preview of the app) turns it off.
    package var presentsWindows = true
    /// Called when the person closes the GTK window of one of the scene's windows (the application
    /// disconnects the scene when its key window closes).
    package var windowWasClosed: (@MainActor (UIWindow) -> Void)?
    private var windowReferences: [WeakWindow] = []

    /// The scene's windows, in the order they joined it (the scene does not keep them: their owners do).
    public var windows: [UIWindow] { windowReferences.compactMap(\.window) }
    /// The scene's coordinate space: its screen's, whose bounds are the screen's size in the current
    /// orientation (what a window of the scene covers).
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
    /// The window of the scene that was last made key (`makeKeyAndVisible()`).
    public internal(set) weak var keyWindow: UIWindow?

    /// Creates a window scene for `session`, on an iPhone 15 held upright until its host places it on
    /// another device. CellKit creates scenes itself; apps do not call this.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        let device = PreviewDevice.iPhone15
        screen = UIScreen(bounds: CGRect(origin: .zero, size: device.size(in: .portrait)), scale: device.scale)
        safeAreaInsets = device.safeAreaInsets(in: .portrait)
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// Creates a scene from an archive. Scenes are not archived; this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Puts the scene on `device` held `orientation` way up: its screen and safe area, given to the
    /// windows it has and will have.
    package func place(on device: PreviewDevice, orientation: PreviewDevice.Orientation) {
        screen = UIScreen(bounds: CGRect(origin: .zero, size: device.size(in: orientation)), scale: device.scale)
        safeAreaInsets = device.safeAreaInsets(in: orientation)
        windows.forEach(fit)
    }

    /// A window joined the scene: it covers the screen and gets the screen and the safe area.
    func add(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        windowReferences.append(WeakWindow(window: window))
        fit(window)
    }

    /// A window left the scene.
    func remove(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        if keyWindow === window { keyWindow = nil }
    }

    private func fit(_ window: UIWindow) {
        window.frame = screen.bounds
        window.host.screen = screen
        window.host.safeAreaInsets = safeAreaInsets
    }
}
