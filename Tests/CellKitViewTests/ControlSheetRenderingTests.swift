@testable import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Every control in its common states, drawn light, dark and at an accessibility text size.
@Suite(.gtk) @MainActor struct ControlSheetRenderingTests {
    static func buttons(_ sheet: ControlSheet) {
        let system = UIButton(type: .system)
        system.setTitle("System", for: .normal)
        let highlighted = UIButton(type: .system)
        highlighted.setTitle("Pressed", for: .normal)
        highlighted.isHighlighted = true
        let disabled = UIButton(type: .system)
        disabled.setTitle("Disabled", for: .normal)
        disabled.isEnabled = false
        let withImage = UIButton(type: .system)
        withImage.setTitle("Share", for: .normal)
        withImage.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        custom.backgroundColor = .systemIndigo
        sheet.row("classic", [system, highlighted, disabled, withImage, custom])
        sheet.row("types", [UIButton(type: .detailDisclosure), UIButton(type: .contactAdd), UIButton(type: .close)])

        func configured(_ configuration: UIButton.Configuration, _ title: String,
                        _ change: (UIButton) -> Void = { _ in }) -> UIButton {
            var configuration = configuration
            configuration.title = title
            let button = UIButton(configuration: configuration)
            change(button)
            return button
        }
        sheet.row("styles", [configured(.plain(), "Plain"), configured(.gray(), "Gray"),
                             configured(.tinted(), "Tinted"), configured(.filled(), "Filled")])
        sheet.row("filled states", [configured(.filled(), "Pressed") { $0.isHighlighted = true },
                                    configured(.filled(), "Disabled") { $0.isEnabled = false },
                                    configured(.gray(), "Selected") { $0.isSelected = true },
                                    configured(.plain(), "Pressed") { $0.isHighlighted = true }])
        var subtitled = UIButton.Configuration.filled()
        subtitled.title = "Download"
        subtitled.subtitle = "12 MB"
        subtitled.image = UIImage(systemName: "arrow.down.circle")
        subtitled.imagePadding = 8
        subtitled.cornerStyle = .capsule
        var top = UIButton.Configuration.tinted()
        top.title = "Camera"
        top.image = UIImage(systemName: "camera")
        top.imagePlacement = .top
        var colored = UIButton.Configuration.gray()
        colored.title = "Delete"
        colored.baseForegroundColor = .systemRed
        colored.baseBackgroundColor = UIColor.systemRed.withAlphaComponent(0.15)
        colored.buttonSize = .small
        sheet.row("content", [UIButton(configuration: subtitled), UIButton(configuration: top), UIButton(configuration: colored)])
        var large = UIButton.Configuration.filled()
        large.title = "Continue"
        large.buttonSize = .large
        large.cornerStyle = .large
        var mini = UIButton.Configuration.bordered()
        mini.title = "Mini"
        mini.buttonSize = .mini
        var outlined = UIButton.Configuration.plain()
        outlined.title = "Outlined"
        outlined.background.strokeColor = .systemGreen
        outlined.background.strokeWidth = 1
        outlined.baseForegroundColor = .systemGreen
        sheet.row("sizes", [UIButton(configuration: large), UIButton(configuration: mini), UIButton(configuration: outlined)])
    }

    static func textFields(_ sheet: ControlSheet) {
        func field(_ border: UITextField.BorderStyle, text: String?, placeholder: String? = "Title",
                   _ change: (UITextField) -> Void = { _ in }) -> UITextField {
            let field = UITextField()
            field.borderStyle = border
            field.text = text
            field.placeholder = placeholder
            change(field)
            return field
        }
        let fields = [field(.roundedRect, text: nil), field(.roundedRect, text: "Buy milk") { $0.clearButtonMode = .always }]
        sheet.row("text fields", fields, widths: Dictionary(uniqueKeysWithValues: fields.map { (ObjectIdentifier($0), 190) }))
        let more = [field(.line, text: "Line"), field(.bezel, text: "Bezel"), field(.none, text: nil, placeholder: "No border"),
                    field(.roundedRect, text: "Disabled") { $0.isEnabled = false }]
        sheet.row("borders", more, widths: Dictionary(uniqueKeysWithValues: more.map { (ObjectIdentifier($0), 90) }))
        // Stopped but shown, so that the spokes do not turn between renderings.
        let medium = UIActivityIndicatorView(style: .medium)
        let large = UIActivityIndicatorView(style: .large)
        let colored = UIActivityIndicatorView(style: .large)
        colored.color = .systemOrange
        for indicator in [medium, large, colored] { indicator.hidesWhenStopped = false }
        sheet.row("activity", [medium, large, colored])
    }

    static func sheet(style: UIUserInterfaceStyle, size: UIContentSizeCategory) -> UIView {
        let sheet = ControlSheet { traits in
            traits.userInterfaceStyle = style
            traits.preferredContentSizeCategory = size
        }
        buttons(sheet)
        textFields(sheet)
        return sheet.finished()
    }

    @Test(arguments: [("light", UIUserInterfaceStyle.light, UIContentSizeCategory.large),
                      ("dark", .dark, .large), ("AX3", .light, .accessibilityExtraLarge)])
    func controlsMatchTheirGolden(name: String, style: UIUserInterfaceStyle, size: UIContentSizeCategory) throws {
        GoldenImage.assertMatches(try ViewSnapshot.image(of: Self.sheet(style: style, size: size)), named: "controls-\(name)")
    }
}
