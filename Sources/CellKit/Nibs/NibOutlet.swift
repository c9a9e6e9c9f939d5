import Foundation

/// A property a nib connects an outlet to: CellKit's counterpart of `@IBOutlet`.
///
/// ```swift
/// class ContactCell: UICollectionViewCell {
///     @NibOutlet var nameLabel: UILabel!
///     @NibOutlet var badges: [UIImageView]!      // an outlet collection
/// }
/// ```
///
/// `@IBOutlet` cannot be used on Linux: the compiler requires an `@objc` class type for it
/// ("'@IBOutlet' property cannot have non-'@objc' class type"), and there is no Objective-C runtime
/// or key-value coding to set the property by name. This wrapper keeps its value in a reference box,
/// which the nib loader finds by the property's name through `Mirror` (superclasses included) and
/// fills in before `awakeFromNib()`. Outlets are held strongly (a wrapped property cannot be
/// `weak`); the views of a loaded nib do not refer back to their owner, so this makes no cycle.
/// `cellscope port` rewrites `@IBOutlet weak var label: UILabel!` to `@NibOutlet var label: UILabel!`.
@propertyWrapper
public struct NibOutlet<Value> {
    let storage: NibOutletStorage

    /// An outlet with no object yet (`@NibOutlet var label: UILabel!`).
    public init() where Value: ExpressibleByNilLiteral {
        storage = NibOutletStorage(Value(nilLiteral: ()))
    }

    /// An outlet with an initial value, replaced when a nib connects it.
    public init(wrappedValue: Value) {
        storage = NibOutletStorage(wrappedValue)
    }

    /// The connected object.
    public var wrappedValue: Value {
        get { storage.value as! Value }
        nonmutating set { storage.value = newValue }
    }
}

/// The reference box behind a ``NibOutlet``, shared by every copy of the wrapper (so the loader can
/// fill in the copy a `Mirror` hands it).
final class NibOutletStorage {
    var value: Any

    init(_ value: Any) {
        self.value = value
    }
}

/// An outlet the loader can connect without knowing its type.
protocol NibConnectableOutlet {
    /// Sets the outlet to `object` (or appends it, for an outlet collection); false when the outlet
    /// cannot hold it.
    func connect(_ object: Any, asCollectionItem: Bool) -> Bool
    /// The outlet's declared type, for messages.
    var declaredType: String { get }
}

extension NibOutlet: NibConnectableOutlet {
    func connect(_ object: Any, asCollectionItem: Bool) -> Bool {
        if asCollectionItem {
            let existing = storage.value as? [Any] ?? []
            guard let collection = (existing + [object]) as? Value else { return false }
            storage.value = collection
            return true
        }
        guard let value = object as? Value else { return false }
        storage.value = value
        return true
    }

    var declaredType: String { String(describing: Value.self) }
}
