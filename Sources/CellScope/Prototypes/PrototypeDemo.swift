import CellKit
import Foundation

/// Prototype files as demos: ``PrototypeDemo/demo(id:prototype:)`` makes the `PreviewDemo` the
/// viewer and the rendering verbs show, and the files behind the demos of this process are
/// remembered so that the viewer can reload them when they are saved.
@preconcurrency @MainActor
enum PrototypeDemo {
    /// The prototype files read in this process, by demo id.
    private(set) static var files: [String: URL] = [:]

    /// Reads the prototype file at `path` as the demo whose id is `path` as written.
    static func load(path: String) throws(PrototypeError) -> PreviewDemo {
        let url = URL(fileURLWithPath: path)
        let demo = demo(id: path, prototype: try PrototypeReader.read(contentsOf: url))
        files[path] = url
        return demo
    }

    /// The demo of `prototype`: its rows are the items (in the order shown), its states the custom
    /// states; a prototype with a navigation bar is a screen demo.
    static func demo(id: String, prototype: Prototype) -> PreviewDemo {
        let items = PrototypeList.visibleRows(of: prototype).map { row in
            PreviewItem(id: row.id, title: row.look.text.flatMap { $0.isEmpty ? nil : $0 } ?? row.id)
        }
        let states = prototype.states.map { PreviewCustomState($0.name, key: PrototypeList.key($0.name)) }
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let summary = "A prototype file: \(count(prototype.sections.count, "section")), \(count(items.count, "row")), "
            + "\(count(states.count, "custom state"))."
        guard prototype.navigation == nil else {
            return PreviewDemo(id: id, title: prototype.title, summary: summary, items: items, customStates: states) { _ in
                PrototypeViewController.screen(for: prototype)
            }
        }
        return PreviewDemo(id: id, title: prototype.title, summary: summary, items: items, customStates: states) { context in
            let list = PrototypeList(prototype: prototype)
            let collectionView = list.makeCollectionView(width: context.width)
            DemoRetainer.keep(list, with: collectionView)
            return collectionView
        }
    }
}
