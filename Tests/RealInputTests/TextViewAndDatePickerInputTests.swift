import CGtk
@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RealInput
import RenderingTestSupport
import Testing

extension RealInputTests {
    /// A `UITextView` and a compact `UIDatePicker` in a CellKit window answer the real pointer and
    /// keyboard: typing reaches the text view's text and delegate and shows on screen; the date
    /// picker's capsule opens a calendar whose days pick the date.
    @Suite(.gtk) @MainActor struct TextViewAndDatePickerInput {
        @MainActor private final class Recorder: UITextViewDelegate {
            var log: [String] = []
            func textViewDidBeginEditing(_ textView: UITextView) { log.append("began") }
            func textViewDidChange(_ textView: UITextView) { log.append("changed \(textView.text ?? "")") }
            func textViewDidEndEditing(_ textView: UITextView) { log.append("ended") }
        }

        @MainActor private final class ControlsWindow {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 200))
            let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 240, height: 90))
            let picker = UIDatePicker()
            let recorder = Recorder()
            let input: RealInput
            var pickerLog: [Date] = []

            init() throws {
                input = try RealInput.start()
                input.beginSession()
                window.backgroundColor = .systemBackground
                textView.font = .systemFont(ofSize: 17)
                textView.backgroundColor = .secondarySystemBackground
                textView.delegate = recorder
                picker.locale = Locale(identifier: "en_US")
                picker.timeZone = TimeZone(identifier: "UTC")
                picker.datePickerMode = .date
                picker.date = Date(timeIntervalSince1970: 1_796_118_060)  // 1 December 2026, 09:41 UTC
                picker.frame = CGRect(origin: CGPoint(x: 20, y: 130), size: picker.intrinsicContentSize)
                picker.addAction(UIAction { [weak self] _ in if let self { pickerLog.append(picker.date) } }, for: .valueChanged)
                window.addSubview(textView)
                window.addSubview(picker)
                try input.show(window)
            }

            func widget(_ view: UIView) -> UnsafeMutablePointer<GtkWidget> { ViewTesting.gtkWidget(of: view) }

            func close() {
                picker.closePopover()
                input.release(window)
            }
        }

        @Test func clickingIntoATextViewAndTypingChangesItsTextOneKeyAtATime() throws {
            let host = try ControlsWindow()
            defer { host.close() }
            let textView = host.widget(host.textView)
            let empty = try ScreenPixels.image(of: textView).count(of: ScreenColor(hex: 0x000000), tolerance: 90)
            try host.input.click(textView, at: CGPoint(x: 120, y: 45))
            #expect(host.textView.isFirstResponder)
            #expect(host.recorder.log == ["began"])
            try host.input.type("Milk")
            #expect(host.textView.text == "Milk")
            #expect(host.recorder.log == ["began", "changed M", "changed Mi", "changed Mil", "changed Milk"])
            try host.input.key(Int32(GDK_KEY_Return))
            try host.input.type("Eggs")
            #expect(host.textView.text == "Milk\nEggs", "Return starts a new line")
            let typed = try ScreenPixels.image(of: textView)
            ScreenArtifacts.save(typed, named: "uitextview-typed")
            #expect(typed.count(of: ScreenColor(hex: 0x000000), tolerance: 90) > empty + 40, "the typed text shows in the label color")
            try host.input.click(host.widget(host.picker))
            #expect(host.recorder.log.last == "ended", "a click elsewhere ends editing")
        }

        @Test func aNotEditableTextViewTakesNoTyping() throws {
            let host = try ControlsWindow()
            defer { host.close() }
            host.textView.text = "Read only"
            host.textView.isEditable = false
            try host.input.click(host.widget(host.textView), at: CGPoint(x: 120, y: 45))
            try host.input.type("x")
            #expect(host.textView.text == "Read only")
            #expect(host.recorder.log.isEmpty)
        }

        @Test func clickingTheCompactDatePickerOpensACalendarAndADayPicksTheDate() throws {
            let host = try ControlsWindow()
            defer { host.close() }
            let capsule = try ScreenPixels.image(of: host.widget(host.picker))
            try host.input.click(host.widget(host.picker))
            let popover = try #require(host.picker.popover, "the click opened the popover")
            #expect(popover.isOpen)
            let popoverWidget = ViewTesting.gtkWidget(of: try #require(popover.presentation))
            #expect(host.input.waitUntil { gtk_widget_get_mapped(popoverWidget) != 0 })
            try host.input.settle()
            let opened = try ScreenPixels.image(of: host.widget(host.picker))
            #expect(opened.count(of: ScreenColors.tint, tolerance: 40) > capsule.count(of: ScreenColors.tint, tolerance: 40) + 20,
                    "the capsule's text turns the tint color while its popover is open")
            let day = try #require(WidgetSearch.label("15", in: popoverWidget), "the calendar shows the 15th")
            try host.input.click(day)
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC")!
            let parts = utc.dateComponents([.year, .month, .day, .hour, .minute], from: host.picker.date)
            #expect(parts == DateComponents(year: 2026, month: 12, day: 15, hour: 9, minute: 41), "the day changes; the time is kept")
            #expect(host.pickerLog == [host.picker.date])
            #expect(host.picker.formatted(.date) == "Dec 15, 2026")
            ScreenArtifacts.saveScreen(named: "uidatepicker-picked")
            try host.input.key(Int32(GDK_KEY_Escape))
            #expect(host.input.waitUntil { !popover.isOpen })
            try host.input.settle()
            let picked = try ScreenPixels.image(of: host.widget(host.picker))
            #expect(picked.rgba != capsule.rgba, "the capsule shows the new date")
        }
    }
}
