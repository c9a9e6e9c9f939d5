import Foundation

/// One instance of the app's user interface (UIKit's `UIScene`). CellKit connects one scene, a
/// `UIWindowScene`, when the app launches; see `UIApplicationDelegate.main()`.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life (UIKit's `UIScene.ActivationState`).
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app (before `scene(_:willConnectTo:options:)`, after `sceneDidDisconnect(_:)`).
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events (while it connects, and while it closes).
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// Why a scene is being connected (UIKit's `UIScene.ConnectionOptions`). A CellKit scene is
    /// always connected by launching the app with nothing to open, as when the person taps the app's
    /// icon, so what UIKit would fill from a URL, a handoff or a notification is empty.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The bundle identifier of the app that asked for the scene; nil: the person launched it.
        public let sourceApplication: String?
        /// The type of the handoff activity to continue; nil: none.
        public let handoffUserActivityType: String?

        /// The options of a launch from the app's icon.
        override init() {
            sourceApplication = nil
            handoffUserActivityType = nil
            super.init()
        }
    }

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The object told of the scene's life: connection, activation, disconnection. The scene keeps it
    /// (a strong reference, as in UIKit).
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title, which the GTK window of its key window shows.
    open var title: String! = "" {
        didSet { (self as? UIWindowScene)?.windows.forEach { $0.title = title ?? "" } }
    }

    /// Creates a scene for `session`. CellKit creates the scene itself when it connects the session
    /// (with `UISceneConfiguration.sceneClass`); apps do not call this.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Creates a scene from an archive. Scenes are not archived; this fails.
    public required init?(coder: NSCoder) {
        return nil
    }
}
