import Foundation

/// The popover a compact `UIDatePicker` opens from a capsule: a calendar for the date part, hour and
/// minute fields (24-hour) for the time part, presented by the picker's backing. Picking a day or a
/// time sets the picker's date in its calendar and time zone and sends `.valueChanged`.
@preconcurrency @MainActor
final class DatePickerPopover: DatePickerPopoverClient {
    let part: DatePickerPart
    private weak var picker: UIDatePicker?
    /// The popover as the backing shows it.
    private(set) var presentation: (any DatePickerPopoverPresentation)?
    private(set) var isOpen = true

    private init(picker: UIDatePicker, part: DatePickerPart) {
        self.picker = picker
        self.part = part
    }

    /// Opens the popover for `part` of `picker`, pointing at `rect` (the capsule, in the picker's
    /// coordinates). Nil when the picker is not in a window on screen.
    static func present(for picker: UIDatePicker, part: DatePickerPart, pointingTo rect: CGRect) -> DatePickerPopover? {
        guard let backing = picker.backing as? any PopoverPresenting else { return nil }
        let shown = DatePickerPopover(picker: picker, part: part)
        guard let presentation = backing.presentDatePickerPopover(part, showing: shown.shownDate(of: picker),
                                                                  minuteInterval: picker.minuteInterval,
                                                                  pointingTo: rect, client: shown) else { return nil }
        shown.presentation = presentation
        return shown
    }

    /// The picker's date as the popover shows it.
    private func shownDate(of picker: UIDatePicker) -> DateComponents {
        picker.effectiveCalendar.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
    }

    /// Shows the picker's current date.
    func refresh() {
        guard isOpen, let picker else { return }
        presentation?.show(shownDate(of: picker))
    }

    func popoverPickedDay(year: Int, month: Int, day: Int) {
        guard let picker else { return }
        let calendar = picker.effectiveCalendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: picker.date)
        parts.year = year
        parts.month = month
        parts.day = day
        if let picked = calendar.date(from: parts) { picker.pick(picked) }
    }

    func popoverPickedTime(hour: Int, minute: Int) {
        guard let picker else { return }
        let calendar = picker.effectiveCalendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
        parts.hour = hour
        parts.minute = minute
        parts.second = 0
        if let picked = calendar.date(from: parts) { picker.pick(picked) }
    }

    func popoverClosed() { close() }

    /// Hides the popover, detaches it from the picker and lets the picker draw its capsule unopened.
    func close() {
        guard isOpen else { return }
        isOpen = false
        presentation?.dismiss()
        picker?.setNeedsDisplay()
    }
}
