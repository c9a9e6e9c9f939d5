import Foundation
import Testing
@testable import CellKitCore

@Suite struct ConfigurationStateTests {
    @Test func cellStateDefaultsAndRawValues() {
        let state = UICellConfigurationState(traitCollection: Traits.light)
        #expect(!state.isDisabled && !state.isHighlighted && !state.isSelected && !state.isFocused)
        #expect(!state.isPinned && !state.isEditing && !state.isExpanded && !state.isSwiped && !state.isReordering)
        #expect(state.cellDragState == .none && state.cellDropState == .none)
        #expect(UICellConfigurationState.DragState.dragging.rawValue == 2)
        #expect(UICellConfigurationState.DropState.targeted.rawValue == 2)
        #expect(UICellConfigurationState.DropState.notTargeted.rawValue == 1)
        #expect(state.description == "<UICellConfigurationState: Normal>")
    }

    @Test func statesAreHashableByAllFlags() {
        let a = cellState { $0.isSelected = true }
        let b = cellState { $0.isSelected = true }
        let c = cellState { $0.cellDropState = .targeted }
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != c)
        #expect(Set([a, b, c]).count == 2)
        #expect(cellState(Traits.dark) != cellState(Traits.light))
    }
}
