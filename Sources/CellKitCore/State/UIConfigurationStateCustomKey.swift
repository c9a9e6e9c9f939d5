import Foundation

/// The key of an app-defined configuration state (such as "archived" or "flagged"), like UIKit's
/// `UIConfigurationStateCustomKey`. Use reverse-DNS names, define keys as static constants, and expose typed
/// accessors in an extension of the state type.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String

    /// Creates a key from a string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a key from a string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// Custom state values of a configuration state. The values are `AnyHashable`s that states only copy and
/// compare, never mutate, so sharing them across concurrency domains is safe for the value types apps use
/// (Bool, Int, String, enums, …).
struct CustomStateStorage: Hashable, @unchecked Sendable {
    private var values: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Reads or writes a value; nil removes it.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// The keys that have values.
    var keys: Set<UIConfigurationStateCustomKey> { Set(values.keys) }
}
