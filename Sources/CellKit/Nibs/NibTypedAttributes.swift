import Foundation

/// The attributes and value elements particular to one kind of view: a label's text, an image
/// view's image, a button's states, a stack's axis…
@preconcurrency @MainActor
struct NibTypedAttributes {
    let context: NibContext

    /// Applies the attributes `view`'s class reads and returns their names.
    func apply(_ element: NibElement, to view: UIView) -> Set<String> {
        let a = element.attributes
        switch view {
        case let label as UILabel:
            if let text = a["text"] { label.text = text }
            if let lines = a["numberOfLines"].flatMap(Int.init) { label.numberOfLines = lines }
            if let alignment = a["textAlignment"].flatMap({ NibValues.textAlignments[$0] }) { label.textAlignment = alignment }
            if let mode = a["lineBreakMode"].flatMap({ NibValues.lineBreakModes[$0] }) { label.lineBreakMode = mode }
            if let fits = element.flag("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = fits }
            if let scale = element.number("minimumScaleFactor") { label.minimumScaleFactor = scale }
            if let adjusts = element.flag("adjustsFontForContentSizeCategory") { label.adjustsFontForContentSizeCategory = adjusts }
            if let enabled = element.flag("enabled") { label.isEnabled = enabled }
            return ["text", "numberOfLines", "textAlignment", "lineBreakMode", "adjustsFontSizeToFit", "minimumScaleFactor",
                    "adjustsFontForContentSizeCategory", "enabled", "highlighted"]
        case let imageView as UIImageView:
            if let name = a["image"] { imageView.image = image(named: name, catalog: a["catalog"], element) }
            if let name = a["highlightedImage"] { imageView.highlightedImage = image(named: name, catalog: a["catalog"], element) }
            return ["image", "highlightedImage"]
        case let stack as UIStackView:
            if a["axis"] == "vertical" { stack.axis = .vertical }
            if let alignment = a["alignment"].flatMap({ NibValues.stackAlignments[$0] }) { stack.alignment = alignment }
            if let distribution = a["distribution"].flatMap({ NibValues.stackDistributions[$0] }) { stack.distribution = distribution }
            if let spacing = element.number("spacing") { stack.spacing = spacing }
            if let relative = element.flag("layoutMarginsRelativeArrangement") { stack.isLayoutMarginsRelativeArrangement = relative }
            return ["axis", "alignment", "distribution", "spacing", "layoutMarginsRelativeArrangement"]
        case let indicator as UIActivityIndicatorView:
            let styles: [String: UIActivityIndicatorView.Style] = ["medium": .medium, "large": .large, "white": .white,
                                                                  "gray": .gray, "whiteLarge": .whiteLarge]
            if let style = a["style"].flatMap({ styles[$0] }) { indicator.style = style }
            if let hides = element.flag("hidesWhenStopped") { indicator.hidesWhenStopped = hides }
            if element.flag("animating") == true { indicator.startAnimating() }
            return ["style", "hidesWhenStopped", "animating"]
        case let progress as UIProgressView:
            if let value = element.number("progress") { progress.progress = Float(value) }
            return ["progress", "progressViewStyle"]
        case let control as UIControl:
            return applyControl(element, to: control)
        case let cell as UITableViewCell:
            let styles: [String: UITableViewCell.SelectionStyle] = ["none": .none, "blue": .blue, "gray": .gray, "default": .default]
            if let style = a["selectionStyle"].flatMap({ styles[$0] }) { cell.selectionStyle = style }
            let accessories: [String: UITableViewCell.AccessoryType] = ["none": .none, "disclosureIndicator": .disclosureIndicator,
                                                                        "checkmark": .checkmark, "detailButton": .detailButton,
                                                                        "detailDisclosureButton": .detailDisclosureButton]
            if let accessory = a["accessoryType"].flatMap({ accessories[$0] }) { cell.accessoryType = accessory }
            return ["selectionStyle", "accessoryType", "preservesSuperviewLayoutMargins"]
        default:
            return []
        }
    }

    private func applyControl(_ element: NibElement, to control: UIControl) -> Set<String> {
        let a = element.attributes
        if let enabled = element.flag("enabled") { control.isEnabled = enabled }
        if let selected = element.flag("selected") { control.isSelected = selected }
        var names: Set<String> = ["enabled", "selected", "highlighted"]
        switch control {
        case let toggle as UISwitch:
            if let on = element.flag("on") { toggle.isOn = on }
            names.insert("on")
        case let field as UITextField:
            if let text = a["text"] { field.text = text }
            if let placeholder = a["placeholder"] { field.placeholder = placeholder }
            if let alignment = a["textAlignment"].flatMap({ NibValues.textAlignments[$0] }) { field.textAlignment = alignment }
            let borders: [String: UITextField.BorderStyle] = ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
            if let border = a["borderStyle"].flatMap({ borders[$0] }) { field.borderStyle = border }
            let modes: [String: UITextField.ViewMode] = ["never": .never, "whileEditing": .whileEditing,
                                                         "unlessEditing": .unlessEditing, "always": .always]
            if let mode = a["clearButtonMode"].flatMap({ modes[$0] }) { field.clearButtonMode = mode }
            if let secure = element.flag("secureTextEntry") { field.isSecureTextEntry = secure }
            names.formUnion(["text", "placeholder", "textAlignment", "borderStyle", "clearButtonMode", "secureTextEntry"])
        case is UIButton:
            names.formUnion(["lineBreakMode"])
        default: break
        }
        return names
    }

    /// A value element only one kind of view has: a button's `<state>` or `<buttonConfiguration>`,
    /// an image view's `<imageReference>`.
    func apply(child: NibElement, to view: UIView) {
        switch (child.name, view) {
        case ("state", let button as UIButton):
            let states: [String: UIControl.State] = ["normal": .normal, "highlighted": .highlighted,
                                                     "selected": .selected, "disabled": .disabled]
            guard let state = child.key.flatMap({ states[$0] }) else {
                return context.warn("the button state '\(child.key ?? "")' is not supported and is left out", child)
            }
            if let title = child["title"] { button.setTitle(title, for: state) }
            if let name = child["image"] { button.setImage(image(named: name, catalog: child["catalog"], child), for: state) }
            for value in child.children {
                if value.name == "color", value.key == "titleColor" {
                    button.setTitleColor(NibValues.color(value, in: context), for: state)
                } else if value.name == "imageReference", let name = value["image"] {
                    button.setImage(image(named: name, catalog: value["catalog"], value), for: state)
                } else if value.name != "color" {
                    context.warn("<\(value.name)> in a button state is not supported and is left out", value)
                }
            }
        case ("buttonConfiguration", let button as UIButton):
            let styles: [String: UIButton.Configuration] = ["plain": .plain(), "gray": .gray(), "tinted": .tinted(),
                                                            "filled": .filled(), "borderless": .borderless()]
            var configuration = styles[child["style"] ?? "plain"] ?? .plain()
            if let title = child["title"] { configuration.title = title }
            if let name = child["image"] { configuration.image = image(named: name, catalog: child["catalog"], child) }
            button.configuration = configuration
        case ("imageReference", let imageView as UIImageView) where child.key == "image":
            imageView.image = child["image"].flatMap { image(named: $0, catalog: child["catalog"], child) }
        default:
            context.warn("<\(child.name)\(child.key.map { " key=\"\($0)\"" } ?? "")> is not supported here and is left out", child)
        }
    }

    /// An SF Symbol (`catalog="system"`) or an image from the nib's bundle.
    private func image(named name: String, catalog: String?, _ element: NibElement) -> UIImage? {
        let image = catalog == "system" ? UIImage(systemName: name) : UIImage(named: name, in: context.bundle, compatibleWith: nil)
        if image == nil { context.warn("no image named '\(name)'", element) }
        return image
    }
}
