@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// `UIStepper` steps by `stepValue` within its range, wraps when asked, disables the − or + half at
/// a bound, and sends `.valueChanged` for clicks but not for values set in code.
@Suite(.gtk) @MainActor struct StepperTests {
    private func shown(_ stepper: UIStepper) throws -> UIStepper {
        _ = try ViewSnapshot.image(of: stepper)
        return stepper
    }

    @Test func hasUIKitsDefaultsAndFixedSize() {
        let stepper = UIStepper(frame: CGRect(x: 4, y: 6, width: 300, height: 80))
        #expect(stepper.frame == CGRect(x: 4, y: 6, width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(!stepper.wraps && stepper.autorepeat && stepper.isContinuous)
        stepper.value = 250
        #expect(stepper.value == 100)
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1, "a step of zero or less is ignored")
    }

    @Test func clicksStepAndSendValueChangedAndTheBoundDisablesItsHalf() throws {
        let stepper = try shown(UIStepper(frame: .zero))
        stepper.maximumValue = 3
        stepper.stepValue = 2
        stepper.autorepeat = false
        var values: [Double] = []
        stepper.addAction(UIAction { _ in values.append(stepper.value) }, for: .valueChanged)
        let minus = CGPoint(x: 20, y: 16), plus = CGPoint(x: 70, y: 16)
        #expect(!stepper.canDecrement && stepper.canIncrement)
        ViewTesting.click(stepper, at: minus)
        #expect(values.isEmpty, "− does nothing at the minimum")
        ViewTesting.click(stepper, at: plus)
        ViewTesting.click(stepper, at: plus)
        #expect(values == [2, 3], "the last step stops at the maximum")
        #expect(!stepper.canIncrement && stepper.canDecrement)
        ViewTesting.click(stepper, at: plus)
        #expect(values == [2, 3])
        ViewTesting.click(stepper, at: minus)
        #expect(values == [2, 3, 1])
        stepper.value = 0
        #expect(values == [2, 3, 1], "setting the value in code sends nothing")
    }

    @Test func wrappingStepsPastOneBoundToTheOther() throws {
        let stepper = try shown(UIStepper(frame: .zero))
        stepper.minimumValue = 1
        stepper.maximumValue = 3
        stepper.wraps = true
        stepper.autorepeat = false
        #expect(stepper.canDecrement)
        ViewTesting.click(stepper, at: CGPoint(x: 20, y: 16))
        #expect(stepper.value == 3)
        ViewTesting.click(stepper, at: CGPoint(x: 70, y: 16))
        #expect(stepper.value == 1)
    }

    @Test func aStepperThatIsNotContinuousReportsAtTheRelease() throws {
        let stepper = try shown(UIStepper(frame: .zero))
        stepper.isContinuous = false
        stepper.autorepeat = false
        var sent = 0
        stepper.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        stepper.lastPointerLocation = CGPoint(x: 70, y: 16)
        #expect(stepper.pointerPressed())
        #expect(stepper.value == 1)
        #expect(sent == 0)
        stepper.pointerReleased(inside: true)
        #expect(sent == 1)
    }

    @Test func holdingAButtonRepeatsItsStep() async throws {
        let stepper = try shown(UIStepper(frame: .zero))
        var sent = 0
        stepper.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        stepper.lastPointerLocation = CGPoint(x: 70, y: 16)
        #expect(stepper.pointerPressed())
        try await Task.sleep(for: .milliseconds(900))
        stepper.pointerReleased(inside: true)
        #expect(stepper.value >= 3, "0.5 s to the first repeat, then one every 0.1 s")
        #expect(Double(sent) == stepper.value)
        let held = stepper.value
        try await Task.sleep(for: .milliseconds(300))
        #expect(stepper.value == held, "the release stops the repeat")
    }

    @Test func rightToLeftPutsMinusAtTheRight() throws {
        let stepper = try shown(UIStepper(frame: .zero))
        stepper.semanticContentAttribute = .forceRightToLeft
        stepper.autorepeat = false
        ViewTesting.click(stepper, at: CGPoint(x: 20, y: 16))
        #expect(stepper.value == 1)
    }
}
