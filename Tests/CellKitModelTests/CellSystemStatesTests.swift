import CellKitCore
import Foundation
import Testing

/// A cell's system states as one value: every state converts into `UICellConfigurationState` and back, the
/// drag and drop phases map onto `cellDragState` and `cellDropState`, and forced states apply on top.
@Suite struct CellSystemStatesTests {
    private let everyState: [CellSystemStates] = [
        .disabled, .highlighted, .selected, .focused, .pinned, .editing, .expanded, .swiped, .reordering,
        .lifting, .dragging, .dropNotTargeted, .dropTargeted, .hovered,
    ]

    @Test func everyStateSurvivesTheTripThroughACellConfigurationState() {
        for states in everyState {
            let cell = UICellConfigurationState(traitCollection: UITraitCollection(), systemStates: states)
            #expect(cell.systemStates == states, "\(states)")
        }
        let several: CellSystemStates = [.selected, .focused, .editing, .reordering, .dragging, .dropNotTargeted, .hovered]
        #expect(UICellConfigurationState(traitCollection: UITraitCollection(), systemStates: several).systemStates == several)
    }

    @Test func eachStateSetsItsOwnFlag() {
        let state = UICellConfigurationState(traitCollection: UITraitCollection(), systemStates: [.selected, .swiped, .hovered])
        #expect(state.isSelected && state.isSwiped && state.isHovered)
        #expect(!state.isHighlighted && !state.isDisabled && !state.isEditing && !state.isReordering)
        #expect(state.cellDragState == .none && state.cellDropState == .none)
        #expect(state[.hovered] as? Bool == true, "hover is CellKit's custom state")
    }

    @Test func phasesMapOntoTheDragAndDropStatesTheLaterPhaseWinning() {
        func cell(_ states: CellSystemStates) -> UICellConfigurationState {
            UICellConfigurationState(traitCollection: UITraitCollection(), systemStates: states)
        }
        #expect(cell(.lifting).cellDragState == .lifting)
        #expect(cell(.dragging).cellDragState == .dragging)
        #expect(cell([.lifting, .dragging]).cellDragState == .dragging)
        #expect(cell(.dropNotTargeted).cellDropState == .notTargeted)
        #expect(cell([.dropNotTargeted, .dropTargeted]).cellDropState == .targeted)
    }

    @Test func aViewStateTakesOnlyTheStatesItHas() {
        var view = UIViewConfigurationState(traitCollection: UITraitCollection())
        view.systemStates = [.selected, .pinned, .editing, .hovered]
        #expect(view.isSelected && view.isPinned)
        #expect(view.systemStates == [.selected, .pinned])
        #expect(CellSystemStates(of: view) == [.selected, .pinned])
    }

    @Test func overridesForceStatesOnAndOffAndLeaveTheOthers() {
        var overrides = ConfigurationStateOverrides()
        #expect(overrides.isEmpty)
        overrides.force(.selected)
        overrides.force([.editing, .hovered], false)
        let state = UICellConfigurationState(traitCollection: UITraitCollection(), systemStates: [.editing, .hovered, .focused])
        #expect(overrides.applied(to: state).systemStates == [.selected, .focused])
        overrides.force(.editing)
        #expect(overrides.forcedOn == [.selected, .editing] && overrides.forcedOff == .hovered)
    }

    @Test func overridesWriteCustomStatesAndRemoveThoseSetToNil() {
        let overdue = UIConfigurationStateCustomKey("test.overdue"), archived = UIConfigurationStateCustomKey("test.archived")
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state[archived] = true
        var overrides = ConfigurationStateOverrides()
        overrides.customStates[overdue] = AnyHashable(true)
        overrides.customStates[archived] = .some(nil)
        let applied = overrides.applied(to: state)
        #expect(applied[overdue] as? Bool == true)
        #expect(applied[archived] == nil)
    }

    @Test func overridesForceAViewStateThroughItsOwnFlags() {
        var overrides = ConfigurationStateOverrides()
        overrides.force([.highlighted, .swiped])
        let view = overrides.applied(to: UIViewConfigurationState(traitCollection: UITraitCollection()))
        #expect(view.systemStates == .highlighted)
    }
}
