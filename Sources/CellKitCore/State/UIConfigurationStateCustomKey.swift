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

    /// A state's description, as UIKit prints it: `<TypeName: Flag, Flag, key = value>` with the system
    /// flags that are on, then the custom states sorted by key, or `<TypeName: Normal>` when none is set.
    func stateDescription(_ typeName: String, systemFlags: [(name: String, isOn: Bool)]) -> String {
        let flags = systemFlags.filter(\.isOn).map(\.name)
            + values.keys.sorted { $0.rawValue < $1.rawValue }.map { "\($0.rawValue) = \(values[$0]!)" }
        return "<\(typeName): \(flags.isEmpty ? "Normal" : flags.joined(separator: ", "))>"
    }
}
