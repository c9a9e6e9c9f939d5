@testable import CellKit
import Foundation
import GtkSupport
import Testing

/// A view's backing calls frame callbacks once per frame while its window is shown, until a
/// callback returns false or is removed (what `UIActivityIndicatorView` spins on).
@Suite(.gtk) @MainActor struct FrameClockTests {
    @Test func aFrameCallbackRunsEachFrameUntilItReturnsFalseOrIsRemoved() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(view)
        window.makeKeyAndVisible()
        let clock = try #require(view.backing as? any FrameClockHosting, "a shown view has a backing with a frame clock")
        var stopping = 0, counting = 0, times: [Int64] = []
        let stoppingID = clock.addFrameCallback { _ in
            stopping += 1
            return stopping < 3
        }
        let countingID = clock.addFrameCallback { frameTime in
            counting += 1
            times.append(frameTime)
            return true
        }
        #expect(stoppingID != 0 && countingID != 0 && stoppingID != countingID)
        #expect(MainLoop.iterate(until: { counting >= 8 }, timeout: 5), "the callbacks run frame after frame")
        #expect(stopping == 3, "the callback that returned false ran no more")
        #expect(times == times.sorted() && Set(times).count > 1, "frame times move forward")
        clock.removeFrameCallback(countingID)
        let removedAt = counting
        var later = 0
        _ = clock.addFrameCallback { _ in
            later += 1
            return later < 4
        }
        #expect(MainLoop.iterate(until: { later >= 4 }, timeout: 5))
        #expect(counting == removedAt, "a removed callback runs no more")
    }
}
