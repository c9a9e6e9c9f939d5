import CGtk
@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RealInput
import RenderingTestSupport
import Testing

extension RealInputTests {
    /// A `UIButton` and a `UITextField` in a CellKit window answer the real pointer and keyboard:
    /// a click on the button runs its action and its pressed look shows while the button is held;
    /// a click in the field gives it the keyboard, and real keys change its text, send
    /// `.editingChanged` for each edit and show on screen.
    @Suite(.gtk) @MainActor struct ButtonAndTextFieldInput {
        @MainActor private final class ControlsWindow {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 160))
            let button: UIButton
            let field = UITextField(frame: CGRect(x: 20, y: 90, width: 280, height: 34))
            let input: RealInput
            var log: [String] = []

            init() throws {
                input = try RealInput.start()
                input.beginSession()
                var configuration = UIButton.Configuration.filled()
                configuration.title = "Add Reminder"
                button = UIButton(configuration: configuration)
                button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
                window.backgroundColor = .systemBackground
                window.addSubview(button)
                window.addSubview(field)
                field.borderStyle = .roundedRect
                field.placeholder = "Title"
                button.addAction(UIAction { [weak self] _ in self?.log.append("tap") }, for: .touchUpInside)
                field.addAction(UIAction { [weak self] _ in self?.log.append("began") }, for: .editingDidBegin)
                field.addAction(UIAction { [weak self] _ in self?.log.append("changed \(self?.field.text ?? "")") }, for: .editingChanged)
                field.addAction(UIAction { [weak self] _ in self?.log.append("return") }, for: .editingDidEndOnExit)
                field.addAction(UIAction { [weak self] _ in self?.log.append("ended") }, for: .editingDidEnd)
                try input.show(window)
            }

            var buttonWidget: UnsafeMutablePointer<GtkWidget> { ViewTesting.gtkWidget(of: button) }
            var fieldWidget: UnsafeMutablePointer<GtkWidget> { ViewTesting.gtkWidget(of: field) }

            /// How many pixels of the field are dark enough to be text in `label` color.
            func textPixels() throws -> Int {
                let image = try ScreenPixels.image(of: fieldWidget)
                return image.count(of: ScreenColor(hex: 0x000000), tolerance: 90)
            }

            func close() { input.release(window) }
        }

        @Test func aClickOnAButtonRunsItsActionAndThePressShowsWhileHeld() throws {
            let host = try ControlsWindow()
            defer { host.close() }
            let idle = try ScreenPixels.image(of: host.buttonWidget).share(of: ScreenColors.tint)
            #expect(idle > 0.5, "a filled button is mostly the tint color")
            try host.input.move(to: host.buttonWidget)
            try host.input.press(over: host.buttonWidget)
            #expect(host.button.isHighlighted)
            #expect(host.button.state == .highlighted)
            let pressed = try ScreenPixels.image(of: host.buttonWidget)
            ScreenArtifacts.save(pressed, named: "uibutton-pressed")
            #expect(pressed.share(of: ScreenColors.tint) < idle / 2, "the pressed look replaces the tint fill")
            try host.input.release()
            #expect(host.log == ["tap"])
            #expect(!host.button.isHighlighted)
            try host.input.click(host.buttonWidget)
            #expect(host.log == ["tap", "tap"])
        }

        @Test func pressingAButtonAndLeavingBeforeReleaseRunsNothing() throws {
            let host = try ControlsWindow()
            defer { host.close() }
            try host.input.move(to: host.buttonWidget)
            try host.input.press(over: host.buttonWidget)
            let outside = try ScreenGeometry.rootPoint(of: host.buttonWidget, at: CGPoint(x: 260, y: 22))
            try host.input.move(toRoot: outside, steps: 6)
            try host.input.release()
            #expect(host.log.isEmpty)
            #expect(!host.button.isHighlighted)
        }

        @Test func typingIntoATextFieldChangesItsTextAndSendsEditingChanged() throws {
            let host = try ControlsWindow()
            defer { host.close() }
            let empty = try host.textPixels()
            try host.input.click(host.fieldWidget)
            #expect(host.field.isEditing)
            #expect(host.field.isFirstResponder)
            #expect(host.log == ["began"])
            try host.input.type("Milk")
            #expect(host.field.text == "Milk")
            #expect(host.log == ["began", "changed M", "changed Mi", "changed Mil", "changed Milk"])
            let typed = try ScreenPixels.image(of: host.fieldWidget)
            ScreenArtifacts.save(typed, named: "uitextfield-typed")
            #expect(try host.textPixels() > empty + 20, "the typed text shows in the label color")
            try host.input.key(Int32(GDK_KEY_BackSpace))
            #expect(host.field.text == "Mil")
            #expect(host.log.last == "changed Mil")
            try host.input.key(Int32(GDK_KEY_Return))
            #expect(host.log.suffix(2) == ["return", "ended"], "Return ends editing when something listens for it")
            #expect(!host.field.isEditing)
            #expect(host.field.text == "Mil")
        }

        @Test func settingTheTextSendsNoEventsAndADisabledFieldTakesNoKeys() throws {
            let host = try ControlsWindow()
            defer { host.close() }
            host.field.text = "Eggs"
            #expect(host.log.isEmpty)
            host.field.isEnabled = false
            try host.input.click(host.fieldWidget)
            #expect(!host.field.isEditing)
            #expect(host.field.text == "Eggs")
            #expect(host.log.isEmpty)
        }
    }
}
