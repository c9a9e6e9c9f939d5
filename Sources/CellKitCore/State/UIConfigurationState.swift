import Foundation

/// The state a configuration is styled for, like UIKit's `UIConfigurationState`: a trait collection plus
/// custom states stored under `UIConfigurationStateCustomKey`s. `UIViewConfigurationState` and
/// `UICellConfigurationState` add the system states (highlighted, selected, …).
public protocol UIConfigurationState {
    /// Creates a state for the given traits with no other state set.
    init(traitCollection: UITraitCollection)

    /// The traits of the environment.
    var traitCollection: UITraitCollection { get set }

    /// Reads or writes a custom state; nil removes it.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
