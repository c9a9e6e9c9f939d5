import Foundation

/// A backing that calls a view back once per frame the toolkit draws, with the frame's time: what a
/// `CADisplayLink` gives a UIKit view. `UIActivityIndicatorView` steps its spokes from it, so it
/// spins as fast as the screen shows, and not at all while its window is hidden.
@preconcurrency @MainActor
package protocol FrameClockHosting: AnyObject {
    /// Calls `tick` with each frame's time (microseconds, monotonic) until it returns false or is
    /// removed; returns the callback's identifier (never 0). A callback that holds its view weakly
    /// returns false once the view is gone, so a view needs no deinit to stop it.
    func addFrameCallback(_ tick: @escaping @MainActor (_ frameTime: Int64) -> Bool) -> UInt32
    /// Stops a callback `addFrameCallback(_:)` returned.
    func removeFrameCallback(_ id: UInt32)
}
