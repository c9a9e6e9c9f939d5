import Foundation

extension UIDatePicker {
    /// Space beside and above the capsule's text, between capsules, and the capsule's corners.
    static let capsulePadding = CGSize(width: 12, height: 7)
    static let capsuleSpacing: CGFloat = 6
    static let capsuleCornerRadius: CGFloat = 6

    /// The capsule text's font: body style at the picker's Dynamic Type size.
    var capsuleFont: UIFont { UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection) }

    /// The date or time as the capsule writes it: medium date, short time, in the picker's locale,
    /// calendar and time zone.
    func formatted(_ part: DatePickerPart) -> String {
        let formatter = DateFormatter()
        let calendar = effectiveCalendar
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = locale ?? .current
        formatter.dateStyle = part == .date ? .medium : .none
        formatter.timeStyle = part == .time ? .short : .none
        return formatter.string(from: date)
    }

    /// The parts shown, leading to trailing.
    var parts: [DatePickerPart] {
        switch datePickerMode {
        case .date: [.date]
        case .time: [.time]
        case .dateAndTime: [.date, .time]
        }
    }

    /// Each capsule's part, text and frame (leading to trailing, mirrored right to left), centered vertically.
    func capsules() -> [(part: DatePickerPart, text: String, frame: CGRect)] {
        let traits = traitCollection
        let font = capsuleFont
        let padding = Self.capsulePadding
        var items: [(part: DatePickerPart, text: String, size: CGSize)] = parts.map { part in
            let text = formatted(part)
            let measured = ControlText(text, font: font, traits: traits).size
            return (part, text, CGSize(width: measured.width + 2 * padding.width, height: measured.height + 2 * padding.height))
        }
        let total = items.map(\.size.width).reduce(0, +) + Self.capsuleSpacing * CGFloat(max(0, items.count - 1))
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if isRightToLeft { items.reverse() }
        var x = isRightToLeft ? bounds.width - total : 0
        return items.map { item in
            defer { x += item.size.width + Self.capsuleSpacing }
            let y = ((bounds.height - item.size.height) / 2).rounded()
            return (item.part, item.text, CGRect(x: x, y: y, width: item.size.width, height: item.size.height))
        }
    }

    /// The capsules' total width by the tallest.
    func capsulesSize() -> CGSize {
        let traits = traitCollection
        let font = capsuleFont
        let sizes = parts.map { ControlText(formatted($0), font: font, traits: traits).size }
        let width = sizes.map { $0.width + 2 * Self.capsulePadding.width }.reduce(0, +)
            + Self.capsuleSpacing * CGFloat(max(0, sizes.count - 1))
        let height = (sizes.map(\.height).max() ?? 0) + 2 * Self.capsulePadding.height
        return CGSize(width: width, height: height)
    }

    func drawCapsules(in canvas: any Canvas) {
        let traits = traitCollection
        let font = capsuleFont
        canvas.withOpacity(isEnabled ? 1 : 0.5) {
            for capsule in capsules() {
                canvas.fill(capsule.frame, color: UIColor.tertiarySystemFill.rgba(resolvedWith: traits), cornerRadius: Self.capsuleCornerRadius)
                let color = (openPart == capsule.part ? tintColor : .label).rgba(resolvedWith: traits)
                ControlText(capsule.text, font: font, traits: traits).draw(centeredIn: capsule.frame, color: color, on: canvas)
            }
        }
    }
}
