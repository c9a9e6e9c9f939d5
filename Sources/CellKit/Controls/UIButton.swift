import Foundation

/// A control that runs an action when clicked (UIKit's `UIButton`).
///
/// Two ways to describe a button, as in UIKit:
/// - **Per-state content** (`setTitle(_:for:)`, `setTitleColor(_:for:)`, `setImage(_:for:)`,
///   `setBackgroundImage(_:for:)`): the value for the button's exact `state`, else the `.normal`
///   one. A `.system` button draws its title and image in the tint color (15-point system font),
///   fades them to 30 % while pressed and greys them out (system grey) when disabled; a `.custom`
///   button draws a white title and its images as they are.
/// - **A configuration** (iOS 15, `UIButton.Configuration`): title, subtitle, image and a style
///   (`plain`, `gray`, `tinted`, `filled`, …) restyled for every state through
///   `configuration.updated(for:)`, then `configurationUpdateHandler`.
///
/// A press highlights the button (its look follows at once); a release inside sends
/// `.touchUpInside` and `.primaryActionTriggered`. With `menu` and `showsMenuAsPrimaryAction` a
/// click opens the menu in a popover instead; with `changesSelectionAsPrimaryAction` it toggles
/// `isSelected` (and a menu button then shows the chosen action's title, as a pop-up button does).
/// `titleLabel` and `imageView` are real subviews; their fonts and colors are the button's to set.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of buttons.
    public enum ButtonType: Int, Sendable {
        /// No system styling: white title, images as they are.
        case custom = 0
        /// The standard button: tint-colored title and images.
        case system = 1
        /// An "info" symbol in a circle.
        case detailDisclosure = 2
        /// Same as `.detailDisclosure`.
        case infoLight = 3
        /// Same as `.detailDisclosure`.
        case infoDark = 4
        /// A "plus" symbol in a circle.
        case contactAdd = 5
        /// A button made from a configuration (`UIButton(configuration:)`).
        case plain = 6
        /// A grey round close button with an "xmark".
        case close = 7
        /// Same as `.system`.
        public static let roundedRect = ButtonType.system
    }

    /// What a button does, for menus and keyboard shortcuts (stored).
    public enum Role: Int, Sendable {
        case normal = 0, primary, cancel, destructive
    }

    /// UIKit's `UIButton.Configuration`.
    public typealias Configuration = UIButtonConfiguration
    /// A closure that updates the button's configuration for its state.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// The button's type, fixed at creation.
    public let buttonType: ButtonType
    /// The label that shows the title (its font and line settings are yours to change).
    public let titleLabel: UILabel? = UILabel(frame: .zero)
    /// The view that shows the image.
    public let imageView: UIImageView? = UIImageView(frame: .zero)
    /// The label that shows a configuration's subtitle.
    public let subtitleLabel: UILabel? = UILabel(frame: .zero)

    /// Per-state content by `UIControl.State` raw value.
    var stateContent: [UInt: ButtonStateContent] = [:]
    /// The appearance drawn last (configuration buttons).
    var drawnLook: ButtonLook?
    var needsConfigurationUpdate = true
    var isUpdatingConfiguration = false
    private var storedConfiguration: Configuration?

    /// The button's configuration (nil: per-state content). Setting it restyles the button.
    open var configuration: Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            if !isUpdatingConfiguration { setNeedsUpdateConfiguration() } else { contentDidChange() }
        }
    }
    /// Called whenever the button's state changes, to update `configuration` for it.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the configuration is restyled for each state (default true).
    open var automaticallyUpdatesConfiguration = true { didSet { setNeedsUpdateConfiguration() } }
    /// The menu shown by a long press, or by a click with `showsMenuAsPrimaryAction`.
    open var menu: UIMenu? { didSet { contentDidChange() } }
    /// Whether a click shows `menu` instead of sending the primary action.
    open var showsMenuAsPrimaryAction = false
    /// Whether a click toggles `isSelected` (and, with a menu, chooses from it as a pop-up button).
    open var changesSelectionAsPrimaryAction = false
    /// The button's role (stored).
    open var role: Role = .normal
    /// Whether the pointer effect is on (stored; GTK shows none).
    open var isPointerInteractionEnabled = false
    /// Padding around the content of a button without a configuration (deprecated in UIKit).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange() } }
    /// Offsets of the title (stored; deprecated in UIKit).
    open var titleEdgeInsets: UIEdgeInsets = .zero
    /// Offsets of the image (stored; deprecated in UIKit).
    open var imageEdgeInsets: UIEdgeInsets = .zero
    /// Whether images darken while pressed (stored).
    open var adjustsImageWhenHighlighted = true
    /// Whether images dim while disabled (stored).
    open var adjustsImageWhenDisabled = true
    /// How the content is placed horizontally (default centered).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// How the content is placed vertically (default centered).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    /// Creates a button of a type.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUpSubviews()
    }

    /// Creates a `.custom` button with a frame.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUpSubviews()
    }

    /// Creates a button from a nib (its `buttonType`), or a `.custom` button from any other archive.
    public required init?(coder: NSCoder) {
        buttonType = (coder as? NibCoder)?.buttonType ?? .custom
        super.init(coder: coder)
        setUpSubviews()
    }

    /// Creates a button of a type whose title and image come from `primaryAction`, which it sends
    /// when clicked.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// Creates a button from a configuration, sending `primaryAction` when clicked.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain)
        self.configuration = configuration
        adopt(primaryAction)
    }

    /// A `.system` button showing `image`, for toolbars and cells (UIKit's `systemButton(with:…)`
    /// takes a target and selector; use `addTarget(_:action:for:)` afterwards).
    public static func systemButton(with image: UIImage, primaryAction: UIAction? = nil) -> UIButton {
        let button = UIButton(type: .system, primaryAction: primaryAction)
        button.setImage(image, for: .normal)
        return button
    }

    open override var isHighlighted: Bool { didSet { if oldValue != isHighlighted { stateDidChange() } } }
    open override var isSelected: Bool { didSet { if oldValue != isSelected { stateDidChange() } } }
    open override var isEnabled: Bool { didSet { if oldValue != isEnabled { stateDidChange() } } }

    /// Marks the configuration for an update on the next layout pass (state changes do this).
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        contentDidChange()
    }

    /// Updates the configuration for the current state: calls `configurationUpdateHandler`.
    /// Override it to change `configuration` yourself; call `super` to keep the handler running.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent(in: bounds)
    }

    /// The natural size of the content (single-line title), with padding.
    open override var intrinsicContentSize: CGSize {
        contentSize(fitting: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// The size that fits `size`: titles of configuration buttons wrap at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        contentSize(fitting: size)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentDidChange()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    override func pointerReleased(inside: Bool) {
        let wasPressed = isHighlighted
        if inside, wasPressed, changesSelectionAsPrimaryAction, !(showsMenuAsPrimaryAction && menu != nil) {
            isSelected.toggle()
        }
        if inside, wasPressed, showsMenuAsPrimaryAction, let menu {
            isHighlighted = false
            sendActions(for: .touchUpInside)
            presentMenu(menu)
            return
        }
        super.pointerReleased(inside: inside)
    }

    override func drawContent(in canvas: any Canvas) {
        drawBackground(in: canvas)
    }
}

extension UIButton: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? {
        currentTitle ?? configuration?.title ?? currentImage.flatMap(Self.symbolName)
    }
    var defaultAccessibilityTraits: UIAccessibilityTraits { .button }

    private static func symbolName(_ image: UIImage) -> String? {
        if case .symbol(let name, _) = image.source { return name }
        return nil
    }
}
