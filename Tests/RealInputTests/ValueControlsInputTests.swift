import CGtk
@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RealInput
import RenderingTestSupport
import Testing

extension RealInputTests {
    /// A segmented control, a slider and a stepper in a CellKit window answer the real pointer and
    /// keyboard: state and pixels change together, and `.valueChanged` is sent for each change.
    @Suite(.gtk) @MainActor struct ValueControlsInput {
        @MainActor private final class ControlsWindow {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
            let segmented = UISegmentedControl(items: ["One", "Two", "Three"])
            let slider = UISlider(frame: CGRect(x: 20, y: 70, width: 228, height: 31))
            let stepper = UIStepper(frame: CGRect(x: 20, y: 120, width: 0, height: 0))
            let input: RealInput
            var log: [String] = []

            init() throws {
                input = try RealInput.start()
                input.beginSession()
                window.backgroundColor = .systemBackground
                segmented.frame = CGRect(x: 20, y: 20, width: 270, height: 32)
                stepper.maximumValue = 2
                stepper.autorepeat = false
                for view in [segmented, slider, stepper] as [UIView] { window.addSubview(view) }
                segmented.addAction(UIAction { [weak self] _ in self?.log.append("segment \(self?.segmented.selectedSegmentIndex ?? -9)") },
                                    for: .valueChanged)
                slider.addAction(UIAction { [weak self] _ in self?.log.append("slider \(self?.slider.value ?? -9)") }, for: .valueChanged)
                stepper.addAction(UIAction { [weak self] _ in self?.log.append("stepper \(self?.stepper.value ?? -9)") }, for: .valueChanged)
                try input.show(window)
            }

            func widget(_ view: UIView) -> UnsafeMutablePointer<GtkWidget> { ViewTesting.gtkWidget(of: view) }

            /// Pixels of the default tint (the slider's minimum track) in the slider.
            func sliderTintPixels() throws -> Int {
                try ScreenPixels.image(of: widget(slider)).count(of: ScreenColors.tint, tolerance: 12)
            }

            func close() { input.release(window) }
        }

        @Test func clickingASegmentSelectsItAndRaisesItsCard() throws {
            let host = try ControlsWindow()
            defer { host.close() }
            let cardPoint = CGPoint(x: 225, y: 5)
            let before = try ScreenPixels.color(of: host.widget(host.segmented), at: cardPoint)
            #expect(!before.isClose(to: ScreenColors.white), "the unselected track is grey, not white")
            try host.input.click(host.widget(host.segmented), at: CGPoint(x: 225, y: 16))
            #expect(host.segmented.selectedSegmentIndex == 2)
            #expect(host.log == ["segment 2"])
            ScreenArtifacts.save(try ScreenPixels.image(of: host.widget(host.segmented)), named: "uisegmentedcontrol-selected")
            #expect(try ScreenPixels.color(of: host.widget(host.segmented), at: cardPoint).isClose(to: ScreenColors.white, tolerance: 4),
                    "the selected segment is a white card")
            try host.input.click(host.widget(host.segmented), at: CGPoint(x: 230, y: 16))
            #expect(host.log == ["segment 2"], "clicking the selected segment again sends nothing")
            try host.input.click(host.widget(host.segmented), at: CGPoint(x: 45, y: 16))
            #expect(host.log == ["segment 2", "segment 0"])
            #expect(!(try ScreenPixels.color(of: host.widget(host.segmented), at: cardPoint).isClose(to: ScreenColors.white)))
        }

        @Test func draggingTheSliderThumbChangesTheValueContinuously() throws {
            let host = try ControlsWindow()
            defer { host.close() }
            let emptyTrack = try host.sliderTintPixels()
            // A person's drag: press on the thumb, move right in five steps (each drawn), release.
            let slider = host.widget(host.slider)
            try host.input.move(to: slider, at: CGPoint(x: 14, y: 15))
            try host.input.press(over: slider)
            #expect(host.slider.isHighlighted)
            for step in 1...5 { try host.input.move(to: slider, at: CGPoint(x: 14 + 30 * step, y: 15)) }
            try host.input.release()
            #expect(host.slider.value > 0.6 && host.slider.value <= 0.8, "150 of the 200 points the thumb travels, \(host.slider.value)")
            let sent = host.log.filter { $0.hasPrefix("slider") }
            #expect(sent.count >= 4, "every move sends .valueChanged: \(sent)")
            #expect(sent.last == "slider \(host.slider.value)")
            ScreenArtifacts.save(try ScreenPixels.image(of: host.widget(host.slider)), named: "uislider-dragged")
            #expect(try host.sliderTintPixels() > emptyTrack + 200, "the tinted minimum track grew behind the thumb")
            #expect(!host.slider.isHighlighted)
        }

        @Test func arrowKeysMoveTheFocusedSlider() throws {
            let host = try ControlsWindow()
            defer { host.close() }
            host.slider.value = 0.5
            try host.input.settle()
            try host.input.click(host.widget(host.slider), at: host.slider.currentThumbRect.center)
            #expect(host.slider.isFocused, "a click gives the slider the keyboard")
            let middle = try host.sliderTintPixels()
            try host.input.key(Int32(GDK_KEY_Right))
            try host.input.key(Int32(GDK_KEY_Right))
            #expect(abs(host.slider.value - 0.7) < 0.0001)
            #expect(host.log.count == 2)
            #expect(try host.sliderTintPixels() > middle + 60, "the thumb moved right over 40 points of track")
            try host.input.key(Int32(GDK_KEY_Left))
            #expect(abs(host.slider.value - 0.6) < 0.0001)
            #expect(host.log.count == 3)
        }

        @Test func clickingPlusAndMinusStepsAndTheBoundDisablesItsButton() throws {
            let host = try ControlsWindow()
            defer { host.close() }
            let minus = CGPoint(x: 23, y: 16), plus = CGPoint(x: 70, y: 16)
            let stepper = host.widget(host.stepper)
            func minusIsDisabled() throws -> Bool {
                // The − glyph: `label` (near black) when it can step, `tertiaryLabel` (light grey) when not.
                try ScreenPixels.color(of: stepper, at: minus).red > 120
            }
            #expect(try minusIsDisabled(), "− starts disabled at the minimum")
            try host.input.click(stepper, at: plus)
            #expect(host.stepper.value == 1)
            #expect(!(try minusIsDisabled()))
            try host.input.click(stepper, at: plus)
            try host.input.click(stepper, at: plus)
            #expect(host.stepper.value == 2)
            #expect(host.log == ["stepper 1.0", "stepper 2.0"], "+ does nothing at the maximum")
            #expect(!host.stepper.canIncrement)
            try host.input.click(stepper, at: minus)
            try host.input.click(stepper, at: minus)
            try host.input.click(stepper, at: minus)
            #expect(host.stepper.value == 0)
            #expect(host.log == ["stepper 1.0", "stepper 2.0", "stepper 1.0", "stepper 0.0"])
            ScreenArtifacts.save(try ScreenPixels.image(of: stepper), named: "uistepper-at-minimum")
            #expect(try minusIsDisabled(), "back at the minimum, − is disabled again")
        }

        @Test func holdingPlusRepeatsTheStepAndThePressedHalfDarkens() throws {
            let host = try ControlsWindow()
            defer { host.close() }
            host.stepper.maximumValue = 100
            host.stepper.autorepeat = true
            let stepper = host.widget(host.stepper)
            let plusBackground = CGPoint(x: 85, y: 6)
            let idle = try ScreenPixels.color(of: stepper, at: plusBackground)
            try host.input.move(to: stepper, at: CGPoint(x: 70, y: 16))
            try host.input.press(over: stepper)
            let pressed = try ScreenPixels.color(of: stepper, at: plusBackground)
            #expect(Int(pressed.red) < Int(idle.red) - 5, "the held half darkens: \(idle) → \(pressed)")
            try host.input.hold(for: 1.0)
            try host.input.release()
            #expect(host.stepper.value >= 4, "one step at the press, repeats after 0.5 s every 0.1 s: \(host.stepper.value)")
            #expect(host.log.count == Int(host.stepper.value), "each repeat sends .valueChanged")
            let held = host.stepper.value
            try host.input.hold(for: 0.3)
            #expect(host.stepper.value == held, "the release stops the repeat")
            #expect(try ScreenPixels.color(of: stepper, at: plusBackground) == idle)
        }
    }
}

extension CGRect {
    fileprivate var center: CGPoint { CGPoint(x: midX, y: midY) }
}
