@testable import CellKit
import CellKitGTK
import CGtk
import CGtkShim
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Records what the collection view tells its delegate, and refuses rows it is told to.
@MainActor
final class RecordingDelegate: UICollectionViewDelegate {
    var events: [String] = []
    var disabledItems: Set<Int> = []
    /// Items whose primary action the delegate performs (and records); others cannot perform one.
    var primaryActionItems: Set<Int> = []

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        !disabledItems.contains(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !disabledItems.contains(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        primaryActionItems.contains(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        events.append("primary \(indexPath.item)")
    }
}

/// Drives a real list on screen by emitting its GTK controllers' signals, and checks the cells'
/// configuration states and the configurations they rendered.
@Suite(.serialized, .gtk) @MainActor struct ListInteractionTests {
    let window: UIWindow
    let list: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    let delegate = RecordingDelegate()
    var archived: [String] = []

    init() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, completion in
                ArchiveLog.items.append(indexPath.item)
                completion(true)
            }
            archive.backgroundColor = .systemIndigo
            return UISwipeActionsConfiguration(actions: [archive])
        }
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        list = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        window.addSubview(list)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            _ = cell // accessories come with the reorder test
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: list) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<20).map { "Row \($0)" })
        dataSource.apply(snapshot)
        list.delegate = delegate
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        ArchiveLog.items = []
    }

    private func center(of item: Int) -> CGPoint {
        let frame = list.cellForItem(at: IndexPath(item: item, section: 0))!.frame
        return CGPoint(x: frame.midX - list.contentOffset.x, y: frame.midY - list.contentOffset.y)
    }

    private func state(_ item: Int) -> UICellConfigurationState {
        list.cellForItem(at: IndexPath(item: item, section: 0))!.configurationState
    }

    private func renderedBackground(_ item: Int) -> UIColor? {
        let cell = list.cellForItem(at: IndexPath(item: item, section: 0))!
        cell.layoutIfNeeded()
        return cell.backgroundConfiguration?.resolvedBackgroundColor(for: cell.tintColor)
    }

    /// Where the last press was (the drag gesture reports movement relative to it).
    private let pressPoint = PressPoint()

    private func press(_ item: Int) {
        pressPoint.value = center(of: item)
        cgtk_emit_double_double(list.interaction.drag!, "drag-begin", pressPoint.value.x, pressPoint.value.y)
    }

    /// Releases with the pointer at `point` (a drag that far first, as GTK reports it).
    private func release(at point: CGPoint) {
        let dx = point.x - pressPoint.value.x, dy = point.y - pressPoint.value.y
        if dx != 0 || dy != 0 { cgtk_emit_double_double(list.interaction.drag!, "drag-update", dx, dy) }
        cgtk_emit_double_double(list.interaction.drag!, "drag-end", dx, dy)
    }

    private func key(_ keyval: Int32) {
        _ = cgtk_emit_key_pressed(list.interaction.key!, guint(keyval), 0, GdkModifierType(rawValue: 0))
        list.layoutIfNeeded()
    }

    @Test func pressHighlightsAndReleaseInsideSelects() {
        press(2)
        #expect(state(2).isHighlighted)
        #expect(renderedBackground(2) == UIColor.systemGray4)
        release(at: center(of: 2))
        #expect(!state(2).isHighlighted)
        #expect(state(2).isSelected)
        #expect(list.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(delegate.events == ["select 2"])
        press(5)
        release(at: center(of: 5))
        #expect(!state(2).isSelected && state(5).isSelected, "single selection moves")
    }

    @Test func releaseOutsideOrCancelOnlyClearsTheHighlight() {
        press(1)
        release(at: center(of: 4))
        #expect(!state(1).isHighlighted && !state(1).isSelected)
        press(1)
        cgtk_emit_void(list.interaction.drag!, "cancel")
        #expect(!state(1).isHighlighted && !state(1).isSelected)
        #expect(delegate.events.isEmpty)
    }

    @Test func multipleSelectionToggles() {
        list.allowsMultipleSelection = true
        for item in [1, 3, 1] {
            press(item)
            release(at: center(of: item))
        }
        #expect(list.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(delegate.events == ["select 1", "select 3", "deselect 1"])
    }

    @Test func aClickPerformsThePrimaryActionAfterSelectingWhenTheDelegateCan() throws {
        delegate.primaryActionItems = [2]
        ViewTesting.clickItem(at: IndexPath(item: 2, section: 0), in: list)
        ViewTesting.clickItem(at: IndexPath(item: 4, section: 0), in: list)
        #expect(delegate.events == ["select 2", "primary 2", "deselect 2", "select 4"])
    }

    @Test func keyboardMovesFocusAndSelects() throws {
        #expect(!state(0).isFocused, "showing the window focuses no row")
        let gtkWindow = try #require(ViewTesting.gtkWindow(of: window))
        gtk_window_set_focus_visible(gtkWindow, 1)
        cgtk_emit_void(list.interaction.focus!, "enter")
        #expect(state(0).isFocused)
        key(GDK_KEY_Down)
        key(GDK_KEY_Down)
        #expect(state(2).isFocused && !state(0).isFocused)
        key(GDK_KEY_space)
        #expect(state(2).isSelected)
        key(GDK_KEY_End)
        #expect(list.cellForItem(at: IndexPath(item: 19, section: 0))?.configurationState.isFocused == true)
        key(GDK_KEY_Home)
        #expect(state(0).isFocused)
        key(GDK_KEY_Escape)
        #expect(list.indexPathsForSelectedItems == nil)
    }

    @Test func disabledRowsCannotBeHighlightedOrSelected() {
        delegate.disabledItems = [3]
        list.setNeedsLayout()
        list.layoutIfNeeded()
        #expect(state(3).isDisabled)
        press(3)
        #expect(!state(3).isHighlighted)
        release(at: center(of: 3))
        #expect(!state(3).isSelected)
    }

    @Test func editingShowsEditingStateOnEveryCell() {
        list.isEditing = true
        list.layoutIfNeeded()
        #expect(state(0).isEditing && state(7).isEditing)
        list.isEditing = false
        list.layoutIfNeeded()
        #expect(!state(0).isEditing)
    }

    @Test func swipeRevealsActionsAndTappingOneRunsItsHandler() throws {
        let start = center(of: 1)
        let drag = list.interaction.drag!
        cgtk_emit_double_double(drag, "drag-begin", start.x, start.y)
        cgtk_emit_double_double(drag, "drag-update", -40, 0)
        cgtk_emit_double_double(drag, "drag-update", -120, 0)
        #expect(state(1).isSwiped)
        cgtk_emit_double_double(drag, "drag-end", -120, 0)
        list.layoutIfNeeded()
        #expect(state(1).isSwiped, "released past half the actions' width: the actions stay open")
        let buttons = list.swipeActions.visibleButtons
        #expect(buttons.count == 1)
        #expect(list.cellForItem(at: IndexPath(item: 1, section: 0))!.frame.minX < 0)
        GoldenImage.assertMatches(try ViewSnapshot.image(of: list), named: "list-swipe-actions-open")
        ViewTesting.click(buttons[0])
        #expect(ArchiveLog.items == [1])
        list.layoutIfNeeded()
        #expect(!state(1).isSwiped, "the handler's completion closes the actions")
    }
}

/// Outline rows expand and collapse from the keyboard, through the list's GTK key controller.
@Suite(.serialized, .gtk) @MainActor struct OutlineKeyboardTests {
    @Test func rightExpandsAndLeftCollapsesTheFocusedOutlineRow() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let list = UICollectionView(frame: window.bounds,
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
        window.addSubview(list)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Projects", "Tags"])
        outline.append(["Alpha", "Beta"], to: "Projects")
        dataSource.apply(outline, to: 0)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let gtkWindow = try #require(ViewTesting.gtkWindow(of: window))
        gtk_window_set_focus_visible(gtkWindow, 1)
        cgtk_emit_void(list.interaction.focus!, "enter")
        func key(_ keyval: Int32) {
            _ = cgtk_emit_key_pressed(list.interaction.key!, guint(keyval), 0, GdkModifierType(rawValue: 0))
            list.layoutIfNeeded()
        }
        key(GDK_KEY_Right)
        #expect(dataSource.snapshot(for: 0).isExpanded("Projects"))
        #expect(list.numberOfItems(inSection: 0) == 4)
        #expect(list.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isExpanded == true)
        #expect((list.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)?.indentationLevel == 1)
        key(GDK_KEY_Left)
        #expect(!dataSource.snapshot(for: 0).isExpanded("Projects"))
        #expect(list.numberOfItems(inSection: 0) == 2)
    }
}

/// A press position shared by a test's helpers.
@MainActor
final class PressPoint {
    var value = CGPoint.zero
}

/// What the swipe action handlers did.
@MainActor
enum ArchiveLog {
    static var items: [Int] = []
}
