import Foundation

/// An optional reference compared and hashed by identity, for values that hold a view (such as a
/// background configuration's `customView`) while staying `Hashable` and `Sendable`.
package struct ObjectIdentity: Hashable, Sendable {
    /// The object, if any.
    package let object: (any AnyObject & Sendable)?

    /// Wraps `object` (nil for none).
    package init(_ object: (any AnyObject & Sendable)? = nil) {
        self.object = object
    }

    package static func == (lhs: ObjectIdentity, rhs: ObjectIdentity) -> Bool {
        lhs.object.map(ObjectIdentifier.init) == rhs.object.map(ObjectIdentifier.init)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(object.map(ObjectIdentifier.init))
    }
}
