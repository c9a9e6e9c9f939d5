import CellKit
import CellScope
import Foundation

// Each exported screen is a demo named after its prototype file, hosted the way `cellscope render`
// hosts the prototype: a screen with a navigation bar (its controller sets a navigation title) inside a
// navigation controller, a screen without one as its list alone. The command line is CellScope's, so
// `SwiftExportClient render settings --size L --output settings.png` renders the exported screen
// exactly as `cellscope render settings.json --size L --output settings.png` renders the prototype.
let demos: [PreviewDemo] = exportedScreens.map { screen in
    let summary = "The \(screen.id) prototype, exported to Swift."
    // A first copy of the screen tells whether it has a navigation bar and how many rows it shows.
    let probe = screen.make()
    guard let probeList = probe.view as? UICollectionView else {
        fatalError("the exported \(screen.id) screen's view is not its collection view")
    }
    let rowCount = (0..<probeList.numberOfSections).reduce(0) { $0 + probeList.numberOfItems(inSection: $1) }
    let items = (1...max(rowCount, 1)).map { PreviewItem(id: "row-\($0)", title: "Row \($0)") }
    if probe.navigationItem.title != nil {
        return PreviewDemo(id: screen.id, title: screen.id, summary: summary, items: items) { _ in
            UINavigationController(rootViewController: screen.make())
        }
    }
    return PreviewDemo(id: screen.id, title: screen.id, summary: summary, items: items) { _ in
        let controller = screen.make()
        let list = controller.view as! UICollectionView
        DemoRetainer.keep(controller, with: list)
        return list
    }
}
exit(CellScopeCommand(catalog: PreviewCatalog(demos)).run(CommandLine.arguments))
