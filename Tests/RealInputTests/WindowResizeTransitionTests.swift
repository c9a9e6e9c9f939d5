import CGtk
@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RealInput
import RenderingTestSupport
import Testing

extension RealInputTests {
    /// Resizing a shown window's GTK window calls `viewWillTransition(to:with:)` on its root view
    /// controller before the views take the new size, then the coordinator's blocks on the new layout.
    @Suite @MainActor struct WindowResizeTransition {
        @MainActor private final class Resizing: UIViewController {
            var events: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                events.append("will \(Int(size.width)) from \(Int(view.bounds.width))")
                coordinator.animate(alongsideTransition: { [unowned self] _ in
                    events.append("alongside \(Int(view.bounds.width))")
                }, completion: { [unowned self] _ in events.append("completion") })
            }
        }

        @Test func aResizedGtkWindowTellsTheRootController() throws {
            try GtkTestEnvironment.start()
            let input = try RealInput.start()
            input.beginSession()
            let root = Resizing()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
            window.rootViewController = root
            try input.show(window)
            defer { input.release(window) }
            let gtkWindow = try #require(ViewTesting.gtkWindow(of: window))
            gtk_window_set_default_size(gtkWindow, 480, 240)
            #expect(input.waitUntil { window.bounds.width == 480 })
            #expect(root.events == ["will 480 from 320", "alongside 480", "completion"])
        }
    }
}
