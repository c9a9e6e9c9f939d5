import Foundation

/// A device screen to preview a screen on: its size in points, scale, safe areas and the system
/// chrome drawn over them (CellKit only; UIKit has no such type, its `UIScreen` and `UIWindow` get
/// these from the hardware).
///
/// The presets (``iPhoneSE``, ``iPhone15``, ``iPhone15ProMax``, ``iPadMini``, ``iPadPro12_9``) carry
/// the values iOS reports on those devices; each is documented with its source. Sizes and safe areas
/// are given for portrait, and derived for landscape (``size(in:)``, ``safeAreaInsets(in:)``).
public struct PreviewDevice: Hashable, Sendable, CustomStringConvertible {
    /// The kind of device (UIKit's `UIUserInterfaceIdiom`, for the two idioms the presets cover).
    public enum Idiom: String, Hashable, Sendable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
    }

    /// Which way up the device is held.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        /// Taller than wide (the home indicator or button at the bottom).
        case portrait
        /// Wider than tall (turned left: the sensor housing on the left).
        case landscape
    }

    /// The device's name as Apple writes it ("iPhone 15"); `--device` takes it in any case.
    public let name: String
    /// Phone or pad.
    public let idiom: Idiom
    /// The screen size in points, portrait (UIKit's `UIScreen.bounds.size` held upright).
    public let portraitSize: CGSize
    /// Pixels per point (UIKit's `UIScreen.scale`): 2 or 3.
    public let scale: CGFloat
    /// The window's safe area in portrait (status bar or sensor housing, home indicator).
    public let portraitSafeArea: UIEdgeInsets
    /// The window's safe area in landscape.
    public let landscapeSafeArea: UIEdgeInsets
    /// The radius of the display's rounded corners in points (0: square corners).
    public let displayCornerRadius: CGFloat
    /// The status bar's height in portrait (the system status bar frame, not the safe area).
    public let portraitStatusBarHeight: CGFloat
    /// The status bar's height in landscape (0: iPhones hide the status bar in landscape).
    public let landscapeStatusBarHeight: CGFloat
    /// The home indicator's size in points; nil for a device with a Home button.
    public let homeIndicatorSize: CGSize?
    /// The distance from the screen's bottom edge to the home indicator's bottom edge.
    public let homeIndicatorBottomOffset: CGFloat

    /// Creates a device; the presets cover the usual ones.
    public init(name: String, idiom: Idiom, portraitSize: CGSize, scale: CGFloat, portraitSafeArea: UIEdgeInsets,
                landscapeSafeArea: UIEdgeInsets, displayCornerRadius: CGFloat, portraitStatusBarHeight: CGFloat,
                landscapeStatusBarHeight: CGFloat, homeIndicatorSize: CGSize?, homeIndicatorBottomOffset: CGFloat = 8) {
        self.name = name
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.displayCornerRadius = displayCornerRadius
        self.portraitStatusBarHeight = portraitStatusBarHeight
        self.landscapeStatusBarHeight = landscapeStatusBarHeight
        self.homeIndicatorSize = homeIndicatorSize
        self.homeIndicatorBottomOffset = homeIndicatorBottomOffset
    }

    /// The device's name.
    public var description: String { name }

    /// The screen size in points held `orientation` way up.
    public func size(in orientation: Orientation) -> CGSize {
        switch orientation {
        case .portrait: portraitSize
        case .landscape: CGSize(width: portraitSize.height, height: portraitSize.width)
        }
    }

    /// The screen size in pixels held `orientation` way up, at `scale` (the device's own by default).
    public func pixelSize(in orientation: Orientation, scale: CGFloat? = nil) -> (width: Int, height: Int) {
        let size = size(in: orientation), scale = scale ?? self.scale
        return (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }

    /// The window's safe area held `orientation` way up.
    public func safeAreaInsets(in orientation: Orientation) -> UIEdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The status bar's height held `orientation` way up (0: no status bar).
    public func statusBarHeight(in orientation: Orientation) -> CGFloat {
        orientation == .portrait ? portraitStatusBarHeight : landscapeStatusBarHeight
    }

    /// The home indicator's frame in screen points held `orientation` way up, centered horizontally;
    /// nil for a device with a Home button.
    public func homeIndicatorFrame(in orientation: Orientation) -> CGRect? {
        guard let indicator = homeIndicatorSize else { return nil }
        let screen = size(in: orientation)
        return CGRect(x: (screen.width - indicator.width) / 2, y: screen.height - homeIndicatorBottomOffset - indicator.height,
                      width: indicator.width, height: indicator.height)
    }

    /// The preset named `name` (any case, spaces and hyphens alike: "iphone-15" is "iPhone 15").
    public static func named(_ name: String) -> PreviewDevice? {
        let key = lookupKey(name)
        return all.first { lookupKey($0.name) == key }
    }

    private static func lookupKey(_ name: String) -> String {
        name.lowercased().map { $0 == "-" || $0 == "_" ? " " : $0 }.reduce(into: "") { $0.append($1) }
            .split(separator: " ").joined(separator: " ")
    }
}
