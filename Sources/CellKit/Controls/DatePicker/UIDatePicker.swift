import Foundation

/// A control for choosing a date, a time, or both (UIKit's `UIDatePicker`).
///
/// CellKit draws every style as iOS 14's compact style (`.automatic` is compact in UIKit too):
/// the date (medium style, "Dec 1, 2026") and/or the time (short style, "9:41 AM") in the picker's
/// locale, calendar and time zone, each in its own rounded capsule: `tertiarySystemFill` with
/// 6-point corners, body-style text in `label` color (tint color while its popover is open),
/// following Dynamic Type. `.inline` and `.wheels` are not drawn as iOS draws them (a calendar grid,
/// spinning wheels): they are drawn as compact, and `datePickerStyle` reports `.compact`.
///
/// Size: each capsule is its text plus 12 points on each side, and the text's line plus 7 points
/// above and below (35 points at the default text size with the line height of the font CellKit draws
/// with; iOS's capsule is 34); date and time capsules sit
/// 6 points apart.
///
/// Clicking the date capsule opens a popover with a calendar (GTK's `GtkCalendar`); clicking the time
/// capsule opens one with hour and minute fields. Picking a day or a time changes `date` (kept within
/// `minimumDate`…`maximumDate`) and sends `.valueChanged`; the popover stays open until a click
/// outside or Escape, as iOS's does. Setting `date` in code sends nothing. The count-down timer mode
/// is not provided.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker chooses (UIKit's `UIDatePicker.Mode`).
    public enum Mode: Int, Sendable {
        /// A time of day.
        case time = 0
        /// A calendar day.
        case date = 1
        /// A day and a time of day.
        case dateAndTime = 2
    }

    private var storedDate = Date()

    /// The chosen date, always within `minimumDate`…`maximumDate` (default: now). Setting it sends no actions.
    open var date: Date {
        get { storedDate }
        set { storedDate = clamped(newValue); contentDidChange() }
    }
    /// What the picker chooses (default `.dateAndTime`).
    open var datePickerMode: Mode = .dateAndTime { didSet { closePopover(); contentDidChange() } }
    /// The style asked for (default `.automatic`, which is compact).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { contentDidChange() } }
    /// The style drawn: always `.compact` in CellKit (see the type's description).
    open var datePickerStyle: UIDatePickerStyle { .compact }
    /// The earliest date that can be chosen (nil: no limit).
    open var minimumDate: Date? { didSet { date = storedDate } }
    /// The latest date that can be chosen (nil: no limit).
    open var maximumDate: Date? { didSet { date = storedDate } }
    /// The locale dates are written in (nil: the current locale).
    open var locale: Locale? { didSet { contentDidChange() } }
    /// The calendar days are counted in (default: the current calendar).
    open var calendar: Calendar! = Calendar.current { didSet { contentDidChange() } }
    /// The time zone dates are shown in (nil: the calendar's).
    open var timeZone: TimeZone? { didSet { contentDidChange() } }
    /// The step of the minute field (default 1; values that do not divide 60 are ignored).
    open var minuteInterval = 1 { didSet { if minuteInterval < 1 || 60 % minuteInterval != 0 { minuteInterval = oldValue } } }

    /// Creates a picker for the date and time, at now.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Creates a picker from an archive (CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets `date` (clamped); drawn at once, `animated` or not. Sends no actions.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    func clamped(_ value: Date) -> Date {
        var result = value
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    /// The calendar with the picker's time zone: the one days and times are read and written in.
    var effectiveCalendar: Calendar {
        var calendar = self.calendar ?? .current
        if let timeZone { calendar.timeZone = timeZone }
        if let locale { calendar.locale = locale }
        return calendar
    }

    /// The popover open from a capsule, if any.
    var popover: DatePickerPopover?
    /// Which capsule's popover is open.
    var openPart: DatePickerPart? { popover?.isOpen == true ? popover?.part : nil }

    func closePopover() {
        popover?.close()
        popover = nil
    }

    func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        popover?.refresh()
    }

    /// The capsules side by side, by the tallest.
    open override var intrinsicContentSize: CGSize { capsulesSize() }

    /// The intrinsic size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { capsulesSize() }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        contentDidChange()
    }

    /// A click on a capsule opens its popover.
    override func pointerReleased(inside: Bool) {
        let wasPressed = isHighlighted
        super.pointerReleased(inside: inside)
        guard inside, wasPressed, let point = lastPointerLocation,
              let part = capsules().first(where: { $0.frame.contains(point) })?.part else { return }
        openPopover(for: part)
    }

    /// Opens the popover of a capsule, beside it (nothing when the picker is not on screen).
    func openPopover(for part: DatePickerPart) {
        closePopover()
        guard let frame = capsules().first(where: { $0.part == part })?.frame else { return }
        popover = DatePickerPopover.present(for: self, part: part, pointingTo: frame)
        setNeedsDisplay()
    }

    /// The person picked a new date in a popover: it is kept (clamped) and `.valueChanged` is sent.
    func pick(_ picked: Date) {
        let old = storedDate
        date = picked
        if storedDate != old { sendActions(for: .valueChanged) }
    }

    override func drawContent(in canvas: any Canvas) {
        drawCapsules(in: canvas)
    }
}

/// How a date picker looks (UIKit's `UIDatePickerStyle`).
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice: compact.
    case automatic = 0
    /// Spinning wheels (drawn as compact in CellKit).
    case wheels = 1
    /// Capsules that open a popover.
    case compact = 2
    /// A calendar grid in place (drawn as compact in CellKit).
    case inline = 3
}

extension UIDatePicker: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { capsules().map(\.text).joined(separator: ", ") }
    var defaultAccessibilityTraits: UIAccessibilityTraits { .button }
}
