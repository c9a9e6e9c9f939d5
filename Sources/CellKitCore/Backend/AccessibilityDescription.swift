import Foundation

/// What a view tells an accessibility client (VoiceOver in UIKit, the desktop's screen reader here),
/// from its `isAccessibilityElement`, `accessibilityLabel`, `accessibilityHint`,
/// `accessibilityValue` and `accessibilityTraits`.
package struct AccessibilityDescription: Equatable, Sendable {
    /// The kind of element the traits make a view, most specific first (nil: a generic element).
    package enum Role: Sendable {
        case searchField, adjustable, link, button, header, image, staticText
    }

    /// `isAccessibilityElement`: whether an accessibility client reads the view (while it is shown).
    package var isElement: Bool
    /// The role from the traits.
    package var role: Role?
    /// `accessibilityLabel`.
    package var label: String?
    /// `accessibilityHint`.
    package var hint: String?
    /// `accessibilityValue`.
    package var value: String?
    /// Whether the traits hold `.notEnabled`.
    package var isNotEnabled: Bool

    /// A description with every part given.
    package init(isElement: Bool, role: Role?, label: String?, hint: String?, value: String?, isNotEnabled: Bool) {
        self.isElement = isElement
        self.role = role
        self.label = label
        self.hint = hint
        self.value = value
        self.isNotEnabled = isNotEnabled
    }
}
