import Foundation

/// The names of the properties a caller set explicitly on a configuration. `updated(for:)` rebuilds a style's
/// defaults and then re-applies only these. The record never takes part in equality or hashing: two
/// configurations that look the same are equal however they were built.
struct CustomizationRecord: Hashable, Sendable {
    private(set) var names: Set<String> = []

    /// Records that `name` was set.
    mutating func insert(_ name: String) { names.insert(name) }

    /// Whether `name` was set.
    func contains(_ name: String) -> Bool { names.contains(name) }

    /// Always equal: customization is not part of a configuration's value.
    static func == (lhs: CustomizationRecord, rhs: CustomizationRecord) -> Bool { true }

    /// Contributes nothing to the hash.
    func hash(into hasher: inout Hasher) {}
}
