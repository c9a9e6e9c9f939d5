import Foundation

/// The view of a `UIAlertController`: it covers the presenting screen with a dimming layer and lays
/// out the alert's card in the middle (or the action sheet's cards at the bottom), in points as iOS
/// draws them. The blurred material of iOS is drawn as an opaque system background.
@MainActor
final class AlertView: UIView {
    private weak var controller: UIAlertController?
    private let dimming = AlertDimmingView(frame: .zero)
    private let card = UIView(frame: .zero)
    private let cancelCard = UIView(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    private let messageLabel = UILabel(frame: .zero)
    private var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []

    private var isSheet: Bool { controller?.preferredStyle == .actionSheet }

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        dimming.backgroundColor = UIColor.black.withAlphaComponent(0.2)
        dimming.addAction(UIAction { [weak self] _ in self?.dimmingTapped() }, for: .primaryActionTriggered)
        for view in [card, cancelCard] {
            view.layer.cornerRadius = 14
            view.layer.masksToBounds = true
        }
        card.backgroundColor = .secondarySystemBackground
        cancelCard.backgroundColor = .tertiarySystemBackground
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
        }
        addSubview(dimming)
        addSubview(card)
        reload()
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Rebuilds the card's contents from the controller (title, message, fields, buttons).
    func reload() {
        guard let controller else { return }
        let sheet = isSheet
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        titleLabel.font = .systemFont(ofSize: sheet ? 13 : 17, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = sheet ? .secondaryLabel : .label
        messageLabel.textColor = sheet ? .secondaryLabel : .label
        for view in card.subviews + cancelCard.subviews { view.removeFromSuperview() }
        cancelCard.removeFromSuperview()
        separators = []
        card.addSubview(titleLabel)
        card.addSubview(messageLabel)
        for field in controller.textFields ?? [] { card.addSubview(field) }
        let emphasized = controller.emphasizedAction
        buttons = controller.orderedActions.map { action in
            let button = AlertActionButton(action: action, fontSize: sheet ? 20 : 17)
            button.isEmphasized = action === emphasized
            button.onTap = { [weak controller] action in controller?.perform(action) }
            return button
        }
        for button in buttons {
            if sheet, button.action.style == .cancel {
                addSubview(cancelCard)
                cancelCard.addSubview(button)
            } else {
                let separator = UIView(frame: .zero)
                separator.backgroundColor = .separator
                separators.append(separator)
                card.addSubview(separator)
                card.addSubview(button)
            }
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dimming.frame = bounds
        if isSheet { layOutSheet() } else { layOutAlert() }
    }

    private var hairline: CGFloat { 1 / max(1, traitCollection.displayScale) }

    /// The header (title, message, fields) from the card's top; returns the height it takes.
    private func layOutHeader(width: CGFloat, insets: UIEdgeInsets, spacing: CGFloat) -> CGFloat {
        let textWidth = width - insets.left - insets.right
        var y = insets.top
        var hasText = false
        for label in [titleLabel, messageLabel] {
            guard let text = label.text, !text.isEmpty else {
                label.frame = .zero
                continue
            }
            if hasText { y += spacing }
            let height = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: insets.left, y: y, width: textWidth, height: height)
            y += height
            hasText = true
        }
        for (index, field) in (controller?.textFields ?? []).enumerated() {
            y += index > 0 ? 8 : hasText ? 16 : 0
            hasText = true
            field.layer.borderWidth = hairline
            field.frame = CGRect(x: insets.left, y: y, width: textWidth, height: 24)
            y += 24
        }
        return hasText ? y + insets.bottom : 0
    }

    private func layOutAlert() {
        let width: CGFloat = 270, buttonHeight: CGFloat = 44
        let headerHeight = layOutHeader(width: width, insets: UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16), spacing: 4)
        let inRow = buttons.count == 2 && buttons.allSatisfy { $0.titleWidth <= width / 2 - 16 }
        var y = headerHeight
        if inRow {
            separators[0].frame = CGRect(x: 0, y: y, width: width, height: hairline)
            separators[1].frame = CGRect(x: width / 2, y: y + hairline, width: hairline, height: buttonHeight)
            buttons[0].frame = CGRect(x: 0, y: y + hairline, width: width / 2, height: buttonHeight)
            buttons[1].frame = CGRect(x: width / 2 + hairline, y: y + hairline, width: width / 2 - hairline, height: buttonHeight)
            y += hairline + buttonHeight
        } else {
            for (button, separator) in zip(buttons, separators) {
                separator.frame = CGRect(x: 0, y: y, width: width, height: hairline)
                button.frame = CGRect(x: 0, y: y + hairline, width: width, height: buttonHeight)
                y += hairline + buttonHeight
            }
        }
        let safe = bounds.inset(by: safeAreaInsets)
        card.frame = CGRect(x: (safe.midX - width / 2).rounded(), y: (safe.midY - y / 2).rounded(), width: width, height: y)
    }

    private func layOutSheet() {
        let margin: CGFloat = 8, buttonHeight: CGFloat = 57
        let safe = bounds.inset(by: safeAreaInsets)
        let width = min(safe.width - 2 * margin, 400)
        let x = (safe.midX - width / 2).rounded()
        let headerHeight = layOutHeader(width: width, insets: UIEdgeInsets(top: 14, left: 16, bottom: 14, right: 16), spacing: 4)
        var y = headerHeight
        var cancelButton: AlertActionButton?
        var placed = 0
        for button in buttons {
            if button.action.style == .cancel {
                cancelButton = button
                continue
            }
            let separator = separators[placed]
            separator.isHidden = y == 0
            separator.frame = CGRect(x: 0, y: y, width: width, height: hairline)
            y += separator.isHidden ? 0 : hairline
            button.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
            y += buttonHeight
            placed += 1
        }
        var bottom = bounds.maxY - max(safeAreaInsets.bottom, margin)
        if let cancelButton {
            cancelCard.frame = CGRect(x: x, y: bottom - buttonHeight, width: width, height: buttonHeight)
            cancelButton.frame = cancelCard.bounds
            bottom -= buttonHeight + margin
        }
        card.isHidden = y == 0
        card.frame = CGRect(x: x, y: bottom - y, width: width, height: y)
    }

    /// A tap on the dimmed screen around an action sheet cancels it (UIKit does so when the sheet has
    /// a cancel action); around an alert it does nothing.
    private func dimmingTapped() {
        guard isSheet, let controller, let cancel = controller.actions.first(where: { $0.style == .cancel }) else { return }
        controller.perform(cancel)
    }
}

/// The dimmed screen behind an alert; a control, so a tap on it reaches the alert view.
@MainActor
final class AlertDimmingView: UIControl {}
