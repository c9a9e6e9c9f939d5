import CGtk
import Foundation
import GtkSupport

/// The popover a compact `UIDatePicker` opens from a capsule: a `GtkCalendar` for the date part,
/// hour and minute fields (24-hour) for the time part. Picking reports the new date to the picker.
///
/// Like a menu popover, it is a GTK child of the picker's widget (not a subview), positioned by the
/// widget's allocation, and unparented on the next main-queue turn after it closes.
@preconcurrency @MainActor
final class DatePickerPopover: AnchoredPopover {
    let part: DatePickerPart
    private let popover: UnsafeMutablePointer<GtkWidget>
    private weak var picker: UIDatePicker?
    /// The calendar (date part).
    private(set) var calendarWidget: UnsafeMutablePointer<GtkWidget>?
    /// The hour and minute fields (time part).
    private(set) var hourField: UnsafeMutablePointer<GtkWidget>?
    private(set) var minuteField: UnsafeMutablePointer<GtkWidget>?
    /// Set while the popover shows the picker's date, so that is not taken for picking.
    private var isRefreshing = false
    private(set) var isOpen = true

    private init(picker: UIDatePicker, part: DatePickerPart) {
        self.picker = picker
        self.part = part
        popover = gtk_popover_new()
        let content: UnsafeMutablePointer<GtkWidget>
        switch part {
        case .date:
            let calendar = gtk_calendar_new()!
            Signals.connect(calendar, "day-selected") { [weak self] in self?.daySelected() }
            calendarWidget = calendar
            content = calendar
        case .time:
            let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
            let hour = gtk_spin_button_new_with_range(0, 23, 1)!
            let minute = gtk_spin_button_new_with_range(0, 59, Double(picker.minuteInterval))!
            for field in [hour, minute] {
                gtk_spin_button_set_wrap(OpaquePointer(field), 1)
                gtk_orientable_set_orientation(OpaquePointer(field), GTK_ORIENTATION_VERTICAL)
                Signals.connect(field, "value-changed") { [weak self] in self?.timeChanged() }
            }
            gtk_box_append(box.cast(), hour)
            gtk_box_append(box.cast(), gtk_label_new(":"))
            gtk_box_append(box.cast(), minute)
            hourField = hour
            minuteField = minute
            content = box
        }
        gtk_popover_set_child(popover.cast(), content)
        Signals.connect(popover, "closed") { [weak self] in self?.close() }
        refresh()
    }

    /// Opens the popover for `part` of `picker`, pointing at `rect` (the capsule, in the picker's
    /// coordinates). Nil when the picker is not in a window on screen.
    static func present(for picker: UIDatePicker, part: DatePickerPart, pointingTo rect: CGRect) -> DatePickerPopover? {
        guard let backing = picker.backing as? GtkViewBacking, gtk_widget_get_mapped(backing.gtkWidget) != 0 else { return nil }
        let shown = DatePickerPopover(picker: picker, part: part)
        gtk_widget_set_parent(shown.popover, backing.gtkWidget)
        var pointing = GdkRectangle(x: Int32(rect.minX.rounded()), y: Int32(rect.minY.rounded()),
                                    width: Int32(rect.width.rounded()), height: Int32(rect.height.rounded()))
        gtk_popover_set_pointing_to(shown.popover.cast(), &pointing)
        gtk_popover_set_position(shown.popover.cast(), GTK_POS_BOTTOM)
        backing.anchoredPopover = shown
        gtk_popover_popup(shown.popover.cast())
        return shown
    }

    /// The popover's own widget (tests look for its days and fields in it).
    var widget: UnsafeMutablePointer<GtkWidget> { popover }

    /// Shows the picker's current date.
    func refresh() {
        guard isOpen, let picker else { return }
        isRefreshing = true
        defer { isRefreshing = false }
        let parts = picker.effectiveCalendar.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
        if let calendarWidget, let day = g_date_time_new_utc(Int32(parts.year ?? 2000), Int32(parts.month ?? 1), Int32(parts.day ?? 1), 12, 0, 0) {
            gtk_calendar_select_day(OpaquePointer(calendarWidget), day)
            g_date_time_unref(day)
        }
        if let hourField { gtk_spin_button_set_value(OpaquePointer(hourField), Double(parts.hour ?? 0)) }
        if let minuteField { gtk_spin_button_set_value(OpaquePointer(minuteField), Double(parts.minute ?? 0)) }
    }

    private func daySelected() {
        guard !isRefreshing, let picker, let calendarWidget, let chosen = gtk_calendar_get_date(OpaquePointer(calendarWidget)) else { return }
        defer { g_date_time_unref(chosen) }
        let calendar = picker.effectiveCalendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: picker.date)
        parts.year = Int(g_date_time_get_year(chosen))
        parts.month = Int(g_date_time_get_month(chosen))
        parts.day = Int(g_date_time_get_day_of_month(chosen))
        if let picked = calendar.date(from: parts) { picker.pick(picked) }
    }

    private func timeChanged() {
        guard !isRefreshing, let picker, let hourField, let minuteField else { return }
        let calendar = picker.effectiveCalendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
        parts.hour = Int(gtk_spin_button_get_value_as_int(OpaquePointer(hourField)))
        parts.minute = Int(gtk_spin_button_get_value_as_int(OpaquePointer(minuteField)))
        parts.second = 0
        if let picked = calendar.date(from: parts) { picker.pick(picked) }
    }

    /// Positions the popover against the picker; the picker's widget calls this from its allocation.
    func present() {
        if isOpen { gtk_popover_present(popover.cast()) }
    }

    /// Hides the popover, detaches it from the picker and lets the picker draw its capsule unopened.
    func close() {
        guard isOpen else { return }
        isOpen = false
        gtk_popover_popdown(popover.cast())
        picker?.setNeedsDisplay()
        let widget = GObjectRef(retaining: popover)
        DispatchQueue.main.async {
            if gtk_widget_get_parent(widget.cast()) != nil { gtk_widget_unparent(widget.cast()) }
        }
    }
}
