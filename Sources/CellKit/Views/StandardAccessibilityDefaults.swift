import Foundation

/// What UIKit's labels and switches read out when the app sets nothing: a label is static text
/// named by its text; a switch is a button whose value is "1" when on and "0" when off (the
/// strings UIKit's `UISwitch.accessibilityValue` returns).
extension UILabel: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { text }
    var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }
}

extension UISwitch: AccessibilityDefaults {
    var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
    var defaultAccessibilityTraits: UIAccessibilityTraits { .button }
}
