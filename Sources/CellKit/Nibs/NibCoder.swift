import Foundation

/// The archive a view created from a nib receives in `init?(coder:)`, as in UIKit. It carries what a
/// view must know while it is being created (a button's type, a table cell's reuse identifier);
/// everything else is applied after `init?(coder:)` returns. It holds no keyed values.
final class NibCoder: NSCoder {
    /// The `buttonType` of a `<button>` element.
    let buttonType: UIButton.ButtonType?
    /// The reuse identifier a table cell is created with.
    let reuseIdentifier: String?

    init(buttonType: UIButton.ButtonType? = nil, reuseIdentifier: String? = nil) {
        self.buttonType = buttonType
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
}
