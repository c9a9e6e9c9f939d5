import CellKit
import Foundation
import GtkSupport

/// `cellscope view [DEMO]`: opens the viewer window and runs until it is closed.
@MainActor
struct ViewerLauncher {
    let demo: PreviewDemo

    init(catalog: PreviewCatalog, arguments: [String]) throws(CommandLineError) {
        let reader = try ArgumentReader(arguments, options: [])
        guard let first = catalog.demos.first else { throw CommandLineError("there are no demos to show") }
        if let id = reader.positionals.first {
            guard let demo = catalog.demo(withID: id) else { throw .unknown("demo", id, validChoices: catalog.demos.map(\.id)) }
            self.demo = demo
        } else {
            demo = first
        }
    }

    func run() throws -> Int32 {
        try GtkRuntime.ensureStarted()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 640))
        window.title = "CellScope: \(demo.title)"
        let list = demo.makeList(PreviewContext())
        list.frame = window.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(list)
        window.closeHandler = { MainLoop.quit() }
        window.makeKeyAndVisible()
        MainLoop.run()
        return 0
    }
}
