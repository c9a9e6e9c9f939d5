import CGtk
@testable import CellKit
@testable import CellKitGTK
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// `UISlider` clamps its value to its range, follows a thumb drag (continuously or at the release),
/// steps with the arrow keys, and stretches to the width Auto Layout gives it at 31 points tall.
@Suite(.gtk) @MainActor struct SliderTests {
    @Test func theValueStaysInsideTheRangeAndTheRangeStaysOrdered() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.value = 3
        #expect(slider.value == 1)
        slider.setValue(-2, animated: true)
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 8
        slider.maximumValue = 5
        #expect(slider.value == 5, "lowering the maximum pulls the value down")
        slider.minimumValue = 7
        #expect(slider.maximumValue == 7 && slider.value == 7, "raising the minimum past the maximum raises both")
    }

    @Test func hasNoIntrinsicWidthAndIs31PointsTall() {
        let slider = UISlider()
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        slider.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(slider)
        NSLayoutConstraint.activate([
            slider.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            slider.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            slider.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(slider.frame == CGRect(x: 20, y: 10, width: 260, height: 31))
    }

    @Test func draggingTheThumbMovesTheValueAndSendsValueChangedAtEveryMove() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        _ = try ViewSnapshot.image(of: slider)
        #expect(!slider.beginTracking(at: CGPoint(x: 150, y: 15)), "a press on the track away from the thumb does nothing")
        #expect(slider.beginTracking(at: CGPoint(x: 14, y: 15)))
        #expect(slider.isHighlighted)
        slider.continueTracking(by: 50)
        slider.continueTracking(by: 100)
        slider.continueTracking(by: 400)
        slider.endTracking(at: CGPoint(x: 414, y: 15))
        #expect(values == [0.25, 0.5, 1], "the thumb travels 200 points: the width less the thumb")
        #expect(!slider.isHighlighted)
    }

    @Test func aSliderThatIsNotContinuousSendsOneValueChangedAtTheRelease() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        slider.isContinuous = false
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        _ = try ViewSnapshot.image(of: slider)
        #expect(slider.beginTracking(at: CGPoint(x: 14, y: 15)))
        slider.continueTracking(by: 50)
        slider.continueTracking(by: 100)
        #expect(values.isEmpty)
        slider.endTracking(at: CGPoint(x: 114, y: 15))
        #expect(values == [0.5])
    }

    @Test func arrowKeysStepByATenthOfTheRangeAndDisabledSlidersIgnoreInput() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        slider.minimumValue = 0
        slider.maximumValue = 50
        var sent = 0
        slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        #expect(slider.keyPressed(.right))
        #expect(slider.keyPressed(.up))
        #expect(slider.value == 10)
        #expect(slider.keyPressed(.left))
        #expect(slider.value == 5)
        #expect(slider.keyPressed(.end))
        #expect(slider.value == 50)
        #expect(slider.keyPressed(.right), "the key is taken at the end, but nothing changes")
        #expect(sent == 4)
        #expect(ValueKey(keyval: UInt32(GDK_KEY_a)) == nil, "other keys are left to the window")
        #expect(ValueKey(keyval: UInt32(GDK_KEY_KP_Right)) == .right, "the keypad's arrows are arrows")
        slider.isEnabled = false
        #expect(!slider.keyPressed(.left))
        _ = try ViewSnapshot.image(of: slider)
        #expect(!slider.beginTracking(at: slider.currentThumbRect.origin))
        #expect(slider.value == 50)
    }
}
