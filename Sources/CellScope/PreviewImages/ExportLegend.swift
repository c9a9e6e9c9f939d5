import CellKit
import Foundation
import GtkSupport

/// The caption an export can carry below its picture, so that a PNG attached to a bug report says
/// what it shows: the demo and item, the pinned states, and every trait that decides the look (text
/// size, appearance, direction, bold text, contrast) with the device or width and the scale.
///
/// It is drawn with CellKit's own label at the picture's scale, on the sheets' light background, so a
/// @3x export gets a legend as legible as a 1x one.
@preconcurrency @MainActor
package struct ExportLegend {
    /// The legend's lines, first the subject, then the traits.
    package let lines: [String]

    /// Describes a rendering of `demo` (or its `item` in `states`) in `context`.
    package init(demo: PreviewDemo, item: PreviewItem?, states: ForcedStates, context: PreviewContext) {
        var subject = "\(demo.title) (\(demo.id))"
        if let item {
            subject += " · \(item.title) (\(item.id)) · \(states.label(customStates: demo.customStates))"
        }
        var traits = ["text size " + ContentSizeNames.name(of: context.contentSizeCategory),
                      context.userInterfaceStyle == .dark ? "dark" : "light",
                      context.layoutDirection == .rightToLeft ? "right to left" : "left to right"]
        if context.isBoldText { traits.append("bold text") }
        if context.isHighContrast { traits.append("increased contrast") }
        let scale = "@\(Int(context.renderScale))x"
        if let device = context.device {
            traits.append("\(device.name), \(context.orientation.rawValue), \(scale)")
        } else {
            traits.append("\(Int(context.width)) pt wide, \(scale)")
        }
        lines = [subject, traits.joined(separator: " · ")]
    }

    /// The band's padding and text size in points.
    private static let padding: CGFloat = 8
    private static let fontSize: CGFloat = 12

    /// `image` with the legend in a band below it, drawn at `scale` pixels per point.
    package func appended(below image: PixelImage, scale: CGFloat) throws -> PixelImage {
        let band = try self.band(width: image.width, scale: scale)
        var sheet = PixelImage(width: image.width, height: image.height + band.height, fill: MatrixSheet.background)
        sheet.draw(image, atX: 0, y: 0)
        sheet.draw(band, atX: 0, y: image.height)
        return sheet
    }

    /// The legend alone, `width` pixels wide: the lines wrap when the picture is narrow.
    package func band(width: Int, scale: CGFloat) throws -> PixelImage {
        let points = CGFloat(width) / scale
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: max(points - 2 * Self.padding, 10), height: 20))
        label.text = lines.joined(separator: "\n")
        label.font = UIFont.systemFont(ofSize: Self.fontSize, weight: .medium)
        label.textColor = UIColor(white: 0.25, alpha: 1)
        label.numberOfLines = 0
        label.frame.size.height = label.sizeThatFits(CGSize(width: label.frame.width, height: .greatestFiniteMagnitude)).height.rounded(.up)
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: points, height: label.frame.height + 2 * Self.padding))
        holder.backgroundColor = UIColor(red: CGFloat(MatrixSheet.background.0) / 255, green: CGFloat(MatrixSheet.background.1) / 255,
                                         blue: CGFloat(MatrixSheet.background.2) / 255, alpha: 1)
        holder.traitOverrides.displayScale = scale
        label.frame.origin = CGPoint(x: Self.padding, y: Self.padding)
        holder.addSubview(label)
        return try ViewSnapshot.image(of: holder, scale: scale)
    }
}
