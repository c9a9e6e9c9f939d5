/// The Swift expressions, in UIKit's API, of a prototype's values: colours, images, accessories,
/// content styles and bar buttons. Each expression makes the same value the prototype's builder
/// makes, so the exported screen draws what `cellscope render` draws.
enum SwiftExportValues {
    /// A system colour by its `UIColor` name (`.systemBlue`), fixed components as
    /// `UIColor(red:green:blue:alpha:)` with each component the byte over 255.
    static func color(_ color: PrototypeColor) -> String {
        switch color {
        case .system(let name):
            "UIColor.\(name)"
        case .rgba(let red, let green, let blue, let alpha):
            "UIColor(red: \(component(red)), green: \(component(green)), blue: \(component(blue)), alpha: \(component(alpha)))"
        }
    }

    private static func component(_ byte: UInt8) -> String {
        switch byte {
        case 0: "0"
        case 255: "1"
        default: "\(byte) / 255"
        }
    }

    /// An SF Symbol as `UIImage(systemName:)`; a picture file as `UIImage(named:)` with its path as
    /// the prototype writes it (in an app, the file is a resource of the bundle under that name).
    static func image(_ image: PrototypeImage) -> String {
        switch image {
        case .symbol(let name): "UIImage(systemName: \(SwiftSourceWriter.stringLiteral(name)))"
        case .file(let path, _): "UIImage(named: \(SwiftSourceWriter.stringLiteral(path)))"
        }
    }

    /// An accessory as a case of the exported screen's `Accessory` enumeration.
    static func accessory(_ accessory: PrototypeAccessory) -> String {
        switch accessory {
        case .disclosureIndicator: ".disclosureIndicator"
        case .checkmark: ".checkmark"
        case .detail: ".detail"
        case .label(let text): ".label(\(SwiftSourceWriter.stringLiteral(text)))"
        case .toggle(let isOn): ".toggle(isOn: \(isOn))"
        }
    }

    /// The `UIListContentConfiguration` factory of a content style, unapplied
    /// (`UIListContentConfiguration.subtitleCell`), so each update makes a fresh configuration.
    static func contentStyle(_ style: PrototypeContentStyle) -> String {
        "UIListContentConfiguration.\(style.rawValue)"
    }

    /// A bar button item that does nothing when tapped: a system item, a title or an SF Symbol.
    static func barButtonItem(_ button: PrototypeBarButton) -> String {
        switch button {
        case .system(let name): "UIBarButtonItem(systemItem: .\(name))"
        case .title(let title): "UIBarButtonItem(title: \(SwiftSourceWriter.stringLiteral(title)))"
        case .symbol(let name): "UIBarButtonItem(image: UIImage(systemName: \(SwiftSourceWriter.stringLiteral(name))))"
        }
    }

    /// The list configuration's appearance (`.insetGrouped`).
    static func appearance(_ appearance: PrototypeAppearance) -> String {
        ".\(appearance.rawValue)"
    }
}
