import CellKit
import Foundation

/// What a demo is shown with: the canvas width (or a device screen) and the traits of the whole canvas.
public struct PreviewContext: Hashable, Sendable {
    /// The canvas width in points (layout margins follow it: 16, or 20 above 400 points). With a
    /// ``device`` it is the device screen's width in the ``orientation``.
    public var width: CGFloat = 375
    /// The Dynamic Type size.
    public var contentSizeCategory: UIContentSizeCategory = .large
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle = .light
    /// Left-to-right or right-to-left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    /// Bold Text.
    public var isBoldText = false
    /// Increase Contrast.
    public var isHighContrast = false
    /// The tint color (nil: the system tint).
    public var tintColor: UIColor?
    /// The device whose screen a demo is shown on (nil: a free-width canvas as tall as the list). With
    /// a device, a whole-demo rendering is the device screen: its size, its safe area given to the
    /// root view, and the status bar and home indicator over it when ``showsDeviceChrome`` is on.
    public var device: PreviewDevice? { didSet { followDevice() } }
    /// Which way up the ``device`` is held.
    public var orientation: PreviewDevice.Orientation = .portrait { didSet { followDevice() } }
    /// Pixels per point of a whole-demo rendering (``PreviewRenderer/renderDemo(_:context:)``; nil: 1).
    /// `cellscope render --device` sets the device's scale unless given `--scale`. With a device or a
    /// scale it is also the canvas's `displayScale` trait, so hairlines (separators) are one pixel thick
    /// at the scale they are drawn at; the viewer, matrices, strips, lint and baselines draw at 1.
    public var scale: CGFloat?
    /// Whether the device's status bar and home indicator are drawn over its screen.
    public var showsDeviceChrome = true

    /// The default context: 375 points, Large text, light, left to right, no device.
    public init() {}

    /// The context of a device screen: its width, scale and safe area.
    public init(device: PreviewDevice, orientation: PreviewDevice.Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
        followDevice()
    }

    /// The device screen's size in points (nil without a device).
    public var screenSize: CGSize? { device?.size(in: orientation) }

    /// The scale renderings are made at: ``scale``, else 1.
    public var renderScale: CGFloat { scale ?? 1 }

    /// Writes these traits into trait overrides.
    public func apply(to overrides: inout UITraitOverrides) {
        overrides.preferredContentSizeCategory = contentSizeCategory
        overrides.userInterfaceStyle = userInterfaceStyle
        overrides.layoutDirection = layoutDirection
        overrides.legibilityWeight = isBoldText ? .bold : .regular
        overrides.accessibilityContrast = isHighContrast ? .high : .normal
        // Without a device or a scale the display scale stays unspecified, as it always was.
        if device != nil || scale != nil { overrides.displayScale = renderScale }
    }

    private mutating func followDevice() {
        if let device { width = device.size(in: orientation).width }
    }
}
