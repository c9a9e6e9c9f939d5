@testable import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// The segmented control, slider, stepper, text view and date picker in their common states, each
/// drawn light and dark.
@Suite(.gtk) @MainActor struct ValueControlRenderingTests {
    static func segmented(_ sheet: ControlSheet) {
        let plain = UISegmentedControl(items: ["Day", "Week", "Month"])
        plain.selectedSegmentIndex = 1
        let tinted = UISegmentedControl(items: ["List", "Grid"])
        tinted.selectedSegmentIndex = 0
        tinted.selectedSegmentTintColor = .systemOrange
        sheet.row("selected, tinted", [plain, tinted])
        let partly = UISegmentedControl(items: ["On", "Off", "Auto"])
        partly.selectedSegmentIndex = 0
        partly.setEnabled(false, forSegmentAt: 2)
        let none = UISegmentedControl(items: ["A", "B"])
        let disabled = UISegmentedControl(items: ["Light", "Dark"])
        disabled.selectedSegmentIndex = 1
        disabled.isEnabled = false
        sheet.row("off, none, disabled", [partly, none, disabled])
    }

    static func sliders(_ sheet: ControlSheet) {
        func slider(_ value: Float, _ change: (UISlider) -> Void = { _ in }) -> UISlider {
            let slider = UISlider()
            slider.value = value
            change(slider)
            return slider
        }
        let all = [slider(0.3), slider(0.75) { $0.minimumTrackTintColor = .systemGreen; $0.maximumTrackTintColor = .systemRed },
                   slider(1) { $0.tintColor = .systemPink }, slider(0.5) { $0.isEnabled = false },
                   slider(0.2) { $0.semanticContentAttribute = .forceRightToLeft }]
        let widths = Dictionary(uniqueKeysWithValues: all.map { (ObjectIdentifier($0), CGFloat(180)) })
        sheet.row("colors, RTL", all, widths: widths)
    }

    static func steppers(_ sheet: ControlSheet) {
        let zero = UIStepper()
        let middle = UIStepper()
        middle.value = 50
        let top = UIStepper()
        top.value = 100
        let disabled = UIStepper()
        disabled.value = 50
        disabled.isEnabled = false
        sheet.row("bounds, disabled", [zero, middle, top, disabled])
    }

    static func textViews(_ sheet: ControlSheet) {
        let note = UITextView()
        note.font = .preferredFont(forTextStyle: .body)
        note.text = "Buy milk, eggs and bread on the way home from work."
        note.isScrollEnabled = false
        let colored = UITextView()
        colored.font = .systemFont(ofSize: 15)
        colored.textColor = .systemIndigo
        colored.backgroundColor = .secondarySystemBackground
        colored.textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
        colored.text = "Inset and colored\nSecond line"
        colored.isScrollEnabled = false
        let views = [note, colored]
        sheet.row("self-sizing, styled", views, widths: Dictionary(uniqueKeysWithValues: views.map { (ObjectIdentifier($0), CGFloat(200)) }))
    }

    static func datePickers(_ sheet: ControlSheet) {
        let both = DatePickerTests.picker()
        let date = DatePickerTests.picker(.date)
        let time = DatePickerTests.picker(.time)
        let disabled = DatePickerTests.picker(.date)
        disabled.isEnabled = false
        sheet.row("date and time, date", [both, date])
        sheet.row("time, disabled", [time, disabled])
    }

    static let controls: [String: @MainActor (ControlSheet) -> Void] = [
        "segmented-control": segmented, "slider": sliders, "stepper": steppers, "text-view": textViews, "date-picker": datePickers,
    ]

    @Test(arguments: ["segmented-control", "slider", "stepper", "text-view", "date-picker"], ["light", "dark"])
    func controlMatchesItsGolden(control: String, appearance: String) throws {
        let sheet = ControlSheet(width: 520) { traits in
            traits.userInterfaceStyle = appearance == "dark" ? .dark : .light
        }
        Self.controls[control]?(sheet)
        GoldenImage.assertMatches(try ViewSnapshot.image(of: sheet.finished()), named: "\(control)-\(appearance)")
    }
}
