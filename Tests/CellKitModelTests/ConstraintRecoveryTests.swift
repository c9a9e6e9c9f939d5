import Testing
@testable import CellKitCore

/// UIKit's recovery from required constraints that cannot all hold, as the Auto Layout engine's bookkeeping
/// does it over the solver: the offending constraint is broken (left out), never trapped on, and the
/// constraints it conflicts with are named.
@Suite struct ConstraintRecoveryTests {
    @Test func aConflictingRequiredConstraintIsBrokenAndTheOthersKeepTheirSolution() {
        let system = KeyedConstraintSystem<String>()
        let width = system.makeVariable()
        #expect(system.add(LinearConstraint(width, .equal, 100), for: "narrow").isEmpty)
        #expect(system.add(LinearConstraint(width, .lessThanOrEqual, 120), for: "limit").isEmpty)
        let conflicts = system.add(LinearConstraint(width, .equal, 150), for: "wide")
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.broken == "wide")
        #expect(Set(conflicts.first?.conflicting ?? []).isSubset(of: ["narrow", "limit"]) && conflicts.first?.conflicting.isEmpty == false)
        #expect(system.value(of: width) == 100)
        #expect(system.isBroken("wide") && system.contains("wide") && system.constraintCount == 2)
        system.remove("narrow")
        #expect(system.retryBrokenConstraints() == 0, "150 still breaks the 120 limit")
        system.remove("limit")
        #expect(system.retryBrokenConstraints() == 1)
        #expect(system.value(of: width) == 150 && !system.isBroken("wide"))
    }

    @Test func aChooserCanBreakAnOlderConstraintInstead() {
        let system = KeyedConstraintSystem<String>()
        let width = system.makeVariable()
        system.add(LinearConstraint(width, .equal, 100), for: "yours")
        let conflicts = system.add(LinearConstraint(width, .equal, 320), for: "frame") { candidates in
            candidates.first { $0 == "yours" }
        }
        #expect(conflicts.map(\.broken) == ["yours"])
        #expect(system.value(of: width) == 320 && system.isBroken("yours") && !system.isBroken("frame"))
    }

    @Test func aConstantThatCannotHoldBreaksTheChangedConstraintOrTheChosenOne() {
        let system = KeyedConstraintSystem<String>()
        let width = system.makeVariable()
        system.add(LinearConstraint(width, .equal, 100), for: "width")
        system.add(LinearConstraint(width, .lessThanOrEqual, 120), for: "limit")
        // width == 140 (the expression is width − 140) cannot hold under the limit: the change breaks it.
        let conflicts = system.setConstant(-140, for: "width")
        #expect(conflicts.map(\.broken) == ["width"] && conflicts.first?.conflicting == ["limit"])
        #expect(system.isBroken("width") && system.value(of: width) <= 120)
        // Moving the limit instead, and letting the width give way, keeps the new limit.
        system.remove("width")
        system.add(LinearConstraint(width, .equal, 100), for: "width")
        let moved = system.setConstant(-80, for: "limit") { _ in "width" }
        #expect(moved.map(\.broken) == ["width"])
        #expect(system.value(of: width) <= 80 && !system.isBroken("limit"))
    }

    @Test func nonRequiredConstraintsAreNeverBroken() {
        let system = KeyedConstraintSystem<Int>()
        let x = system.makeVariable()
        system.add(LinearConstraint(x, .equal, 10), for: 0)
        #expect(system.add(LinearConstraint(x, .equal, 20, strength: LayoutStrength(layoutPriority: 999)), for: 1).isEmpty)
        #expect(system.value(of: x) == 10 && system.brokenKeys.isEmpty)
    }
}

/// The unsatisfiable-constraints log reads as UIKit's does.
@Suite struct UnsatisfiableConstraintsMessageTests {
    @Test func theMessageListsTheConflictAndTheBrokenConstraint() {
        let text = UnsatisfiableConstraintsMessage.text(conflicting: ["<A>", "<B>"], broken: "<B>")
        #expect(text == """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
                "<A>",
                "<B>"
            )

            Will attempt to recover by breaking constraint 
            <B>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """)
    }

    @Test func autoresizingConstraintsBringUIKitsNote() {
        let text = UnsatisfiableConstraintsMessage.text(
            conflicting: ["<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:0x1.width == 50   (active)>", "<B>"], broken: "<B>")
        #expect(text.contains("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
                              + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n("))
    }
}
