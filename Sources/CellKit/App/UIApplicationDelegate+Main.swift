import Foundation

extension UIApplicationDelegate {
    /// Runs the app: what `@main` on the app delegate class calls (UIKit's `UIApplicationMain`, which
    /// UIKit's Swift overlay also calls from this method). Returns only when the app ends.
    ///
    /// ```swift
    /// @main
    /// class AppDelegate: UIResponder, UIApplicationDelegate { … }
    /// ```
    ///
    /// It creates the application and an instance of the delegate class, runs the launch in UIKit's
    /// order (see the scene delegate's and the app delegate's callbacks), connects one window scene,
    /// shows its key window in a GTK window the size of the device's screen, and runs the GTK main
    /// loop until the person closes that window; the scene then disconnects and the app terminates.
    ///
    /// Two environment variables change the run (CellKit only; an iOS app has no such thing):
    /// - `CELLKIT_DEVICE`: the device the scene is on, by name ("iPhone SE", "iPhone 15",
    ///   "iPhone 15 Pro Max", "iPad mini", "iPad Pro 12.9"; any case). Default: iPhone 15, portrait.
    /// - `CELLKIT_SCREENSHOT`: a path. The app renders its first screen, once the window is on screen
    ///   and drawn, to that PNG at the device's scale (as an iOS screenshot: 1179 × 2556 pixels on an
    ///   iPhone 15), closes its scene (the usual callbacks run) and exits with status 0: for checks in CI.
    ///
    /// An unknown device name exits with status 2; a configuration CellKit cannot use (a delegate class
    /// that is not a `UIResponder`, no window made key) or no display exits with status 1; each prints
    /// why on standard error.
    public static func main() {
        AppRunner.run(delegateClass: Self.self)
    }
}
