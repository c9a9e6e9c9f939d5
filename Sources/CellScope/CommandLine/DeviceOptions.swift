import CellKit
import Foundation

/// The device options of the verbs that take a canvas: `--device NAME` and `--orientation
/// portrait|landscape` everywhere, and `--scale 1|2|3` and `--chrome` / `--no-chrome` where a whole
/// device screen is written (`render`).
@preconcurrency @MainActor
enum DeviceOptions {
    /// A number of points as written in the listing: "393", "21.5".
    nonisolated private static func points(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(describing: Double(value))
    }

    /// The presets as `list --devices` prints them: name, size in points and pixels, scale, safe areas.
    static var listing: String {
        PreviewDevice.all.map { device in
            let pixels = device.pixelSize(in: .portrait)
            func insets(_ insets: UIEdgeInsets) -> String {
                "top \(points(insets.top)), left \(points(insets.left)), "
                    + "bottom \(points(insets.bottom)), right \(points(insets.right))"
            }
            return "\(device.name)\n"
                + "  \(points(device.portraitSize.width)) x \(points(device.portraitSize.height)) pt "
                + "@\(points(device.scale))x (\(pixels.width) x \(pixels.height) px), \(device.idiom.rawValue)\n"
                + "  safe area portrait: \(insets(device.portraitSafeArea))\n"
                + "  safe area landscape: \(insets(device.landscapeSafeArea))"
        }.joined(separator: "\n")
    }
}

extension PreviewContext {
    /// Reads `--device` and `--orientation` (refusing `--width` beside a device, whose width it sets).
    mutating func readDevice(_ reader: ArgumentReader) throws(CommandLineError) {
        guard let name = reader.value("--device") else {
            if let orientation = reader.value("--orientation") {
                throw CommandLineError("--orientation '\(orientation)' needs --device: only a device screen turns")
            }
            return
        }
        guard let device = PreviewDevice.named(name) else {
            throw .unknown("device", name, validChoices: PreviewDevice.all.map(\.name))
        }
        if reader.isGiven("--width") {
            throw CommandLineError("--width and --device cannot be given together: the device sets the width "
                + "(\(Int(device.portraitSize.width)) pt for \(device.name) in portrait)")
        }
        self.device = device
        if let orientation = reader.value("--orientation") {
            guard let turned = PreviewDevice.Orientation(rawValue: orientation.lowercased()) else {
                throw .unknown("orientation", orientation, validChoices: PreviewDevice.Orientation.allCases.map(\.rawValue))
            }
            self.orientation = turned
        }
    }

    /// Reads `--scale` (by default the device's scale, 1 without a device) and `--chrome` / `--no-chrome`.
    mutating func readScreenOptions(_ reader: ArgumentReader) throws(CommandLineError) {
        if let value = reader.value("--scale") {
            guard let scale = Int(value), (1...3).contains(scale) else {
                throw .unknown("scale", value, validChoices: ["1", "2", "3"])
            }
            self.scale = CGFloat(scale)
        } else if let device {
            scale = device.scale
        }
        if reader.isGiven("--chrome"), reader.isGiven("--no-chrome") {
            throw CommandLineError("--chrome and --no-chrome cannot be given together")
        }
        if reader.isGiven("--chrome") { showsDeviceChrome = reader.flag("--chrome") }
        if reader.isGiven("--no-chrome") { showsDeviceChrome = !reader.flag("--no-chrome") }
        if device == nil, reader.isGiven("--chrome") || reader.isGiven("--no-chrome") {
            throw CommandLineError("--chrome and --no-chrome need --device: only a device screen has a status bar")
        }
    }
}
