import Foundation

/// A table view row (UIKit's `UITableViewCell`), with the same configuration update cycle as
/// collection view list cells, plus the pre-iOS 14 `textLabel`, `detailTextLabel` and `imageView`
/// for code that has not moved to content configurations yet.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The legacy cell styles.
    public enum CellStyle: Int, Sendable {
        /// Image and one text label.
        case `default`
        /// Text and a right-aligned detail on one line.
        case value1
        /// A detail label before a text label (as in Contacts).
        case value2
        /// Text above a smaller detail.
        case subtitle
    }

    /// The closure type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void

    /// The view that holds the cell's content.
    public let contentView = UIView()
    /// The identifier the cell was created with.
    public let reuseIdentifier: String?
    /// The legacy style chosen at creation.
    public let style: CellStyle
    let configurationHost: ConfigurationHost
    /// All the system states the row has (selected, highlighted, editing, swiped, …), from which
    /// `configurationState` is built: `isSelected`, `isHighlighted` and `isEditing` read and write
    /// `.selected`, `.highlighted` and `.editing` here. Set with `setSystemStates(_:)`.
    package private(set) var systemStates: CellSystemStates = []

    /// Whether the row is selected.
    open var isSelected: Bool {
        get { systemStates.contains(.selected) }
        set { store(.selected, newValue) }
    }
    /// Whether the row is highlighted (pressed).
    open var isHighlighted: Bool {
        get { systemStates.contains(.highlighted) }
        set { store(.highlighted, newValue) }
    }
    /// Whether the row is in editing mode.
    open var isEditing: Bool {
        get { systemStates.contains(.editing) }
        set { store(.editing, newValue) }
    }

    /// Turns selection, highlight or editing on or off in `systemStates`; a change requests an update
    /// pass (and shows or hides `selectedBackgroundView` for selection and highlight).
    private func store(_ state: CellSystemStates, _ isOn: Bool) {
        guard systemStates.contains(state) != isOn else { return }
        systemStates.set(state, isOn)
        if state != .editing { showSelectedBackgroundForState() }
        setNeedsUpdateConfiguration()
    }
    /// Whether state changes re-style the content configuration (default true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether state changes re-style the background configuration (default true).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Runs after `updateConfiguration(using:)` in every update pass.
    @preconcurrency open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    private lazy var legacyContent = LegacyCellContent(contentView: contentView, style: style)

    // Table rows (see Tables/UITableViewCell+Table.swift).
    /// The standard accessory shown while not editing (default `.none`).
    open var accessoryType: AccessoryType = .none { didSet { accessoriesDidChange() } }
    /// A view shown in place of the accessory type while not editing.
    open var accessoryView: UIView? { didSet { accessoriesDidChange() } }
    /// The standard accessory shown while editing (default `.none`).
    open var editingAccessoryType: AccessoryType = .none { didSet { accessoriesDidChange() } }
    /// A view shown in place of the editing accessory type while editing.
    open var editingAccessoryView: UIView? { didSet { accessoriesDidChange() } }
    /// How the row shows selection (default `.default`; `.none` keeps the look unselected).
    open var selectionStyle: SelectionStyle = .default
    /// The table row that shows this cell, while it is shown in a table.
    weak var hostRow: TableRowCell?
    /// Where the row's accessories leave room for the content view (nil: the whole cell).
    var contentAreaFrame: CGRect? { didSet { if oldValue != contentAreaFrame { setNeedsLayout() } } }
    /// States the table's previews force on the row.
    var rowOverrides = ConfigurationStateOverrides() { didSet { if oldValue != rowOverrides { setNeedsUpdateConfiguration() } } }

    /// Creates a cell with a legacy style and a reuse identifier.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        configurationHost = ConfigurationHost(contentView: contentView)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: ListMetrics.defaultRowHeight))
        installHostViews()
    }

    /// Creates a default-style cell for a table's reuse queue by calling `init(style:reuseIdentifier:)`
    /// on the registered class (so subclasses that override it, as UIKit cells do, work unchanged).
    /// Tables use it; you do not need to call it.
    public required convenience init(registeredReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Creates a default-style cell with the given frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell from a nib (with the reuse identifier it is registered or written with), or an
    /// empty default cell from any other archive.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = (coder as? NibCoder)?.reuseIdentifier
        configurationHost = ConfigurationHost(contentView: contentView)
        super.init(coder: coder)
        installHostViews()
    }

    private func installHostViews() {
        addSubview(configurationHost.backgroundView)
        contentView.preservesSuperviewLayoutMargins = true
        addSubview(contentView)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        backgroundConfiguration = .listCell()
    }

    /// Re-runs the update when the row becomes enabled or disabled (`isDisabled` follows it).
    open override var isUserInteractionEnabled: Bool {
        didSet { if oldValue != isUserInteractionEnabled { setNeedsUpdateConfiguration() } }
    }

    /// The legacy primary label (used when no content configuration is set).
    open var textLabel: UILabel? { legacyContent.textLabel }
    /// The legacy secondary label (nil in the default style).
    open var detailTextLabel: UILabel? { legacyContent.detailTextLabel }
    /// The legacy image view.
    open var imageView: UIImageView? { legacyContent.imageView }

    /// The content configuration; assigning it renders it and replaces the legacy labels.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationHost.contentConfiguration }
        set {
            configurationHost.setContentConfiguration(
                newValue, styledFor: automaticallyUpdatesContentConfiguration ? effectiveRowState : nil)
            legacyContent.isHidden = newValue != nil
            setNeedsLayout()
        }
    }

    /// A view behind the content; setting one removes the background configuration (as in UIKit, the
    /// two are exclusive).
    open var backgroundView: UIView? {
        didSet {
            backgroundViewDidChange(from: oldValue)
        }
    }
    /// A view shown over `backgroundView`, behind the content, while the cell is selected or highlighted;
    /// setting one removes the background configuration, and setting a configuration removes it.
    open var selectedBackgroundView: UIView? {
        didSet {
            selectedBackgroundViewDidChange(from: oldValue)
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
            }
            if newValue != nil, super.backgroundColor != nil { super.backgroundColor = nil }
            configurationHost.setBackgroundConfiguration(
                newValue, styledFor: automaticallyUpdatesBackgroundConfiguration ? effectiveRowState : nil)
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

    /// A content configuration in the default style for the table's appearance.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        traitCollection.resolving { style == .subtitle ? .subtitleCell() : style == .value1 ? .valueCell() : .cell() }
    }

    /// The list background for the table's appearance.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        traitCollection.resolving { .listCell() }
    }

    /// The current state; subclasses override the getter to add custom states.
    open var configurationState: UICellConfigurationState {
        var states = systemStates
        if !isUserInteractionEnabled { states.insert(.disabled) }
        return UICellConfigurationState(traitCollection: traitCollection, systemStates: states)
    }

    /// Requests an update pass before the next layout; many requests coalesce into one.
    open func setNeedsUpdateConfiguration() {
        configurationHost.setNeedsUpdate(on: self)
    }

    /// Override point called in each update pass (see `UICollectionViewCell`).
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Gives the row its system states. A change of `.selected`, `.highlighted` or `.editing` goes through
    /// the `isSelected`, `isHighlighted` or `isEditing` setter (a subclass that overrides them hears every
    /// change, as in UIKit); other changed states request an update pass.
    package func setSystemStates(_ states: CellSystemStates) {
        let selected = states.contains(.selected), highlighted = states.contains(.highlighted), editing = states.contains(.editing)
        if selected != systemStates.contains(.selected) { isSelected = selected }
        if highlighted != systemStates.contains(.highlighted) { isHighlighted = highlighted }
        if editing != systemStates.contains(.editing) { isEditing = editing }
        let properties: CellSystemStates = [.selected, .highlighted, .editing]
        let others = states.subtracting(properties)
        guard others != systemStates.subtracting(properties) else { return }
        systemStates = others.union(systemStates.intersection(properties))
        setNeedsUpdateConfiguration()
    }

    /// Selects or deselects the cell (the table calls it; animation is not drawn).
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Highlights the cell or removes the highlight (animation is not drawn).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Puts the cell in editing mode or takes it out (animation is not drawn).
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Called before the table reuses the cell; the default does nothing.
    open func prepareForReuse() {}

    override func viewTraitsDidChange(from previous: UITraitCollection) {
        setNeedsUpdateConfiguration()
    }

    /// The state the configurations are styled for: `configurationState` with the row's forced states.
    var effectiveRowState: UICellConfigurationState { rowOverrides.applied(to: configurationState) }

    /// Runs a pending update pass now.
    func updateConfigurationIfNeeded() {
        configurationHost.updateIfNeeded(
            state: effectiveRowState,
            automaticallyUpdatesContent: automaticallyUpdatesContentConfiguration,
            automaticallyUpdatesBackground: automaticallyUpdatesBackgroundConfiguration,
            override: updateConfiguration(using:),
            handler: configurationUpdateHandler.map { handler in { handler(self, $0) } }
        )
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        configurationHost.backgroundView.frame = bounds
        configurationHost.backgroundView.cellLayoutMargins = directionalLayoutMargins
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentView.frame = contentAreaFrame ?? bounds
        if configurationHost.contentConfiguration == nil { legacyContent.layout(startsAtLeadingEdge: hasLeadingControls) }
    }

    /// Whether the row's leading controls (editing controls, a selection circle) push the content view
    /// past the leading layout margin. They keep the content-to-accessory distance, so the legacy labels
    /// start at the content view's edge: iOS 16 draws a `textLabel` at x 59.67 after a selection circle
    /// in a row whose margin is 20, as it draws a list content configuration's text.
    private var hasLeadingControls: Bool {
        guard let area = contentAreaFrame else { return false }
        let leading = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - area.maxX : area.minX
        return leading > directionalLayoutMargins.leading
    }

    /// The row's size: its width, and the height its content needs (at least 44 points, growing with Dynamic
    /// Type): the content configuration's, the constraints of views added to `contentView`, or the legacy labels'.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let width = targetSize.width
        return CGSize(width: width, height: max(ListMetrics.minimumCellHeight(for: traitCollection.preferredContentSizeCategory),
                                                contentHeight(fitting: width)))
    }

    /// The height the content needs when the content view is `width` wide: the content configuration's,
    /// the constraints of views added to `contentView`, or the legacy labels'.
    func contentHeight(fitting width: CGFloat) -> CGFloat {
        updateConfigurationIfNeeded()
        if configurationHost.contentConfiguration == nil, contentView.usesConstraintsForFitting {
            // Not laid out first: at its current height the content could not fit yet.
            if contentView.frame.width != width { contentView.frame.size.width = width }
            return contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel).height
        }
        layoutIfNeeded()
        return configurationHost.contentConfiguration == nil
            ? legacyContent.height(fitting: width) : configurationHost.contentHeight(fitting: width)
    }
}

extension UITableViewCell: CellBackgroundViewHosting {}
