import Foundation

/// What a button shows in one state (each value optional: unset falls back to `.normal`).
struct ButtonStateContent {
    var title: String?
    var attributedTitle: NSAttributedString?
    var titleColor: UIColor?
    var titleShadowColor: UIColor?
    var image: UIImage?
    var backgroundImage: UIImage?
    var symbolConfiguration: UIImage.SymbolConfiguration?
}

extension UIButton {
    /// Sets the title shown in `state`.
    public func setTitle(_ title: String?, for state: UIControl.State) {
        stateContent[state.rawValue, default: ButtonStateContent()].title = title
        contentDidChange()
    }

    /// Sets the attributed title shown in `state` (it wins over the plain title).
    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        stateContent[state.rawValue, default: ButtonStateContent()].attributedTitle = title
        contentDidChange()
    }

    /// Sets the title color in `state`.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        stateContent[state.rawValue, default: ButtonStateContent()].titleColor = color
        contentDidChange()
    }

    /// Sets the title shadow color in `state` (stored; CellKit draws no text shadows).
    public func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        stateContent[state.rawValue, default: ButtonStateContent()].titleShadowColor = color
    }

    /// Sets the image shown in `state`.
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        stateContent[state.rawValue, default: ButtonStateContent()].image = image
        contentDidChange()
    }

    /// Sets the image stretched behind the content in `state`.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        stateContent[state.rawValue, default: ButtonStateContent()].backgroundImage = image
        contentDidChange()
    }

    /// Sets the symbol configuration of symbol images in `state`.
    public func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        stateContent[state.rawValue, default: ButtonStateContent()].symbolConfiguration = configuration
        contentDidChange()
    }

    /// The title set for `state`, else for `.normal`.
    public func title(for state: UIControl.State) -> String? { value(\.title, for: state) }
    /// The attributed title set for `state`, else for `.normal`.
    public func attributedTitle(for state: UIControl.State) -> NSAttributedString? { value(\.attributedTitle, for: state) }
    /// The title color set for `state`, else for `.normal`, else the type's default.
    public func titleColor(for state: UIControl.State) -> UIColor? { value(\.titleColor, for: state) ?? defaultTitleColor(for: state) }
    /// The title shadow color set for `state`, else for `.normal`.
    public func titleShadowColor(for state: UIControl.State) -> UIColor? { value(\.titleShadowColor, for: state) }
    /// The image set for `state`, else for `.normal`.
    public func image(for state: UIControl.State) -> UIImage? { value(\.image, for: state) ?? typeImage }
    /// The background image set for `state`, else for `.normal`.
    public func backgroundImage(for state: UIControl.State) -> UIImage? { value(\.backgroundImage, for: state) }
    /// The symbol configuration set for `state`, else for `.normal`.
    public func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        value(\.symbolConfiguration, for: state)
    }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }
    /// The attributed title shown now.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title color used now.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .label }
    /// The image shown now.
    public var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    private func value<T>(_ keyPath: KeyPath<ButtonStateContent, T?>, for state: UIControl.State) -> T? {
        stateContent[state.rawValue]?[keyPath: keyPath] ?? stateContent[UIControl.State.normal.rawValue]?[keyPath: keyPath]
    }

    /// The title color the type gives a state nothing was set for: a `.system` button's tint
    /// color (system grey when disabled); white for the others.
    func defaultTitleColor(for state: UIControl.State) -> UIColor? {
        switch buttonType {
        case .custom: return .white
        default: return state.contains(.disabled) ? .systemGray : tintColor
        }
    }

    /// The symbol a type draws by itself.
    var typeImage: UIImage? {
        switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark:
            UIImage(systemName: "info.circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 22))
        case .contactAdd:
            UIImage(systemName: "plus.circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 22))
        case .close:
            UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 12, weight: .bold))
        default:
            nil
        }
    }

    // MARK: Updates

    func setUpSubviews() {
        for view in [titleLabel, subtitleLabel] as [UIView?] { if let view { addSubview(view) } }
        if let imageView { addSubview(imageView) }
        titleLabel?.font = .systemFont(ofSize: 15)
        titleLabel?.lineBreakMode = .byTruncatingMiddle
        subtitleLabel?.isHidden = true
        imageView?.contentMode = .center
    }

    /// The title and image of a primary action, when the button has none of its own.
    func adopt(_ action: UIAction?) {
        guard let action else { return }
        addAction(action, for: .primaryActionTriggered)
        if configuration != nil {
            if configuration?.title == nil, !action.title.isEmpty { configuration?.title = action.title }
            if configuration?.image == nil, let image = action.image { configuration?.image = image }
        } else {
            if !action.title.isEmpty { setTitle(action.title, for: .normal) }
            if let image = action.image { setImage(image, for: .normal) }
        }
    }

    /// The state changed: the look follows (and the configuration update runs).
    func stateDidChange() {
        setNeedsUpdateConfiguration()
        AccessibilityBridge.update(self)
    }

    /// Content or appearance changed: measure and draw again.
    func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Opens `menu` in a popover; a pop-up button (`changesSelectionAsPrimaryAction`) chooses the
    /// picked action and shows its title.
    func presentMenu(_ menu: UIMenu) {
        MenuPresentation.present(menu, from: self) { [weak self] index in
            guard let self else { return }
            let actions = menu.actions
            guard actions.indices.contains(index) else { return }
            if changesSelectionAsPrimaryAction, menu.selectAction(at: index) { contentDidChange() }
            actions[index].perform(sender: self)
            sendActions(for: .menuActionTriggered)
        }
    }

    /// The title a pop-up button shows: its menu's chosen action.
    var popUpTitle: String? {
        guard changesSelectionAsPrimaryAction, showsMenuAsPrimaryAction, let menu else { return nil }
        return (menu.selectedElements.first as? UIAction)?.title
    }
}
