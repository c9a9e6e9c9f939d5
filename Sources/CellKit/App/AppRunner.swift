import Foundation

/// What `UIApplicationDelegate.main()` does: reads the run's environment, launches the app, and runs
/// the main loop or takes the screenshot.
@MainActor
enum AppRunner {
    /// The environment variable naming the device.
    static let deviceVariable = "CELLKIT_DEVICE"
    /// The environment variable naming the screenshot's path.
    static let screenshotVariable = "CELLKIT_SCREENSHOT"

    static func run(delegateClass: AnyClass) -> Never {
        let environment = ProcessInfo.processInfo.environment
        var device = PreviewDevice.iPhone15
        if let name = environment[deviceVariable], !name.isEmpty {
            guard let named = PreviewDevice.named(name) else {
                let known = PreviewDevice.all.map { "'\($0.name)'" }.joined(separator: ", ")
                fail("\(deviceVariable)='\(name)' is not a device CellKit knows; use one of \(known)", status: 2)
            }
            device = named
        }
        let mainLoop = CurrentToolkit.mainLoop
        mainLoop.start()
        let scene: UIWindowScene
        do {
            let delegate = try UIApplication.makeDelegate(of: delegateClass)
            scene = try UIApplication.launch(delegate, on: device)
        } catch {
            fail(error.description, status: 1)
        }
        guard let window = scene.keyWindow else { fail(ApplicationLaunchError.noKeyWindow.description, status: 1) }
        if (scene.title ?? "").isEmpty { window.title = ProcessInfo.processInfo.processName }
        let application = UIApplication.shared
        if let path = environment[screenshotVariable], !path.isEmpty {
            writeScreenshot(of: window, to: URL(fileURLWithPath: path), mainLoop: mainLoop)
            application.disconnect(scene)
            exit(0)
        }
        application.terminationHandler = { mainLoop.quit() }
        mainLoop.run()
        exit(0)
    }

    /// Waits for the window to be on screen, then renders it to `url` at its screen's scale.
    private static func writeScreenshot(of window: UIWindow, to url: URL, mainLoop: any AppMainLoop) {
        guard mainLoop.iterate(until: { window.isShownOnScreen }, timeout: 30) else {
            fail("the app's window did not come on screen within 30 seconds", status: 1)
        }
        do {
            try ViewSnapshot.image(of: window, scale: window.windowScene?.screen.scale ?? 1).writePNG(to: url)
        } catch {
            fail("could not write the screenshot to \(url.path): \(error)", status: 1)
        }
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        exit(status)
    }
}
