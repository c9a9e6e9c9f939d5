import Foundation

/// One button of a shown alert or action sheet: the action's title centered, in the tint color (red
/// for destructive actions, semibold for the preferred or cancel action, dimmed when disabled), on a
/// grey fill while pressed. A tap calls `onTap`. Tests and accessibility find it by its label, the
/// action's title, and the `.button` trait.
@MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    let titleView = UILabel(frame: .zero)
    /// Whether the title is semibold (the preferred action, or the cancel action when none is preferred).
    var isEmphasized = false { didSet { restyle() } }
    var onTap: (@MainActor (UIAlertAction) -> Void)?
    private let fontSize: CGFloat

    init(action: UIAlertAction, fontSize: CGFloat) {
        self.action = action
        self.fontSize = fontSize
        super.init(frame: .zero)
        titleView.text = action.title
        titleView.textAlignment = .center
        titleView.lineBreakMode = .byTruncatingMiddle
        titleView.isUserInteractionEnabled = false
        addSubview(titleView)
        accessibilityLabel = action.title
        accessibilityTraits = .button
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            onTap?(self.action)
        }, for: .primaryActionTriggered)
        action.onChange = { [weak self] in self?.restyle() }
        restyle()
    }

    required init?(coder: NSCoder) {
        nil
    }

    override var isHighlighted: Bool { didSet { if oldValue != isHighlighted { restyle() } } }

    /// The title's width at the button's font, for deciding between a row and a stack.
    var titleWidth: CGFloat {
        titleView.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)).width
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleView.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        restyle()
    }

    private func restyle() {
        isEnabled = action.isEnabled
        titleView.font = .systemFont(ofSize: fontSize, weight: isEmphasized ? .semibold : .regular)
        if !action.isEnabled {
            titleView.textColor = .tertiaryLabel
        } else if action.style == .destructive {
            titleView.textColor = .systemRed
        } else {
            titleView.textColor = tintColor
        }
        backgroundColor = isHighlighted ? .tertiarySystemFill : nil
    }
}
