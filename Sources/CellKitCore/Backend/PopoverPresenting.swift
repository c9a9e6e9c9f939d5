import Foundation

/// What a date picker's popover tells the `UIDatePicker` that opened it: the person picked a day or
/// a time, or the popover closed (a click outside it, Escape). Changes the picker makes itself
/// (`DatePickerPopoverPresentation.show(_:)`) are never reported.
@preconcurrency @MainActor
package protocol DatePickerPopoverClient: AnyObject {
    /// The person picked a day in the calendar.
    func popoverPickedDay(year: Int, month: Int, day: Int)
    /// The person changed the hour or the minute.
    func popoverPickedTime(hour: Int, minute: Int)
    /// The popover closed by itself.
    func popoverClosed()
}

/// A popover pointing at a rectangle of a view, as a UIKit popover presentation does with its
/// `sourceView` and `sourceRect`, showing a compact `UIDatePicker`'s calendar (`.date`) or hour and
/// minute fields (`.time`). It is not a subview: the toolkit places it beside the view, and it
/// leaves the view after it closes.
@preconcurrency @MainActor
package protocol DatePickerPopoverPresentation: AnyObject {
    /// Shows `year`, `month` and `day` (the calendar) or `hour` and `minute` (the time fields).
    func show(_ date: DateComponents)
    /// Hides the popover and detaches it from the view.
    func dismiss()
}

/// The part of a compact `UIDatePicker` a capsule shows, and a popover edits.
package enum DatePickerPart: Sendable {
    /// The day: a calendar.
    case date
    /// The hour and minute: two fields.
    case time
}

/// A backing that presents popovers from its view.
@preconcurrency @MainActor
package protocol PopoverPresenting: AnyObject {
    /// Opens the popover of a date picker's `part` pointing at `rect` (in the view's coordinates),
    /// showing `date`, its minute field stepping by `minuteInterval`. Nil when the view is not on
    /// screen.
    func presentDatePickerPopover(_ part: DatePickerPart, showing date: DateComponents, minuteInterval: Int,
                                  pointingTo rect: CGRect, client: any DatePickerPopoverClient) -> (any DatePickerPopoverPresentation)?
}
