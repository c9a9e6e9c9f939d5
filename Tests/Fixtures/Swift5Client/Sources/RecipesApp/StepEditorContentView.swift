import CellKit

// A cell for editing one step of a recipe: a text field for the step, a compact time picker for when
// to start it and a Done button, laid out with Auto Layout inside the layout margins.
struct StepEditorConfiguration: UIContentConfiguration {
    var text: String? = ""
    var onDone: (String?) -> Void = { _ in }

    func makeContentView() -> UIView & UIContentView {
        return StepEditorContentView(self)
    }

    func updated(for state: UIConfigurationState) -> StepEditorConfiguration {
        return self
    }
}

class StepEditorContentView: UIView, UIContentView {
    let textField = UITextField()
    let startPicker = UIDatePicker()
    let doneButton = UIButton(type: .system)

    var configuration: UIContentConfiguration {
        didSet {
            configure(configuration: configuration)
        }
    }

    init(_ configuration: UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        textField.placeholder = "Describe the step"
        textField.clearButtonMode = .whileEditing
        textField.font = .preferredFont(forTextStyle: .body)
        textField.adjustsFontForContentSizeCategory = true
        startPicker.datePickerMode = .time
        startPicker.preferredDatePickerStyle = .compact
        startPicker.setContentHuggingPriority(.required, for: .horizontal)
        startPicker.setContentCompressionResistancePriority(.required, for: .horizontal)
        doneButton.setTitle("Done", for: .normal)
        doneButton.addAction(UIAction { [weak self] _ in
            guard let self = self, let configuration = self.configuration as? StepEditorConfiguration else { return }
            configuration.onDone(self.textField.text)
        }, for: .touchUpInside)
        doneButton.setContentHuggingPriority(.required, for: .horizontal)
        doneButton.setContentCompressionResistancePriority(.required, for: .horizontal)

        addSubview(textField)
        addSubview(startPicker)
        addSubview(doneButton)
        textField.translatesAutoresizingMaskIntoConstraints = false
        startPicker.translatesAutoresizingMaskIntoConstraints = false
        doneButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            textField.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            textField.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            textField.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            textField.trailingAnchor.constraint(equalTo: startPicker.leadingAnchor, constant: -8),
            startPicker.trailingAnchor.constraint(equalTo: doneButton.leadingAnchor, constant: -8),
            startPicker.centerYAnchor.constraint(equalTo: textField.centerYAnchor),
            doneButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            doneButton.centerYAnchor.constraint(equalTo: textField.centerYAnchor),
        ])
        configure(configuration: configuration)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(configuration: UIContentConfiguration) {
        guard let configuration = configuration as? StepEditorConfiguration else { return }
        textField.text = configuration.text
    }
}
