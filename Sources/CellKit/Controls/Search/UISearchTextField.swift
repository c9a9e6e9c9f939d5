import Foundation

/// The text field inside a search bar (UIKit's `UISearchTextField`, iOS 13): a rounded field on the
/// tertiary system fill, 36 points tall, with a magnifying glass at its leading edge and a clear
/// button while editing. It is an ordinary `UITextField`, so its events, font and colors are there to
/// use. (UIKit's search tokens are not supported.)
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The height iOS gives the field in a search bar.
    static let standardHeight: CGFloat = 36

    /// Creates a search field with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        clearButtonMode = .whileEditing
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame = CGRect(x: 6, y: 0, width: 22, height: Self.standardHeight)
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 34, height: Self.standardHeight))
        holder.isUserInteractionEnabled = false
        holder.addSubview(glass)
        leftView = holder
        leftViewMode = .always
    }

    /// Creates a search field from an archive (CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
