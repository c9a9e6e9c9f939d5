@testable import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// `UIView.animate(withDuration:…)` applies the final values before it returns and calls its
/// completion with `true` on the next turn of the main loop, never inside the call.
@Suite(.gtk) @MainActor struct ViewAnimationTests {
    @Test func theFinalValuesAreSetAtOnceAndTheCompletionRunsOnTheNextTurn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: {
            view.alpha = 0.25
            view.frame.origin.x = 40
        }, completion: { finished.append($0) })
        #expect(view.alpha == 0.25)
        #expect(view.frame.origin.x == 40)
        #expect(finished.isEmpty, "the completion waits for the next main-loop turn")
        #expect(MainLoop.iterate(until: { !finished.isEmpty }, timeout: 2))
        #expect(finished == [true])
    }

    @Test func delayedSpringKeyframeAndTransitionFormsBehaveTheSame() {
        let view = UIView(frame: .zero)
        var order: [String] = []
        UIView.animate(withDuration: 1, delay: 2, options: [.curveEaseIn], animations: { view.alpha = 0.5 },
                       completion: { _ in order.append("delayed") })
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                       animations: { view.backgroundColor = .systemRed }, completion: { _ in order.append("spring") })
        UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.tag = 1 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.tag = 2 }
        }, completion: { _ in order.append("keyframes") })
        #expect(view.alpha == 0.5)
        #expect(view.backgroundColor == .systemRed)
        #expect(view.tag == 2, "keyframes run in order, the last value stays")
        #expect(order.isEmpty)
        #expect(MainLoop.iterate(until: { order.count == 3 }, timeout: 2))
        #expect(order == ["delayed", "spring", "keyframes"], "completions run in the order the animations began")
    }

    @Test func aRepeatingAnimationNeverCompletes() {
        let view = UIView(frame: .zero)
        var completed = false
        UIView.animate(withDuration: 0.1, delay: 0, options: [.repeat, .autoreverse], animations: { view.alpha = 0 },
                       completion: { _ in completed = true })
        #expect(view.alpha == 0)
        var later = false
        UIView.animate(withDuration: 0.1, animations: {}, completion: { _ in later = true })
        #expect(MainLoop.iterate(until: { later }, timeout: 2), "an animation begun after it completes")
        MainLoop.drainPending()
        #expect(!completed)
    }

    @Test func transitionFromReplacesTheViewInItsSuperview() {
        let container = UIView(frame: .zero)
        let old = UIView(frame: .zero)
        let new = UIView(frame: .zero)
        container.addSubview(old)
        UIView.transition(from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve])
        #expect(old.superview == nil)
        #expect(new.superview === container)
    }
}
