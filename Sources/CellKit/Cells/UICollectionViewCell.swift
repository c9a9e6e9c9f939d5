import Foundation

/// A collection view cell that renders content and background configurations and updates them
/// from its configuration state (UIKit's `UICollectionViewCell`).
///
/// Changing `isSelected`, `isHighlighted`, the other system states or the traits requests an update
/// pass (`setNeedsUpdateConfiguration()`); the pass runs once before the next layout, however many
/// requests came in. See `ConfigurationHost` for the order within a pass.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The closure type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The view that holds the cell's content; add custom subviews here.
    public let contentView = UIView()
    let configurationHost: ConfigurationHost

    /// All the system states the cell has (selected, highlighted, editing, swiped, expanded, focus,
    /// hover, …), from which `configurationState` is built: `isSelected` and `isHighlighted` read and
    /// write `.selected` and `.highlighted` here. Set with `setSystemStates(_:)`.
    package private(set) var systemStates: CellSystemStates = []
    /// The corners of its inset-grouped section that the cell rounds (the list sets them for cells
    /// without a list background of their own); nil elsewhere.
    var sectionCorners: CornerRadii? { didSet { if oldValue != sectionCorners { setNeedsDisplay() } } }

    /// States forced on top of `configurationState` in every update pass (previews; not UIKit).
    package var configurationStateOverrides = ConfigurationStateOverrides() {
        didSet { if oldValue != configurationStateOverrides { setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell is selected.
    open var isSelected: Bool {
        get { systemStates.contains(.selected) }
        set { store(.selected, newValue) }
    }
    /// Whether the cell is highlighted (pressed).
    open var isHighlighted: Bool {
        get { systemStates.contains(.highlighted) }
        set { store(.highlighted, newValue) }
    }

    /// Turns selection or highlight on or off in `systemStates`; a change shows or hides
    /// `selectedBackgroundView` and requests an update pass.
    private func store(_ state: CellSystemStates, _ isOn: Bool) {
        guard systemStates.contains(state) != isOn else { return }
        systemStates.set(state, isOn)
        showSelectedBackgroundForState()
        setNeedsUpdateConfiguration()
    }
    /// Whether state changes re-style the content configuration with `updated(for:)` (default true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether state changes re-style the background configuration with `updated(for:)` (default true).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Runs after `updateConfiguration(using:)` in every update pass; setting it requests a pass.
    @preconcurrency open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// A view behind the content, below `selectedBackgroundView`; setting one removes the background
    /// configuration, and setting a configuration removes it (as in UIKit, the two are exclusive).
    open var backgroundView: UIView? {
        didSet {
            backgroundViewDidChange(from: oldValue)
        }
    }
    /// A view shown over `backgroundView`, behind the content, while the cell is selected or highlighted;
    /// hidden otherwise. Setting a background configuration removes it, as in UIKit (the two are mutually
    /// exclusive: a configuration styles the selected state itself).
    open var selectedBackgroundView: UIView? {
        didSet {
            selectedBackgroundViewDidChange(from: oldValue)
        }
    }

    /// Creates a cell with the given frame.
    public override init(frame: CGRect) {
        configurationHost = ConfigurationHost(contentView: contentView)
        super.init(frame: frame)
        installHostViews()
    }

    /// Creates a cell from an archive (an empty cell; CellKit has no archives).
    public required init?(coder: NSCoder) {
        configurationHost = ConfigurationHost(contentView: contentView)
        super.init(coder: coder)
        installHostViews()
    }

    /// Re-runs the update when the cell becomes enabled or disabled (`isDisabled` follows it).
    open override var isUserInteractionEnabled: Bool {
        didSet { if oldValue != isUserInteractionEnabled { setNeedsUpdateConfiguration() } }
    }

    private func installHostViews() {
        addSubview(configurationHost.backgroundView)
        contentView.preservesSuperviewLayoutMargins = true
        addSubview(contentView)
    }

    // MARK: Configurations

    /// The content configuration; assigning it renders it (styled for the current state when
    /// automatic updates are on). Nil removes the content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationHost.contentConfiguration }
        set {
            configurationHost.setContentConfiguration(
                newValue, styledFor: automaticallyUpdatesContentConfiguration ? effectiveConfigurationState : nil)
            setNeedsLayout()
        }
    }

    /// The background configuration; assigning it clears `backgroundColor`, `backgroundView` and
    /// `selectedBackgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationHost.backgroundConfiguration }
        set {
            if newValue != nil {
                if backgroundView != nil { backgroundView = nil }
                if selectedBackgroundView != nil { selectedBackgroundView = nil }
                if super.backgroundColor != nil { super.backgroundColor = nil }
            }
            configurationHost.setBackgroundConfiguration(
                newValue, styledFor: automaticallyUpdatesBackgroundConfiguration ? effectiveConfigurationState : nil)
            setNeedsLayout()
        }
    }

    /// The cell's background color; setting a color clears the background configuration.
    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            super.backgroundColor = newValue
            if newValue != nil, configurationHost.backgroundConfiguration != nil { backgroundConfiguration = nil }
        }
    }

    /// A background configuration matching the cell's list appearance (`listCell()` for list
    /// cells; `clear()` otherwise).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        traitCollection.resolving { .clear() }
    }

    // MARK: State and updates

    /// The current state: traits, selection, highlight and the other system states the list gave the
    /// cell. Subclasses override the getter, call `super`, and add custom states.
    open var configurationState: UICellConfigurationState {
        var states = systemStates
        if !isUserInteractionEnabled { states.insert(.disabled) }
        return UICellConfigurationState(traitCollection: traitCollection, systemStates: states)
    }

    /// The state the cell's configurations are styled for: `configurationState` with
    /// `configurationStateOverrides` applied on top (a CellKit addition for previews).
    public var effectiveConfigurationState: UICellConfigurationState {
        configurationStateOverrides.applied(to: configurationState)
    }

    /// Requests an update pass before the next layout; many requests coalesce into one.
    open func setNeedsUpdateConfiguration() {
        configurationHost.setNeedsUpdate(on: self)
    }

    /// Override point: update the configurations for `state`. Called in each update pass, after
    /// the automatic `updated(for:)` and before `configurationUpdateHandler`. The default does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Runs a pending update pass now.
    func updateConfigurationIfNeeded() {
        configurationHost.updateIfNeeded(
            state: effectiveConfigurationState,
            automaticallyUpdatesContent: automaticallyUpdatesContentConfiguration,
            automaticallyUpdatesBackground: automaticallyUpdatesBackgroundConfiguration,
            override: updateConfiguration(using:),
            handler: configurationUpdateHandler.map { handler in { handler(self, $0) } }
        )
    }

    /// Gives the cell its system states. A change of `.selected` or `.highlighted` goes through the
    /// `isSelected` or `isHighlighted` setter (a subclass that overrides them hears every change, as in
    /// UIKit); other changed states request an update pass.
    package func setSystemStates(_ states: CellSystemStates) {
        let selected = states.contains(.selected), highlighted = states.contains(.highlighted)
        if selected != systemStates.contains(.selected) { isSelected = selected }
        if highlighted != systemStates.contains(.highlighted) { isHighlighted = highlighted }
        let properties: CellSystemStates = [.selected, .highlighted]
        let others = states.subtracting(properties)
        guard others != systemStates.subtracting(properties) else { return }
        systemStates = others.union(systemStates.intersection(properties))
        setNeedsUpdateConfiguration()
    }

    override func viewTraitsDidChange(from previous: UITraitCollection) {
        setNeedsUpdateConfiguration()
    }

    override func elementKindDidChange() {
        setNeedsUpdateConfiguration()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        layoutCellContent()
    }

    /// Places the background and content views; list cells make room for accessories.
    func layoutCellContent() {
        configurationHost.backgroundView.frame = bounds
        configurationHost.backgroundView.cellLayoutMargins = directionalLayoutMargins
        configurationHost.backgroundView.isHovered = systemStates.contains(.hovered)
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentView.frame = layOutContentArea()
    }

    /// Places what surrounds the content view and returns the content view's frame (assigned
    /// once per pass, so the content is not resized twice); list cells make room for indentation
    /// and accessories.
    func layOutContentArea() -> CGRect {
        bounds
    }

    /// The cell's size for `targetSize`: along a `.required` axis the target's length; along a fitting axis
    /// what the content needs (the width its content takes unwrapped, the height it needs at the width),
    /// rounded up to whole pixels, as self-sizing cells are measured in UIKit. The content is a content view
    /// made from the content configuration, or the constraints of the views you added to `contentView`,
    /// which then fits with the layout margins it has in the cell.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConfigurationIfNeeded()
        let area = layOutContentArea()
        if configurationHost.configuredContentView == nil, contentView.autoLayout.constraintsInSubtree > 0 {
            if contentView.frame != area { contentView.frame = area }
        } else if contentView.frame.minX != area.minX || contentView.frame.width != area.width {
            // The content is measured where it will be across: a content view left at another width (the
            // list was wider, or it was never laid out) would lend its content margins that reach past the
            // cell's edges or fall short of the cell's margins it preserves.
            contentView.frame = CGRect(x: area.minX, y: contentView.frame.minY, width: area.width, height: contentView.frame.height)
        }
        let scale = max(1, traitCollection.displayScale)
        var width = targetSize.width
        if horizontalFittingPriority < .required {
            width = (configurationHost.contentWidth() * scale).rounded(.up) / scale
        }
        let height = verticalFittingPriority == .required
            ? targetSize.height : (max(minimumHeight, contentHeight(fitting: width)) * scale).rounded(.up) / scale
        return CGSize(width: width, height: height)
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The height the content needs when the cell is `width` wide.
    func contentHeight(fitting width: CGFloat) -> CGFloat {
        configurationHost.contentHeight(fitting: width)
    }

    /// The smallest height the cell takes (none for plain collection view cells).
    var minimumHeight: CGFloat { 0 }

    override var clipCorners: CornerRadii? { sectionCorners }

    /// Resets selection, highlight and the system states before reuse, then calls `prepareForReuse()`.
    func resetForReuse() {
        isSelected = false
        isHighlighted = false
        systemStates = []
        prepareForReuse()
        setNeedsUpdateConfiguration()
    }
}

extension UICollectionViewCell: CellBackgroundViewHosting {}
