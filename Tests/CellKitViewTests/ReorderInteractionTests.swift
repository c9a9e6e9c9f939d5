@testable import CellKit
import CGtk
import CGtkShim
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Dragging a row's reorder control in editing mode reorders it through `reorderingHandlers`,
/// with the drag and drop states on the way.
@Suite(.serialized, .gtk) @MainActor struct ReorderInteractionTests {
    let window: UIWindow
    let list: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init() throws {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        list = UICollectionView(frame: window.bounds,
                                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        window.addSubview(list)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.reorder()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: list) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apples", "Bread", "Coffee", "Dates"])
        dataSource.apply(snapshot)
        list.isEditing = true
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    private func cell(_ item: Int) -> UICollectionViewCell { list.cellForItem(at: IndexPath(item: item, section: 0))! }

    @Test func draggingTheReorderControlMovesTheItemAndShowsDragAndDropStates() throws {
        var reordered: [String] = []
        dataSource.reorderingHandlers.didReorder = { transaction in
            reordered = transaction.finalSnapshot.itemIdentifiers
        }
        let source = cell(0)
        let control = try #require(ReorderControlLocator.frame(in: source))
        let start = CGPoint(x: source.frame.minX + control.midX, y: source.frame.minY + control.midY)
        let drag = list.interaction.drag!
        cgtk_emit_double_double(drag, "drag-begin", start.x, start.y)
        #expect(cell(0).configurationState.isReordering)
        #expect(cell(0).configurationState.cellDragState == .lifting)
        let targetY = cell(2).frame.midY
        cgtk_emit_double_double(drag, "drag-update", 0, targetY - start.y)
        list.layoutIfNeeded()
        #expect(cell(0).configurationState.cellDragState == .dragging)
        #expect(cell(2).configurationState.cellDropState == .targeted)
        #expect(cell(1).configurationState.cellDropState == .notTargeted)
        cgtk_emit_double_double(drag, "drag-end", 0, targetY - start.y)
        list.layoutIfNeeded()
        #expect(reordered == ["Bread", "Coffee", "Apples", "Dates"])
        #expect(dataSource.snapshot().itemIdentifiers == ["Bread", "Coffee", "Apples", "Dates"])
        #expect((cell(2).contentConfiguration as? UIListContentConfiguration)?.text == "Apples")
        #expect(!cell(2).configurationState.isReordering)
    }

    @Test func outsideEditingTheSameDragDoesNotReorder() throws {
        list.isEditing = false
        list.layoutIfNeeded()
        let start = CGPoint(x: cell(0).frame.maxX - 20, y: cell(0).frame.midY)
        let drag = list.interaction.drag!
        cgtk_emit_double_double(drag, "drag-begin", start.x, start.y)
        cgtk_emit_double_double(drag, "drag-update", 0, 90)
        cgtk_emit_double_double(drag, "drag-end", 0, 90)
        list.layoutIfNeeded()
        #expect(dataSource.snapshot().itemIdentifiers == ["Apples", "Bread", "Coffee", "Dates"])
        #expect(!cell(0).configurationState.isReordering)
    }
}
