import Foundation

extension Int {
    /// The number with thousands separators ("16,500"), whatever the locale.
    var withThousandsSeparators: String {
        let digits = String(Swift.abs(self))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (self < 0 ? "-" : "") + result
    }
}
