import CellKit
@testable import CellScope
import Foundation
import Testing

/// The states the viewer and the command line force: named as the command line names them, combined into
/// matrix rows, and turned into the overrides CellKit applies, which show exactly the combination.
@Suite struct ForcedStatesTests {
    private let flagged = PreviewCustomState("flagged", key: .isFlagged)
    private let archived = PreviewCustomState("archived", key: UIConfigurationStateCustomKey("test.archived"))

    @Test func namesGiveSingleStatesAndComeBackInInspectorOrder() throws {
        let declared = [flagged, archived]
        #expect(ForcedStates(named: "drop-target", customStates: declared) == ForcedStates(.dropTargeted))
        #expect(ForcedStates(named: "flagged", customStates: declared) == ForcedStates(customStates: [.isFlagged]))
        #expect(ForcedStates(named: "pinned", customStates: declared) == nil, "pinned is not offered")
        let combination = ForcedStates([.dragging, .disabled], customStates: [archived.key, flagged.key])
        #expect(combination.names(customStates: declared) == ["disabled", "dragging", "flagged", "archived"])
        #expect(combination.label(customStates: declared) == "disabled + dragging + flagged + archived")
        #expect(ForcedStates().label(customStates: declared) == "normal")
    }

    @Test func overridesForceEveryOfferedStateAndEveryDeclaredCustomState() {
        let overrides = ForcedStates(.selected, customStates: [.isFlagged]).overrides(customStates: [flagged, archived])
        #expect(overrides.forcedOn == .selected)
        #expect(overrides.forcedOff == ForcedStates.offeredSystemStates.subtracting(.selected))
        #expect(!overrides.forcedOff.contains(.pinned) && !overrides.forcedOff.contains(.hovered))
        #expect(overrides.customStates[.isFlagged] == .some(AnyHashable(true)))
        #expect(overrides.customStates[archived.key] == .some(nil), "a declared state that is off is removed")
    }

    @Test func aDragPhaseIsAReorderedRowsPhase() {
        let lifting = ForcedStates(.lifting).overrides(customStates: [])
        #expect(lifting.forcedOn == [.lifting, .reordering])
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state = lifting.applied(to: state)
        #expect(state.isReordering && state.cellDragState == .lifting)
        #expect(ForcedStates(reading: state, customStates: []) == ForcedStates([.reordering, .lifting]))
    }

    @Test func matrixRowsAreEveryUnionOfTheChoices() {
        let rows = ForcedStates.allCombinations(of: [ForcedStates(.selected), ForcedStates(customStates: [.isFlagged])])
        #expect(rows == [ForcedStates(), ForcedStates(.selected), ForcedStates(customStates: [.isFlagged]),
                         ForcedStates(.selected, customStates: [.isFlagged])])
    }

    @Test func switchingOnADragOrDropPhaseSwitchesTheOtherPhaseOff() {
        let dragging = ForcedStates([.lifting, .selected]).setting(ForcedStates(.dragging), true)
        #expect(dragging == ForcedStates([.dragging, .selected]))
        let targeted = ForcedStates(.dropNotTargeted).setting(ForcedStates(.dropTargeted), true)
        #expect(targeted == ForcedStates(.dropTargeted))
        #expect(targeted.setting(ForcedStates(.dropTargeted), false) == ForcedStates())
    }
}
