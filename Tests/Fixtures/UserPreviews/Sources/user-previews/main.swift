// The few lines a package needs to preview its own cells with CellScope.
import CellKit
import CellScope
import Foundation

extension UIConfigurationStateCustomKey {
    static let isOverdue = UIConfigurationStateCustomKey("com.example.task.overdue")
}

extension UICellConfigurationState {
    var isOverdue: Bool {
        get { self[.isOverdue] as? Bool ?? false }
        set { self[.isOverdue] = newValue }
    }
}

/// The app's own cell: a task whose look follows an "overdue" business state.
final class TaskCell: UICollectionViewListCell {
    var task = ""

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isOverdue = state.isOverdue || task.hasPrefix("!")
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.text = task.trimmingCharacters(in: CharacterSet(charactersIn: "!"))
        content.image = UIImage(systemName: state.isOverdue ? "exclamationmark.circle" : "circle")
        content.imageProperties.tintColor = state.isOverdue ? .systemRed : nil
        contentConfiguration = content
    }
}

let tasks = ["Water the plants", "!Pay the rent", "Call Alex"]
let demo = PreviewDemo(
    id: "tasks", title: "Tasks", summary: "A to-do list with an overdue state.",
    items: tasks.enumerated().map { PreviewItem(id: "task-\($0.offset)", title: $0.element) },
    customStates: [PreviewCustomState("overdue", key: .isOverdue)]
) { context in
    let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: context.width, height: 300),
                                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    let registration = UICollectionView.CellRegistration<TaskCell, String> { cell, _, task in
        cell.task = task
        cell.setNeedsUpdateConfiguration()
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { collectionView, indexPath, task in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: task)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(tasks)
    dataSource.apply(snapshot)
    DemoRetainer.keep(dataSource, with: list)
    return list
}

exit(CellScopeCommand(catalog: PreviewCatalog([demo])).run(CommandLine.arguments))
