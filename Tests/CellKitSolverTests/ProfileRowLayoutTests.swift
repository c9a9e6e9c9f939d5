import Testing
@testable import CellKitCore

/// A self-sizing profile row as the Auto Layout layer would pose it: margins 16/11, a 44×44 avatar at the
/// leading margin, a stack of a title (20.5 high) and a detail (36 high) 12 after it, spacing 4, labels held
/// at their intrinsic heights by compression resistance 750 and hugging 250, the height compressed at 50.
@Suite struct ProfileRowLayoutTests {
    private struct Frame {
        let x, y, width, height: LayoutVariable

        init(_ solver: LayoutSolver) {
            x = solver.makeVariable()
            y = solver.makeVariable()
            width = solver.makeVariable()
            height = solver.makeVariable()
        }

        var variables: [LayoutVariable] { [x, y, width, height] }
        var right: LinearExpression { LinearExpression(x) + LinearExpression(width) }
        var bottom: LinearExpression { LinearExpression(y) + LinearExpression(height) }
        var centerY: LinearExpression { LinearExpression(y) + 0.5 * LinearExpression(height) }
    }

    @Test func rowSizesToItsTallestColumnAndFollowsTheWidth() throws {
        let solver = LayoutSolver()
        let content = Frame(solver), guide = Frame(solver), avatar = Frame(solver)
        let stack = Frame(solver), title = Frame(solver), detail = Frame(solver)
        let constraints: [LinearConstraint] = [
            LinearConstraint(content.x, .equal, 0), LinearConstraint(content.y, .equal, 0),
            LinearConstraint(guide.x, .equal, content.x + 16), LinearConstraint(guide.y, .equal, content.y + 11),
            LinearConstraint(guide.right, .equal, content.right - 16), LinearConstraint(guide.bottom, .equal, content.bottom - 11),
            LinearConstraint(avatar.x, .equal, LinearExpression(guide.x)), LinearConstraint(avatar.width, .equal, 44),
            LinearConstraint(avatar.height, .equal, 44), LinearConstraint(avatar.centerY, .equal, guide.centerY),
            LinearConstraint(avatar.y, .greaterThanOrEqual, LinearExpression(guide.y)),
            LinearConstraint(avatar.bottom, .lessThanOrEqual, guide.bottom),
            LinearConstraint(stack.x, .equal, avatar.right + 12), LinearConstraint(stack.right, .equal, guide.right),
            LinearConstraint(stack.centerY, .equal, guide.centerY),
            LinearConstraint(stack.y, .greaterThanOrEqual, LinearExpression(guide.y)),
            LinearConstraint(stack.bottom, .lessThanOrEqual, guide.bottom),
            LinearConstraint(title.x, .equal, LinearExpression(stack.x)), LinearConstraint(title.width, .equal, LinearExpression(stack.width)),
            LinearConstraint(detail.x, .equal, LinearExpression(stack.x)), LinearConstraint(detail.width, .equal, LinearExpression(stack.width)),
            LinearConstraint(title.y, .equal, LinearExpression(stack.y)), LinearConstraint(detail.y, .equal, title.bottom + 4),
            LinearConstraint(detail.bottom, .equal, stack.bottom),
            LinearConstraint(title.height, .greaterThanOrEqual, 20.5, strength: LayoutStrength(layoutPriority: 750)),
            LinearConstraint(title.height, .lessThanOrEqual, 20.5, strength: LayoutStrength(layoutPriority: 250)),
            LinearConstraint(content.height, .equal, 0, strength: LayoutStrength(layoutPriority: 50)),
        ]
        for constraint in constraints { try solver.add(constraint) }
        let detailHeight = try solver.add(LinearConstraint(detail.height, .greaterThanOrEqual, 36, strength: LayoutStrength(layoutPriority: 750)))
        try solver.add(LinearConstraint(detail.height, .lessThanOrEqual, 36, strength: LayoutStrength(layoutPriority: 250)))
        try solver.addEditVariable(content.width, strength: LayoutStrength(layoutPriority: 999), initialValue: 375)

        // 11 + (20.5 + 4 + 36) + 11: the stack is taller than the avatar.
        #expect(solver.value(of: content.height) == 82.5)
        #expect(solver.value(of: avatar.y) == 19.25)
        #expect(solver.value(of: stack.x) == 72)
        #expect(solver.value(of: stack.width) == 287)
        #expect(solver.value(of: detail.y) == 35.5)
        let ambiguous = [content, guide, avatar, stack, title, detail].flatMap(\.variables).filter(solver.isAmbiguous)
        #expect(ambiguous.isEmpty)

        // Narrower, and the detail wraps to one line (its intrinsic height, a constant, changes).
        try solver.suggestValue(320, for: content.width)
        try solver.setConstant(-18, of: detailHeight)
        #expect(solver.value(of: stack.width) == 232)
        // Now the avatar is the taller column: 11 + 44 + 11, the stack centred beside it.
        #expect(solver.value(of: content.height) == 66)
        let centredStackTop = 11 + (44 - 42.5) / 2
        #expect(solver.value(of: stack.y) == centredStackTop)
    }
}
