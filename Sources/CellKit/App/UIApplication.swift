import Foundation

/// The running app (UIKit's `UIApplication`): its delegate, its scenes and its state.
///
/// There is one application per process, `UIApplication.shared`, created when the app launches
/// (`UIApplicationDelegate.main()`, what `@main` on the app delegate runs).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// Whether the app is in the foreground and receiving events (UIKit's `UIApplication.State`).
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events: while it launches, and while its scene closes.
        case inactive = 1
        /// Off screen.
        case background = 2
    }

    private static var current: UIApplication?

    /// The app's application object. Code that runs before the app launched (a test, a preview) gets
    /// an application with no delegate and no scenes, which a later launch replaces.
    public class var shared: UIApplication {
        if let current { return current }
        let application = UIApplication()
        current = application
        return application
    }

    /// The app delegate: told when the app has launched, asked for scene configurations, told of
    /// discarded sessions and termination. The application keeps it (UIKit's `UIApplicationMain` keeps
    /// the delegate it creates for the life of the app).
    open var delegate: (any UIApplicationDelegate)?
    /// The scenes connected now (one while a CellKit app runs, none before launch and after its window closes).
    public internal(set) var connectedScenes: Set<UIScene> = []
    /// The sessions of the app's scenes, connected or not.
    public internal(set) var openSessions: Set<UISceneSession> = []
    /// Where the app is in its life.
    public internal(set) var applicationState: State = .inactive
    /// Whether the app can show more than one scene at once: false, as for an app without
    /// `UIApplicationSupportsMultipleScenes` in its Info.plist (CellKit connects one scene).
    public var supportsMultipleScenes: Bool { false }
    /// Called after the last scene disconnected and `applicationWillTerminate(_:)` ran (the app's run
    /// loop ends there).
    package var terminationHandler: (@MainActor () -> Void)?

    /// Creates an application; apps get theirs from `shared`.
    override init() {
        super.init()
    }

    /// Creates an application from an archive. Applications are not archived; this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes `application` the one `shared` returns.
    static func makeCurrent(_ application: UIApplication) {
        current = application
    }
}
