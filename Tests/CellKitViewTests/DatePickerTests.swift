@testable import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// `UIDatePicker` keeps its date within its bounds, writes it in its locale and time zone, sizes its
/// compact capsules like iOS, and sends `.valueChanged` only for dates the person picks.
@Suite(.gtk) @MainActor struct DatePickerTests {
    /// 1 December 2026, 09:41 UTC.
    static let keynote = Date(timeIntervalSince1970: 1_796_118_060)

    static func picker(_ mode: UIDatePicker.Mode = .dateAndTime) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.datePickerMode = mode
        picker.date = keynote
        return picker
    }

    @Test func hasUIKitsDefaultsAndAutomaticIsCompact() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact)
        #expect(abs(picker.date.timeIntervalSinceNow) < 60, "a new picker shows now")
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1, "an interval that does not divide 60 is ignored")
    }

    @Test func writesTheDateAndTimeInItsLocaleAndTimeZone() {
        let picker = Self.picker()
        #expect(picker.formatted(.date) == "Dec 1, 2026")
        #expect(picker.formatted(.time).replacingOccurrences(of: "\u{202F}", with: " ") == "9:41 AM")
        picker.timeZone = TimeZone(identifier: "Asia/Tokyo")
        #expect(picker.formatted(.time).replacingOccurrences(of: "\u{202F}", with: " ") == "6:41 PM")
        picker.locale = Locale(identifier: "de_DE")
        #expect(picker.formatted(.date) == "01.12.2026")
        #expect(picker.formatted(.time) == "18:41")
    }

    @Test func theDateStaysWithinTheMinimumAndMaximum() {
        let picker = Self.picker()
        picker.minimumDate = Self.keynote.addingTimeInterval(3600)
        #expect(picker.date == Self.keynote.addingTimeInterval(3600), "a later minimum moves the date")
        picker.maximumDate = Self.keynote.addingTimeInterval(7200)
        picker.setDate(Self.keynote.addingTimeInterval(86_400), animated: true)
        #expect(picker.date == Self.keynote.addingTimeInterval(7200))
    }

    @Test func compactCapsulesAreTheirTextWithPaddingAroundIt() {
        let picker = Self.picker()
        let body = UIFont.preferredFont(forTextStyle: .body)
        let date = ControlText("Dec 1, 2026", font: body, traits: picker.traitCollection).size
        let time = ControlText(picker.formatted(.time), font: body, traits: picker.traitCollection).size
        #expect(picker.intrinsicContentSize == CGSize(width: date.width + time.width + 2 * 24 + 6, height: date.height + 14))
        picker.datePickerMode = .date
        #expect(picker.intrinsicContentSize.width == date.width + 24)
        let large = Self.picker(.date)
        large.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(large.intrinsicContentSize.height > picker.intrinsicContentSize.height + 20, "the capsule text follows Dynamic Type")
    }

    @Test func pickingSendsValueChangedButSettingInCodeDoesNot() {
        let picker = Self.picker()
        var sent: [Date] = []
        picker.addAction(UIAction { _ in sent.append(picker.date) }, for: .valueChanged)
        picker.date = Self.keynote.addingTimeInterval(60)
        #expect(sent.isEmpty)
        picker.pick(Self.keynote)
        picker.pick(Self.keynote)
        #expect(sent == [Self.keynote], "picking the date it already has sends nothing")
        picker.maximumDate = Self.keynote
        picker.pick(Self.keynote.addingTimeInterval(86_400))
        #expect(sent == [Self.keynote], "a pick past the maximum is clamped to the date it already has")
    }
}
