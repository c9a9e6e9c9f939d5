import CellKit
import Foundation

/// What an inbox view controller would do: hold the messages, feed the list with their ids, and
/// change a message from its swipe actions, then reconfigure its row.
@MainActor
final class Inbox {
    private(set) var messages: [Message.ID: Message]
    private let order: [Message.ID]
    private var dataSource: UICollectionViewDiffableDataSource<Int, Message.ID>!

    init(messages: [Message]) {
        self.messages = Dictionary(uniqueKeysWithValues: messages.map { ($0.id, $0) })
        order = messages.map(\.id)
    }

    /// A plain list of the messages whose rows offer Flag and Archive when swiped toward the
    /// leading edge. The inbox does not own the list; keep the inbox alive as long as the list.
    func makeCollectionView(width: CGFloat) -> UICollectionView {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            self?.trailingSwipeActions(for: indexPath)
        }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<MessageCell, Message> { cell, _, message in
            cell.message = message
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [weak self] collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: self?.messages[id])
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Message.ID>()
        snapshot.appendSections([0])
        snapshot.appendItems(order)
        dataSource.apply(snapshot, animatingDifferences: false)
        return collectionView
    }

    /// Flag (or Unflag) and Archive (or Unarchive) for a row.
    func trailingSwipeActions(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let id = dataSource.itemIdentifier(for: indexPath), let message = messages[id] else { return nil }
        let flag = UIContextualAction(style: .normal, title: message.isFlagged ? "Unflag" : "Flag") { [weak self] _, _, completion in
            self?.update(id) { $0.isFlagged.toggle() }
            completion(true)
        }
        flag.image = UIImage(systemName: message.isFlagged ? "flag.slash" : "flag.fill")
        flag.backgroundColor = .systemOrange
        let archive = UIContextualAction(style: .normal, title: message.isArchived ? "Unarchive" : "Archive") { [weak self] _, _, completion in
            self?.update(id) { $0.isArchived.toggle() }
            completion(true)
        }
        archive.image = UIImage(systemName: "archivebox")
        archive.backgroundColor = .systemIndigo
        return UISwipeActionsConfiguration(actions: [archive, flag])
    }

    /// Changes a message, then reconfigures its row so the cell picks up the new state.
    private func update(_ id: Message.ID, _ change: (inout Message) -> Void) {
        guard var message = messages[id] else { return }
        change(&message)
        messages[id] = message
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([id])
        dataSource.apply(snapshot)
    }
}
