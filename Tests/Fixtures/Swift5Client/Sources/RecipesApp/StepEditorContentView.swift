import CellKit

// A cell for editing one step of a recipe: a text field for the step and a Done button beside it,
// laid out with Auto Layout inside the layout margins.
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
    let doneButton = UIButton(type: .system)
    // UIDatePicker: the step's timer goes here, a `UIDatePicker` with `datePickerMode = .countDownTimer`
    // and `preferredDatePickerStyle = .compact`, between the text field and the Done button
    // (textField.trailing → picker.leading - 8, picker.trailing → doneButton.leading - 8).

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
        doneButton.setTitle("Done", for: .normal)
        doneButton.addAction(UIAction { [weak self] _ in
            guard let self = self, let configuration = self.configuration as? StepEditorConfiguration else { return }
            configuration.onDone(self.textField.text)
        }, for: .touchUpInside)
        doneButton.setContentHuggingPriority(.required, for: .horizontal)
        doneButton.setContentCompressionResistancePriority(.required, for: .horizontal)

        addSubview(textField)
        addSubview(doneButton)
        textField.translatesAutoresizingMaskIntoConstraints = false
        doneButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            textField.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            textField.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            textField.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            textField.trailingAnchor.constraint(equalTo: doneButton.leadingAnchor, constant: -8),
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
