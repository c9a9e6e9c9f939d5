import Foundation

/// The toolkit's main loop as an app's run sees it (`UIApplicationDelegate.main()`): start the toolkit,
/// run its events until the app ends, or spin them until a condition holds.
@preconcurrency @MainActor
package protocol AppMainLoop {
    /// Starts the toolkit (opens the display); exits the process with the reason when it cannot.
    func start()
    /// Runs events until `quit()`.
    func run()
    /// Makes `run()` return.
    func quit()
    /// Runs events until `condition` holds or `timeout` seconds passed; returns whether it holds.
    func iterate(until condition: () -> Bool, timeout: TimeInterval) -> Bool
}
