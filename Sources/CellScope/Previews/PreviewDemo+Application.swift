import CellKit
import Foundation

extension PreviewDemo {
    /// Creates a demo of an app's first screen: the app is launched as `UIApplicationDelegate.main()`
    /// launches it (the app delegate of class `applicationDelegate`, its scene configuration, its scene
    /// delegate's `scene(_:willConnectTo:options:)`), on the context's device (an iPhone 15 without one),
    /// and the viewer shows the root view controller of the scene's key window in place of a window.
    /// As for ``init(id:title:summary:items:customStates:makeViewController:)``, the states, the
    /// inspector, `render --item` and `matrix` work on the screen's first list, whose rows are `items`.
    ///
    /// ```swift
    /// PreviewDemo(id: "trails", title: "Trail Log", summary: "The app's first screen",
    ///             items: Trail.saved.map { PreviewItem(id: $0.name, title: $0.name) },
    ///             applicationDelegate: AppDelegate.self)
    /// ```
    ///
    /// Each time the viewer builds the screen, the app launches anew (its launch callbacks run again) and
    /// becomes `UIApplication.shared`. An app that cannot be launched (see the running apps article)
    /// shows an empty screen and prints why on standard error.
    public init(id: String, title: String, summary: String, items: [PreviewItem], customStates: [PreviewCustomState] = [],
                applicationDelegate: any UIApplicationDelegate.Type) {
        let delegateClass = ApplicationPreview.DelegateClass(type: applicationDelegate)
        self.init(id: id, title: title, summary: summary, items: items, customStates: customStates) { context in
            ApplicationPreview.firstScreen(of: delegateClass.type, for: context, demoID: id)
        }
    }
}

/// Launches an app for a preview and hands over its first screen.
@preconcurrency @MainActor
enum ApplicationPreview {
    /// An app delegate class, to keep in a demo's sendable closure. A metatype never changes, so
    /// sending it is safe; the compiler does not know that of a protocol's metatype.
    struct DelegateClass: @unchecked Sendable {
        let type: any UIApplicationDelegate.Type
    }

    /// The root view controller of the key window of the app's scene, launched on the context's device
    /// without a GTK window of its own; an empty controller, with a warning, when the app cannot launch.
    static func firstScreen(of delegateClass: any UIApplicationDelegate.Type, for context: PreviewContext,
                            demoID: String) -> UIViewController {
        do {
            let delegate = try UIApplication.makeDelegate(of: delegateClass)
            let scene = try UIApplication.launch(delegate, on: context.device ?? .iPhone15, orientation: context.orientation,
                                                 presentsWindows: false)
            guard let controller = scene.keyWindow?.detachRootViewControllerForHost() else {
                throw ApplicationLaunchError.noKeyWindow
            }
            return controller
        } catch {
            FileHandle.standardError.write(Data("warning: the app of demo '\(demoID)' could not launch: \(error)\n".utf8))
            return UIViewController()
        }
    }
}
