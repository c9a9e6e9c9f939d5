import Foundation

/// A table section header or footer (UIKit's `UITableViewHeaderFooterView`): content and
/// background configurations updated from a `UIViewConfigurationState`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The closure type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// The view that holds the header's content.
    public let contentView = UIView()
    /// The identifier the view was created with.
    public let reuseIdentifier: String?
    let configurationHost: ConfigurationHost

    /// Whether this view is a footer (its default configurations use the footer styles).
    public var isFooter = false
    /// Whether the header is pinned at the top of the visible area (feeds `isPinned`).
    public internal(set) var isPinned = false { didSet { if oldValue != isPinned { setNeedsUpdateConfiguration() } } }
    /// Whether state changes re-style the content configuration (default true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether state changes re-style the background configuration (default true).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Runs after `updateConfiguration(using:)` in every update pass.
    @preconcurrency open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// Creates a header or footer with a reuse identifier.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        configurationHost = ConfigurationHost(contentView: contentView)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        installHostViews()
    }

    /// Creates a view for a table's reuse queue by calling `init(reuseIdentifier:)` on the registered
    /// class (so subclasses that override it work unchanged). Tables use it.
    public required convenience init(registeredReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    /// Creates a header with the given frame.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a header from an archive (empty; CellKit has no archives).
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        configurationHost = ConfigurationHost(contentView: contentView)
        super.init(coder: coder)
        installHostViews()
    }

    /// Re-runs the update when the view becomes enabled or disabled (`isDisabled` follows it).
    open override var isUserInteractionEnabled: Bool {
        didSet { if oldValue != isUserInteractionEnabled { setNeedsUpdateConfiguration() } }
    }

    private func installHostViews() {
        addSubview(configurationHost.backgroundView)
        contentView.preservesSuperviewLayoutMargins = true
        addSubview(contentView)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }

    /// The content configuration; assigning it renders it.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationHost.contentConfiguration }
        set {
            configurationHost.setContentConfiguration(
                newValue, styledFor: automaticallyUpdatesContentConfiguration ? configurationState : nil)
            setNeedsLayout()
        }
    }

    /// The background configuration; assigning it renders it.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationHost.backgroundConfiguration }
        set {
            configurationHost.setBackgroundConfiguration(
                newValue, styledFor: automaticallyUpdatesBackgroundConfiguration ? configurationState : nil)
            setNeedsLayout()
        }
    }

    /// A header (or footer) content configuration for the table's appearance.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        traitCollection.resolving { isFooter ? .footer() : .header() }
    }

    /// A header (or footer) background for the table's appearance.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        traitCollection.resolving { isFooter ? .listFooter() : .listHeader() }
    }

    /// The current state: traits and `isPinned`. Subclasses override the getter to add custom states.
    open var configurationState: UIViewConfigurationState {
        var state = UIViewConfigurationState(traitCollection: traitCollection)
        state.isPinned = isPinned
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Requests an update pass before the next layout.
    open func setNeedsUpdateConfiguration() {
        configurationHost.setNeedsUpdate(on: self)
    }

    /// Override point called in each update pass.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    /// Called before the table reuses the view; the default does nothing.
    open func prepareForReuse() {}

    override func viewTraitsDidChange(from previous: UITraitCollection) {
        setNeedsUpdateConfiguration()
    }

    open override func layoutSubviews() {
        configurationHost.updateIfNeeded(
            state: configurationState,
            automaticallyUpdatesContent: automaticallyUpdatesContentConfiguration,
            automaticallyUpdatesBackground: automaticallyUpdatesBackgroundConfiguration,
            override: updateConfiguration(using:),
            handler: configurationUpdateHandler.map { handler in { handler(self, $0) } }
        )
        super.layoutSubviews()
        configurationHost.backgroundView.frame = bounds
        configurationHost.backgroundView.cellLayoutMargins = directionalLayoutMargins
        contentView.frame = bounds
    }

    /// The header's size: its width and the height its content needs (headers have no minimum height).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        layoutIfNeeded()
        return CGSize(width: targetSize.width, height: configurationHost.contentHeight(fitting: targetSize.width))
    }
}
