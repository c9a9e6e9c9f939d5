import Foundation

/// Columns side by side (UIKit's `UISplitViewController`, iOS 14's column style): a primary column
/// (a sidebar) beside a secondary column.
///
/// As in UIKit's column style, each controller given with `setViewController(_:for:)` is wrapped in
/// a navigation controller unless it is one, so every column has a navigation bar. When the split
/// view is wider than 600 points (a regular width) both columns show, the primary one
/// `preferredPrimaryColumnWidth` wide (320 points unless set), with a hairline between them, unless
/// `preferredDisplayMode` is `.secondaryOnly`. When it is narrower, it collapses: only the
/// `.compact` column's controller, or else the secondary one, shows (UIKit's default top column).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The column style.
    public enum Style: Int, Sendable {
        /// The classic (pre-iOS 14) style; CellKit lays it out like `.doubleColumn`.
        case unspecified
        /// A primary and a secondary column.
        case doubleColumn
        /// Primary, supplementary and secondary columns; CellKit shows primary and secondary.
        case tripleColumn
    }

    /// A column.
    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact
    }

    /// How the columns show in a regular width.
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
             twoDisplaceSecondary
    }

    /// The primary column's background.
    public enum BackgroundStyle: Int, Sendable {
        /// The column's own background.
        case none
        /// The sidebar look (the lists in the column use it).
        case sidebar
    }

    /// The column style chosen at creation.
    public let style: Style
    /// How the columns show in a regular width (default `.automatic`: primary beside secondary).
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's background style.
    open var primaryBackgroundStyle: BackgroundStyle = .none
    /// The primary column's width (`UISplitViewController.automaticDimension`: 320 points).
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Whether a swipe shows the primary column (stored).
    open var presentsWithGesture = true
    /// Whether the secondary column has a button that hides the primary one (stored; not drawn).
    open var showsSecondaryOnlyButton = false
    private var columns: [Column: UINavigationController] = [:]
    private var given: [Column: UIViewController] = [:]
    private let divider = UIView(frame: .zero)

    /// The value meaning "the system's width".
    public nonisolated static let automaticDimension: CGFloat = -1

    /// Creates a split view controller with a column style.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a split view controller in the classic style.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a split view controller from an archive (classic style; CellKit has no archives).
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// Puts `viewController` in `column`, wrapped in a navigation controller unless it is one.
    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        let old = columns[column]
        let wrapped = viewController.map { $0 as? UINavigationController ?? UINavigationController(rootViewController: $0) }
        guard old !== wrapped else { return }
        if let old {
            transitionChild(old, appearing: false, animated: false) { old.viewIfLoaded?.removeFromSuperview() }
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        columns[column] = wrapped
        given[column] = viewController
        if let wrapped { addChild(wrapped) }
        if isViewLoaded { view.setNeedsLayout(); view.layoutIfNeeded() }
        wrapped?.didMove(toParent: self)
    }

    /// The controller given for `column` (the one inside its navigation controller when it was wrapped).
    open func viewController(for column: Column) -> UIViewController? {
        given[column]
    }

    /// Whether only one column shows (the width is compact).
    open var isCollapsed: Bool { (viewIfLoaded?.bounds.width ?? 1024) < 600 }

    /// How the columns show now.
    open var displayMode: DisplayMode {
        if isCollapsed || preferredDisplayMode == .secondaryOnly || columns[.primary] == nil { return .secondaryOnly }
        return .oneBesideSecondary
    }

    /// The primary column's width now.
    open var primaryColumnWidth: CGFloat {
        preferredPrimaryColumnWidth == Self.automaticDimension ? 320 : preferredPrimaryColumnWidth
    }

    /// Shows a column (in a collapsed split view, makes it the one shown).
    open func show(_ column: Column) {
        if column == .primary, preferredDisplayMode == .secondaryOnly { preferredDisplayMode = .automatic }
        collapsedColumn = column
        viewIfLoaded?.setNeedsLayout()
    }

    /// Hides a column (the primary one: the secondary shows alone).
    open func hide(_ column: Column) {
        if column == .primary { preferredDisplayMode = .secondaryOnly }
        if collapsedColumn == column { collapsedColumn = nil }
        viewIfLoaded?.setNeedsLayout()
    }

    private var collapsedColumn: Column?

    open override func loadView() {
        let container = SplitContainerView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        container.controller = self
        container.backgroundColor = .systemBackground
        divider.backgroundColor = .separator
        container.addSubview(divider)
        view = container
    }

    /// Shows the controllers of the visible columns, with the appearance callbacks, and places them.
    func layoutColumns(in bounds: CGRect) {
        var shown: [(UIViewController, CGRect)] = []
        if displayMode == .secondaryOnly {
            let column = isCollapsed ? (collapsedColumn ?? (columns[.compact] != nil ? .compact : .secondary)) : .secondary
            if let controller = columns[column] ?? columns[.secondary] ?? columns[.primary] { shown.append((controller, bounds)) }
        } else {
            let width = min(primaryColumnWidth, bounds.width / 2)
            let hairline = 1 / max(1, traitCollection.displayScale)
            if let primary = columns[.primary] { shown.append((primary, CGRect(x: 0, y: 0, width: width, height: bounds.height))) }
            if let secondary = columns[.secondary] {
                shown.append((secondary, CGRect(x: width + hairline, y: 0, width: bounds.width - width - hairline, height: bounds.height)))
            }
            divider.frame = CGRect(x: width, y: 0, width: hairline, height: bounds.height)
        }
        divider.isHidden = shown.count < 2
        for controller in children where !shown.contains(where: { $0.0 === controller }) {
            guard let view = controller.viewIfLoaded, view.superview === self.view else { continue }
            transitionChild(controller, appearing: false, animated: false) { view.removeFromSuperview() }
        }
        for (controller, frame) in shown {
            if controller.view.superview !== view {
                transitionChild(controller, appearing: true, animated: false) { view.insertSubview(controller.view, belowSubview: divider) }
            }
            controller.view.frame = frame
        }
        if effectiveRightToLeft {
            for subview in view.subviews { subview.frame.origin.x = bounds.width - subview.frame.maxX }
        }
    }

    private var effectiveRightToLeft: Bool { view.effectiveUserInterfaceLayoutDirection == .rightToLeft }
}

/// A split view controller's view: lays out the visible columns.
@preconcurrency @MainActor
final class SplitContainerView: UIView {
    weak var controller: UISplitViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutColumns(in: bounds)
    }
}
