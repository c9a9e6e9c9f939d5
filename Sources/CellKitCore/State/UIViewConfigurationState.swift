import Foundation

/// The state of a view that uses configurations (e.g. a table header/footer view), like UIKit's
/// `UIViewConfigurationState`: traits, the system states, and custom states. A value type: copies are
/// independent.
public struct UIViewConfigurationState: UIConfigurationState, Hashable, Sendable, CustomStringConvertible {
    /// The traits of the environment.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled: Bool = false
    /// Whether the view is highlighted (being touched).
    public var isHighlighted: Bool = false
    /// Whether the view is selected.
    public var isSelected: Bool = false
    /// Whether the view has keyboard focus.
    public var isFocused: Bool = false
    /// Whether a header/footer is pinned (floating) at the edge of the visible area (iOS 15).
    public var isPinned: Bool = false
    private var customStates = CustomStateStorage()

    /// Creates a state for the given traits with every flag off.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// Reads or writes a custom state; nil removes it.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    /// Lists the flags that are on, e.g. `<UIViewConfigurationState: Highlighted, Selected>`.
    public var description: String {
        customStates.stateDescription("UIViewConfigurationState", systemFlags: [
            ("Disabled", isDisabled), ("Highlighted", isHighlighted), ("Selected", isSelected),
            ("Focused", isFocused), ("Pinned", isPinned),
        ])
    }
}
