import CellKit
import CellScope
import Foundation

/// Demo 3: an inbox whose business states are custom configuration states.
@MainActor
enum MessagesDemo {
    static let demo = PreviewDemo(
        id: "messages", title: "Messages",
        summary: "An inbox whose unread, flagged, archived and processed states are custom configuration states; swipe to flag or archive.",
        items: Message.samples.map { PreviewItem(id: $0.id, title: $0.subject) },
        customStates: [
            PreviewCustomState("unread", key: .isUnread),
            PreviewCustomState("flagged", key: .isFlagged),
            PreviewCustomState("archived", key: .isArchived),
            PreviewCustomState("processed", key: .isProcessed),
        ]
    ) { context in
        let inbox = Inbox(messages: Message.samples)
        let collectionView = inbox.makeCollectionView(width: context.width)
        DemoRetainer.keep(inbox, with: collectionView)
        return collectionView
    }
}
