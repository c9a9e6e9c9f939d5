import Foundation

/// Hands a view's UIKit accessibility attributes to its backing (`ViewBacking.updateAccessibility()`),
/// which exposes them to the desktop's screen reader as VoiceOver would hear them.
@preconcurrency @MainActor
enum AccessibilityBridge {
    /// Sends the view's current attributes to its backing (nothing when it has none yet).
    static func update(_ view: UIView) {
        view.backing?.updateAccessibility()
    }
}

extension UIView {
    /// The view's accessibility attributes as a backend exposes them.
    package var accessibilityDescription: AccessibilityDescription {
        let traits = accessibilityTraits
        return AccessibilityDescription(isElement: isAccessibilityElement, role: Self.accessibilityRole(for: traits),
                                        label: accessibilityLabel, hint: accessibilityHint, value: accessibilityValue,
                                        isNotEnabled: traits.contains(.notEnabled))
    }

    /// The role for UIKit traits, the most specific first (nil: a generic element).
    static func accessibilityRole(for traits: UIAccessibilityTraits) -> AccessibilityDescription.Role? {
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.adjustable) { return .adjustable }
        if traits.contains(.link) { return .link }
        if traits.contains(.button) { return .button }
        if traits.contains(.header) { return .header }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) { return .staticText }
        return nil
    }
}
