import CGtk
import CellKitCore
import Foundation
import GtkSupport

/// The `GtkPopover` a compact `UIDatePicker` opens from a capsule: a `GtkCalendar` for the date part,
/// hour and minute fields (24-hour) for the time part. Picking reports to the picker's popover.
///
/// Like a menu popover, it is a GTK child of the picker's widget (not a subview), positioned by the
/// widget's allocation, and unparented on the next main-queue turn after it closes.
@preconcurrency @MainActor
final class GtkDatePickerPopover: DatePickerPopoverPresentation, AnchoredPopover {
    private let popover: UnsafeMutablePointer<GtkWidget>
    private weak var client: (any DatePickerPopoverClient)?
    /// The calendar (date part).
    private var calendarWidget: UnsafeMutablePointer<GtkWidget>?
    /// The hour and minute fields (time part).
    private var hourField: UnsafeMutablePointer<GtkWidget>?
    private var minuteField: UnsafeMutablePointer<GtkWidget>?
    /// Set while the popover shows the picker's date, so that is not taken for picking.
    private var isShowing = false
    private(set) var isOpen = true

    private init(part: DatePickerPart, minuteInterval: Int, client: any DatePickerPopoverClient) {
        self.client = client
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
            let minute = gtk_spin_button_new_with_range(0, 59, Double(minuteInterval))!
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
        Signals.connect(popover, "closed") { [weak self] in self?.closed() }
    }

    /// Opens a popover in `backing`'s widget (see `PopoverPresenting`).
    static func present(in backing: GtkViewBacking, part: DatePickerPart, showing date: DateComponents, minuteInterval: Int,
                        pointingTo rect: CGRect, client: any DatePickerPopoverClient) -> GtkDatePickerPopover? {
        guard gtk_widget_get_mapped(backing.gtkWidget) != 0 else { return nil }
        let shown = GtkDatePickerPopover(part: part, minuteInterval: minuteInterval, client: client)
        shown.show(date)
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

    func show(_ date: DateComponents) {
        guard isOpen else { return }
        isShowing = true
        defer { isShowing = false }
        if let calendarWidget, let day = g_date_time_new_utc(Int32(date.year ?? 2000), Int32(date.month ?? 1), Int32(date.day ?? 1), 12, 0, 0) {
            gtk_calendar_select_day(OpaquePointer(calendarWidget), day)
            g_date_time_unref(day)
        }
        if let hourField { gtk_spin_button_set_value(OpaquePointer(hourField), Double(date.hour ?? 0)) }
        if let minuteField { gtk_spin_button_set_value(OpaquePointer(minuteField), Double(date.minute ?? 0)) }
    }

    private func daySelected() {
        guard !isShowing, let client, let calendarWidget, let chosen = gtk_calendar_get_date(OpaquePointer(calendarWidget)) else { return }
        defer { g_date_time_unref(chosen) }
        client.popoverPickedDay(year: Int(g_date_time_get_year(chosen)), month: Int(g_date_time_get_month(chosen)),
                                day: Int(g_date_time_get_day_of_month(chosen)))
    }

    private func timeChanged() {
        guard !isShowing, let client, let hourField, let minuteField else { return }
        client.popoverPickedTime(hour: Int(gtk_spin_button_get_value_as_int(OpaquePointer(hourField))),
                                 minute: Int(gtk_spin_button_get_value_as_int(OpaquePointer(minuteField))))
    }

    /// GTK closed the popover (a click outside it, Escape): the picker hears of it first.
    private func closed() {
        guard isOpen else { return }
        if let client { client.popoverClosed() } else { dismiss() }
    }

    /// Positions the popover against the picker; the picker's widget calls this from its allocation.
    func present() {
        if isOpen { gtk_popover_present(popover.cast()) }
    }

    func dismiss() {
        guard isOpen else { return }
        isOpen = false
        AnchoredPopoverClosing.popDownAndDetach(popover)
    }
}

extension GtkViewBacking: PopoverPresenting {
    func presentDatePickerPopover(_ part: DatePickerPart, showing date: DateComponents, minuteInterval: Int,
                                  pointingTo rect: CGRect, client: any DatePickerPopoverClient) -> (any DatePickerPopoverPresentation)? {
        GtkDatePickerPopover.present(in: self, part: part, showing: date, minuteInterval: minuteInterval, pointingTo: rect, client: client)
    }
}
