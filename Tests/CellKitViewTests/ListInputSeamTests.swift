@testable import CellKit
import Foundation
import Testing

/// What a list asks back of its input, recorded instead of done.
@MainActor
private final class RecordingListInput: ListInput {
    var claimedPresses = 0
    var focusTakenOnClick = 0
    var isFocusVisible = false
    func claimPress() { claimedPresses += 1 }
    func takeFocusOnClick() { focusTakenOnClick += 1 }
}

/// A backing with no toolkit behind it: it hands out list input and ignores the rest.
@MainActor
private final class ListInputOnlyBacking: ViewBacking {
    let listInput = RecordingListInput()
    var clipsChildren = false
    func adoptChild(_ child: any BackedView) {}
    func removeChild(_ child: any BackedView) {}
    func syncChildOrder() {}
    func requestLayout() {}
    func requestResize() {}
    func requestRedraw() {}
    func childGeometryChanged() {}
    func updateVisibility() {}
    func updateTargeting() {}
    func updateAccessibility() {}
    func detach() {}
    func addPressInput(for target: any PressInputTarget) -> any PressInput { preconditionFailure("a list asks for list input") }
    func addScrollInput(for target: any ScrollInputTarget) {}
    func addListInput(for target: any ListInputTarget) -> any ListInput { listInput }
}

/// A list's interaction runs from the calls of the input seam (`ListInputTarget`) alone, with no GTK
/// widget, no window and no signals: what it asks back goes through `ListInput`.
@Suite @MainActor struct ListInputSeamTests {
    let list: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    let delegate = RecordingDelegate()
    private let backing = ListInputOnlyBacking()

    init() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: list) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<10).map { "Row \($0)" })
        dataSource.apply(snapshot)
        list.delegate = delegate
        list.layoutIfNeeded()
        list.interaction.attach(to: backing)
    }

    private func center(of item: Int) throws -> CGPoint {
        let frame = try #require(list.cellForItem(at: IndexPath(item: item, section: 0))).frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func aPressAndReleaseOnARowSelectsItAndTakesFocus() throws {
        list.interaction.dragBegan(at: try center(of: 3))
        #expect(backing.listInput.focusTakenOnClick == 1)
        #expect(list.cellForItem(at: IndexPath(item: 3, section: 0))?.isHighlighted == true)
        list.interaction.dragEnded(by: .zero)
        #expect(delegate.events == ["select 3"])
        #expect(backing.listInput.claimedPresses == 0)
    }

    @Test func aSidewaysDragClaimsThePressAndSelectsNothing() throws {
        list.interaction.dragBegan(at: try center(of: 2))
        list.interaction.dragMoved(by: CGSize(width: -60, height: 0))
        #expect(backing.listInput.claimedPresses == 1)
        list.interaction.dragEnded(by: CGSize(width: -60, height: 0))
        #expect(delegate.events.isEmpty)
    }

    @Test func focusShowsOnARowOnlyWhenTheInputSaysFocusIsVisible() {
        list.interaction.focusEntered()
        #expect(list.interactionState.focused == nil)
        backing.listInput.isFocusVisible = true
        list.interaction.focusEntered()
        #expect(list.interactionState.focused != nil)
        list.interaction.focusLeft()
        #expect(list.interactionState.focused == nil)
    }

    @Test func theDownKeyMovesFocusToTheNextRow() {
        #expect(list.interaction.listKeyPressed(.down))
        let first = list.interactionState.focused
        #expect(list.interaction.listKeyPressed(.down))
        #expect(list.interactionState.focused != first)
    }
}
