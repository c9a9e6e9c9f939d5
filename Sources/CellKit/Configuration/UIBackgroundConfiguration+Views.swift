import Foundation

extension UIBackgroundConfiguration {
    /// A view placed inside the background, sized to the background (autoresizing, not Auto Layout).
    /// Compared by identity.
    public var customView: UIView? {
        get { customViewObject.object as? UIView }
        set { customViewObject = ObjectIdentity(newValue) }
    }

    /// How `image` fills the background (iOS 15); `.scaleToFill` by default.
    public var imageContentMode: UIView.ContentMode {
        get { UIView.ContentMode(rawValue: imageContentModeRawValue) ?? .scaleToFill }
        set { imageContentModeRawValue = newValue.rawValue }
    }
}
