import Foundation

/// The change between two strings as UIKit's delegates describe edits: the replaced range of the
/// old text (UTF-16, as `NSRange`) and the replacement.
package struct TextEdit: Equatable, Sendable {
    /// The replaced range of the old text, in UTF-16 units.
    package var range: NSRange
    /// The text that replaces it.
    package var replacement: String

    /// The smallest edit that turns `old` into `new` (a common prefix and suffix are kept).
    package init(from old: String, to new: String) {
        let oldUnits = Array(old.utf16), newUnits = Array(new.utf16)
        var prefix = 0
        while prefix < oldUnits.count, prefix < newUnits.count, oldUnits[prefix] == newUnits[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < oldUnits.count - prefix, suffix < newUnits.count - prefix,
              oldUnits[oldUnits.count - 1 - suffix] == newUnits[newUnits.count - 1 - suffix] { suffix += 1 }
        range = NSRange(location: prefix, length: oldUnits.count - prefix - suffix)
        replacement = String(decoding: newUnits[prefix..<(newUnits.count - suffix)], as: UTF16.self)
    }
}
