import CellKit
import Foundation
import Testing

/// A controller that records its size transitions, written as an iOS app writes one.
@MainActor
private final class RotatingViewController: UIViewController {
    var events: [String] = []
    var forwardsToChildren = true

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        if forwardsToChildren { super.viewWillTransition(to: size, with: coordinator) }
        events.append("will \(Int(size.width))x\(Int(size.height)), view \(Int(view.bounds.width))")
        events.append("coordinator during: \(transitionCoordinator === coordinator)")
        coordinator.animate(alongsideTransition: { [unowned self] context in
            events.append("alongside, view \(Int(view.bounds.width)), animated \(context.isAnimated)")
        }, completion: { [unowned self] context in
            events.append("completion, cancelled \(context.isCancelled)")
        })
    }
}

/// A window's size change reaches its view controllers through `viewWillTransition(to:with:)`, and
/// the coordinator runs the alongside blocks on the new layout, then the completion blocks.
@Suite @MainActor struct SizeTransitionTests {
    @Test func aResizedWindowTellsItsRootControllerThenRunsAlongsideThenCompletion() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = RotatingViewController()
        window.rootViewController = root
        window.layoutIfNeeded()
        #expect(root.transitionCoordinator == nil)
        window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        #expect(root.events == [
            "will 667x375, view 375",
            "coordinator during: true",
            "alongside, view 667, animated false",
            "completion, cancelled false",
        ])
        #expect(root.transitionCoordinator == nil)
        #expect(root.view.bounds.size == CGSize(width: 667, height: 375))
    }

    @Test func theSameSizeOrAnUnloadedRootHearsNothing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = RotatingViewController()
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        window.rootViewController = root
        window.frame = CGRect(x: 10, y: 10, width: 480, height: 320)
        #expect(root.events.isEmpty)
    }

    @Test func childrenHearOfItThroughTheDefaultImplementation() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = RotatingViewController()
        let child = RotatingViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        window.rootViewController = root
        window.bounds = CGRect(x: 0, y: 0, width: 667, height: 375)
        #expect(child.events.first == "will 667x375, view 375")
        #expect(child.events.count == 4)

        root.forwardsToChildren = false
        window.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
        #expect(child.events.count == 4)
        #expect(root.events.filter { $0.hasPrefix("will") } == ["will 667x375, view 375", "will 375x667, view 667"])
    }

    @Test func aPresentedControllerHearsOfItToo() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIViewController()
        window.rootViewController = root
        let presented = RotatingViewController()
        root.present(presented, animated: false)
        window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        #expect(presented.events.first == "will 667x375, view 375")
        #expect(presented.events.last == "completion, cancelled false")
        #expect(presented.view.bounds.width == 667)
    }

    @Test func aBlockRegisteredAfterTheTransitionIsRefused() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = CoordinatorKeeper()
        window.rootViewController = root
        window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        var ran = false
        let accepted = root.kept?.animate(alongsideTransition: { _ in ran = true }, completion: nil)
        #expect(accepted == false)
        #expect(!ran)
    }
}

/// Keeps the coordinator it was given, to use it after the transition.
@MainActor
private final class CoordinatorKeeper: UIViewController {
    var kept: (any UIViewControllerTransitionCoordinator)?
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        kept = coordinator
    }
}
