import Foundation

extension UIColor {
    /// Opaque black (white level 0).
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark grey (white level 1/3).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Light grey (white level 2/3).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Opaque white (white level 1).
    public static let white = UIColor(white: 1, alpha: 1)
    /// Medium grey (white level 0.5).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent (black at alpha 0).
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Text on light backgrounds: black.
    public static let darkText = UIColor(white: 0, alpha: 1)
    /// Text on dark backgrounds: white at 60 % alpha.
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    /// The view's tint color (iOS 15 `UIColor.tintColor`): a placeholder that each view replaces with its own
    /// tint when drawing; resolved on its own it is `systemBlue`.
    public static let tintColor = UIColor(kind: .tint)
}
