import Foundation

/// A table view row (UIKit's `UITableViewCell`), with the same configuration update cycle as
/// collection view list cells, plus the pre-iOS 14 `textLabel`, `detailTextLabel` and `imageView`
/// for code that has not moved to content configurations yet.
@MainActor
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
    /// The system states besides selection, highlight and editing.
    public internal(set) var stateFlags = CellStateFlags()

    /// Whether the row is selected.
    open var isSelected = false { didSet { if oldValue != isSelected { setNeedsUpdateConfiguration() } } }
    /// Whether the row is highlighted (pressed).
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { setNeedsUpdateConfiguration() } } }
    /// Whether the row is in editing mode.
    open var isEditing = false { didSet { if oldValue != isEditing { setNeedsUpdateConfiguration() } } }
    /// Whether state changes re-style the content configuration (default true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether state changes re-style the background configuration (default true).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Runs after `updateConfiguration(using:)` in every update pass.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    private lazy var legacyContent = LegacyCellContent(contentView: contentView, style: style)

    /// Creates a cell with a legacy style and a reuse identifier.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        configurationHost = ConfigurationHost(contentView: contentView)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: ListMetrics.defaultRowHeight))
        installHostViews()
    }

    /// Creates a default-style cell with the given frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell from an archive (an empty default cell; CellKit has no archives).
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
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
                newValue, styledFor: automaticallyUpdatesContentConfiguration ? configurationState : nil)
            legacyContent.isHidden = newValue != nil
            setNeedsLayout()
        }
    }

    /// The background configuration; assigning it clears `backgroundColor`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationHost.backgroundConfiguration }
        set {
            if newValue != nil, super.backgroundColor != nil { super.backgroundColor = nil }
            configurationHost.setBackgroundConfiguration(
                newValue, styledFor: automaticallyUpdatesBackgroundConfiguration ? configurationState : nil)
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
        var state = UICellConfigurationState(traitCollection: traitCollection)
        stateFlags.apply(to: &state, isSelected: isSelected, isHighlighted: isHighlighted)
        state.isEditing = isEditing || stateFlags.isEditing
        if !isUserInteractionEnabled { state.isDisabled = true }
        return state
    }

    /// Requests an update pass before the next layout; many requests coalesce into one.
    open func setNeedsUpdateConfiguration() {
        configurationHost.setNeedsUpdate(on: self)
    }

    /// Override point called in each update pass (see `UICollectionViewCell`).
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Sets the system state flags; changed flags request an update.
    public func setStateFlags(_ flags: CellStateFlags) {
        guard flags != stateFlags else { return }
        stateFlags = flags
        setNeedsUpdateConfiguration()
    }

    /// Called before the table reuses the cell; the default does nothing.
    open func prepareForReuse() {}

    /// Runs a pending configuration update pass now.
    private func updateConfigurationIfNeeded() {
        configurationHost.updateIfNeeded(
            state: configurationState,
            automaticallyUpdatesContent: automaticallyUpdatesContentConfiguration,
            automaticallyUpdatesBackground: automaticallyUpdatesBackgroundConfiguration,
            override: updateConfiguration(using:),
            handler: configurationUpdateHandler.map { handler in { handler(self, $0) } }
        )
    }

    override func viewTraitsDidChange(from previous: UITraitCollection) {
        setNeedsUpdateConfiguration()
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        configurationHost.backgroundView.frame = bounds
        configurationHost.backgroundView.cellLayoutMargins = directionalLayoutMargins
        contentView.frame = bounds
        if configurationHost.contentConfiguration == nil { legacyContent.layout() }
    }

    /// The row's size: its width, and the height its content needs (at least 44 points, growing with Dynamic
    /// Type): the content configuration's, the constraints of views added to `contentView`, or the legacy labels'.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let width = targetSize.width
        let content: CGFloat
        updateConfigurationIfNeeded()
        if configurationHost.contentConfiguration == nil, contentView.usesConstraintsForFitting {
            // Not laid out first: at its current height the content could not fit yet.
            if contentView.frame != bounds { contentView.frame = bounds }
            content = contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                          verticalFittingPriority: .fittingSizeLevel).height
        } else {
            layoutIfNeeded()
            content = configurationHost.contentConfiguration == nil
                ? legacyContent.height(fitting: width) : configurationHost.contentHeight(fitting: width)
        }
        return CGSize(width: width, height: max(ListMetrics.minimumCellHeight(for: traitCollection.preferredContentSizeCategory), content))
    }
}
