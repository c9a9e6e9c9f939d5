import CellKit
import CellScope
@testable import CellScopeDemos
import Foundation
import RenderingTestSupport
import Testing

/// The message cell's look follows its custom configuration states, whether they come from the
/// message or are forced by the viewer; the swipe actions change the message and reconfigure its row.
@Suite(.gtk) @MainActor struct MessagesDemoTests {
    /// An inbox list at 375 points, laid out, with its inbox.
    private func makeInbox() -> (Inbox, UIView, UICollectionView) {
        let inbox = Inbox(messages: Message.samples)
        let list = inbox.makeCollectionView(width: 375)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
        list.frame = container.bounds
        container.addSubview(list)
        container.layoutIfNeeded()
        return (inbox, container, list)
    }

    private func cell(_ id: String, in list: UICollectionView) throws -> MessageCell {
        let row = try #require(Message.samples.firstIndex { $0.id == id })
        return try #require(list.cellForItem(at: IndexPath(item: row, section: 0)) as? MessageCell)
    }

    private func content(of cell: MessageCell) throws -> UIListContentConfiguration {
        try #require(cell.contentConfiguration as? UIListContentConfiguration)
    }

    private func force(_ key: UIConfigurationStateCustomKey, on cell: MessageCell, in container: UIView) {
        cell.configurationStateOverrides.customStates[key] = true
        container.layoutIfNeeded()
    }

    @Test func theCellAddsTheMessageStatesToItsConfigurationState() throws {
        let (_, _, list) = makeInbox()
        let flight = try cell("flight-confirmed", in: list).configurationState
        #expect(flight.isUnread && flight.isFlagged && !flight.isArchived && !flight.isProcessed)
        let payment = try cell("payment-received", in: list).configurationState
        #expect(payment.isProcessed && !payment.isUnread)
        #expect(try cell("garden-club", in: list).configurationState.isArchived)
    }

    @Test func forcingUnreadMakesTheSubjectBoldAndShowsTheDot() throws {
        let (_, container, list) = makeInbox()
        let cell = try cell("design-review", in: list)
        let traits = cell.traitCollection
        #expect(try content(of: cell).textProperties.font == UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits))
        #expect(cell.unreadDot.isHidden)
        force(.isUnread, on: cell, in: container)
        #expect(try content(of: cell).textProperties.font == UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits))
        #expect(!cell.unreadDot.isHidden)
    }

    @Test func forcingFlaggedShowsTheOrangeFlag() throws {
        let (_, container, list) = makeInbox()
        let cell = try cell("team-lunch", in: list)
        #expect(cell.flagView.isHidden)
        force(.isFlagged, on: cell, in: container)
        #expect(!cell.flagView.isHidden)
        #expect(cell.flagView.tintColor == UIColor.systemOrange.withAlphaComponent(1))
    }

    @Test func forcingArchivedDimsTheText() throws {
        let (_, container, list) = makeInbox()
        let cell = try cell("team-lunch", in: list)
        #expect(try content(of: cell).textProperties.color == .label)
        force(.isArchived, on: cell, in: container)
        #expect(try content(of: cell).textProperties.color == .secondaryLabel)
        #expect(try content(of: cell).secondaryTextProperties.color == .tertiaryLabel)
        #expect(cell.statusLabel.alpha == 0.5)
    }

    @Test func forcingProcessedShowsAGreenProcessedStatus() throws {
        let (_, container, list) = makeInbox()
        let cell = try cell("rent-request", in: list)
        #expect(cell.statusLabel.text == "Pending")
        force(.isProcessed, on: cell, in: container)
        #expect(cell.statusLabel.text == "Processed")
        #expect(cell.statusLabel.textColor == .systemGreen)
    }

    @Test func flagSwipeActionFlagsTheMessageAndReconfiguresItsCell() throws {
        let (inbox, container, list) = makeInbox()
        let before = try cell("team-lunch", in: list)
        #expect(before.flagView.isHidden)
        let actions = try #require(inbox.trailingSwipeActions(for: IndexPath(item: 0, section: 0))).actions
        #expect(actions.map(\.title) == ["Archive", "Flag"])
        var completed: Bool?
        actions[1].handler(actions[1], list) { completed = $0 }
        container.layoutIfNeeded()
        #expect(completed == true)
        #expect(inbox.messages["team-lunch"]?.isFlagged == true)
        let after = try cell("team-lunch", in: list)
        #expect(after === before, "reconfiguring keeps the cell")
        #expect(after.configurationState.isFlagged)
        #expect(!after.flagView.isHidden)
        #expect(inbox.trailingSwipeActions(for: IndexPath(item: 0, section: 0))?.actions.map(\.title) == ["Archive", "Unflag"])
    }

    @Test func archiveSwipeActionArchivesTheMessageAndDimsItsCell() throws {
        let (inbox, container, list) = makeInbox()
        let row = try #require(Message.samples.firstIndex { $0.id == "design-review" })
        let actions = try #require(inbox.trailingSwipeActions(for: IndexPath(item: row, section: 0))).actions
        var completed: Bool?
        actions[0].handler(actions[0], list) { completed = $0 }
        container.layoutIfNeeded()
        #expect(completed == true)
        #expect(inbox.messages["design-review"]?.isArchived == true)
        let cell = try cell("design-review", in: list)
        #expect(cell.configurationState.isArchived)
        #expect(try content(of: cell).textProperties.color == .secondaryLabel)
        #expect(inbox.trailingSwipeActions(for: IndexPath(item: row, section: 0))?.actions.first?.title == "Unarchive")
    }
}
