import CellKit
import CellScope
import Foundation

extension UIConfigurationStateCustomKey {
    /// A business state of the test tasks.
    static let isFlagged = UIConfigurationStateCustomKey("test.viewer.task.flagged")
}

extension UICellConfigurationState {
    /// Whether the task is flagged (a custom state).
    var isFlagged: Bool {
        get { self[.isFlagged] as? Bool ?? false }
        set { self[.isFlagged] = newValue ? true : nil }
    }
}

/// A task row, the way an app would write it: the custom state comes from the model, and the look
/// follows the state in `updateConfiguration(using:)`.
@MainActor
final class TaskCell: UICollectionViewListCell {
    var task: TestDemos.Task? { didSet { setNeedsUpdateConfiguration() } }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isFlagged = task?.isFlagged ?? false
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.text = task?.title
        content.secondaryText = task?.note
        content.image = UIImage(systemName: "checkmark.circle")
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        if state.isFlagged {
            content.secondaryTextProperties.color = .systemRed
        }
        contentConfiguration = content
        accessories = [.disclosureIndicator()]
    }
}

/// Demos the viewer tests use, independent of the built-in ones.
@MainActor
enum TestDemos {
    struct Task: Hashable, Sendable {
        let id: String
        let title: String
        let note: String
        var isFlagged = false
    }

    static let tasks = [
        Task(id: "groceries", title: "Groceries", note: "Milk, bread, apples"),
        Task(id: "taxes", title: "Taxes", note: "Due on Friday"),
        Task(id: "call", title: "Call Mum", note: "After work"),
    ]

    /// Three task rows in an inset grouped list, with a "flagged" custom state.
    static let tasksDemo = PreviewDemo(
        id: "tasks", title: "Tasks", summary: "Task rows with a flagged state.",
        items: tasks.map { PreviewItem(id: $0.id, title: $0.title) },
        customStates: [PreviewCustomState("flagged", key: .isFlagged)]
    ) { context in
        makeList(tasks, width: context.width)
    }

    /// A demo whose item list names an item its list does not show: rendering that item fails.
    static let brokenDemo = PreviewDemo(
        id: "broken", title: "Broken", summary: "Declares an item its list does not show.",
        items: tasks.map { PreviewItem(id: $0.id, title: $0.title) } + [PreviewItem(id: "missing", title: "Missing")]
    ) { context in
        makeList(tasks, width: context.width)
    }

    static var catalog: PreviewCatalog { PreviewCatalog([tasksDemo, brokenDemo]) }

    static func makeList(_ tasks: [Task], width: CGFloat) -> UICollectionView {
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 400),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        let registration = UICollectionView.CellRegistration<TaskCell, Task> { cell, _, task in
            cell.task = task
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Task>(collectionView: list) { collectionView, indexPath, task in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: task)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Task>()
        snapshot.appendSections([0])
        snapshot.appendItems(tasks)
        dataSource.apply(snapshot)
        DemoRetainer.keep(dataSource, with: list)
        return list
    }
}
