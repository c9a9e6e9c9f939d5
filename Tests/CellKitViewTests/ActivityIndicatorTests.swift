@testable import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// `UIActivityIndicatorView` shows itself while animating, hides when stopped (unless told not
/// to), and turns its leading spoke one step every eighth of a second of frame time.
@Suite(.gtk) @MainActor struct ActivityIndicatorTests {
    @Test func startingShowsItAndStoppingHidesIt() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.isHidden, "a stopped indicator hides by default")
        #expect(!indicator.isAnimating)
        indicator.startAnimating()
        #expect(indicator.isAnimating)
        #expect(!indicator.isHidden)
        indicator.stopAnimating()
        #expect(!indicator.isAnimating)
        #expect(indicator.isHidden)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
    }

    @Test func theLeadingSpokeAdvancesWithFrameTime() {
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.startAnimating()
        indicator.tick(frameTime: 0)
        #expect(indicator.phase == 0)
        indicator.tick(frameTime: 125_000 * 3)
        #expect(indicator.phase == 3)
        indicator.tick(frameTime: 125_000 * 9)
        #expect(indicator.phase == 1, "eight steps make a turn")
        indicator.stopAnimating()
        #expect(indicator.phase == 0)
    }

    @Test func anAnimatingIndicatorInAShownWindowSpinsOnTheFrameClock() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let indicator = UIActivityIndicatorView(style: .large)
        window.addSubview(indicator)
        window.makeKeyAndVisible()
        indicator.startAnimating()
        var phases: Set<Int> = []
        #expect(MainLoop.iterate(until: { phases.insert(indicator.phase); return phases.count >= 3 }, timeout: 5),
                "the leading spoke moves on by itself")
        indicator.stopAnimating()
        #expect(indicator.phase == 0)
    }
}
