/// The exported file and its view controller: the opening comment, `import UIKit`, the custom
/// state keys, and the `UIViewController` subclass with its model, navigation item, view (the
/// collection view) and the setup of its list.
extension SwiftExport {
    /// Writes the whole file.
    func writeFile(into writer: inout SwiftSourceWriter) {
        writer.line("// The \(SwiftSourceWriter.stringLiteral(prototype.title)) screen, written by `cellscope export-swift` from the prototype file")
        writer.line("// \(SwiftSourceWriter.stringLiteral(sourceName)): a list built with UIKit's collection view list API.")
        writer.line()
        writer.line("import UIKit")
        writer.line()
        writeStateKeys(into: &writer)
        writer.line("/// The \(SwiftSourceWriter.stringLiteral(prototype.title)) screen: a collection view with a list layout, fed by a diffable data source.")
        writer.block("final class \(typeName): UIViewController {") { writer in
            writeModelTypes(into: &writer)
            writer.line()
            writeCellClass(into: &writer)
            writer.line()
            writeSections(into: &writer)
            writer.line()
            writeStateLooks(into: &writer)
            writer.line("/// Every row by id, outline children included.")
            writer.line("private var rowsByID: [String: Row] = [:]")
            writer.line("private var collectionView: UICollectionView!")
            writer.line("private var dataSource: UICollectionViewDiffableDataSource<String, String>!")
            writer.line()
            writeInitializers(into: &writer)
            writer.line()
            writer.block("override func loadView() {") { writer in
                writer.line("collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())")
                writer.line("view = collectionView")
            }
            writer.line()
            writer.block("override func viewDidLoad() {") { writer in
                writer.line("super.viewDidLoad()")
                if prototype.navigation?.largeTitle == true {
                    writer.line("navigationController?.navigationBar.prefersLargeTitles = true")
                }
                writer.line("configureDataSource()")
                writer.line("applySnapshot()")
                writeSelection(into: &writer)
            }
            writer.line()
            writeLayout(into: &writer)
            writer.line()
            writeDataSource(into: &writer)
            writer.line()
            writeSnapshot(into: &writer)
            writer.line()
            writeConfigureMethod(into: &writer)
            if hasSwipeActions {
                writer.line()
                writeSwipeActions(into: &writer)
            }
        }
    }

    /// Writes `init()`, which sets the navigation item, and `init?(coder:)`.
    private func writeInitializers(into writer: inout SwiftSourceWriter) {
        writer.block("init() {") { writer in
            writer.line("super.init(nibName: nil, bundle: nil)")
            if let navigation = prototype.navigation {
                writer.line("navigationItem.title = \(SwiftSourceWriter.stringLiteral(navigation.title))")
                writer.line("navigationItem.largeTitleDisplayMode = \(navigation.largeTitle ? ".always" : ".never")")
                if !navigation.leadingButtons.isEmpty {
                    writer.line("navigationItem.leftBarButtonItems = [\(navigation.leadingButtons.map(SwiftExportValues.barButtonItem).joined(separator: ", "))]")
                }
                if !navigation.trailingButtons.isEmpty {
                    writer.line("navigationItem.rightBarButtonItems = [\(navigation.trailingButtons.map(SwiftExportValues.barButtonItem).joined(separator: ", "))]")
                }
            }
            writer.block("func register(_ rows: [Row]) {") { writer in
                writer.block("for row in rows {") { writer in
                    writer.line("rowsByID[row.id] = row")
                    writer.line("register(row.children)")
                }
            }
            writer.line("for section in sections { register(section.rows) }")
        }
        writer.line()
        writer.block("required init?(coder: NSCoder) {") { writer in
            writer.line("fatalError(\"init(coder:) has not been implemented\")")
        }
    }

    /// Writes the selection of the rows the prototype selects, once the snapshot is applied.
    private func writeSelection(into writer: inout SwiftSourceWriter) {
        let selected = PrototypeList.visibleRows(of: prototype).filter(\.isSelected).map(\.id)
        guard !selected.isEmpty else { return }
        writer.block("for id in [\(selected.map(SwiftSourceWriter.stringLiteral).joined(separator: ", "))] {") { writer in
            writer.block("if let indexPath = dataSource.indexPath(for: id) {") { writer in
                writer.line("collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])")
            }
        }
    }
}
