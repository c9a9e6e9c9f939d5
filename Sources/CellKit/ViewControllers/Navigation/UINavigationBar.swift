import Foundation

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`), drawn with iOS's
/// metrics: a 44-point row with the bar buttons and the inline title (17-point semibold, centered),
/// and, when the top item shows a large title, a 52-point area below it with the title in 34-point
/// bold at the leading margin (96 points in all). As on iOS, bar text does not grow with Dynamic Type.
///
/// While the content below is at its top (the scroll edge), the bar has no background of its own
/// and no hairline, so it looks like part of the content; once the content is scrolled, it gets the
/// system chrome background and a hairline under it (iOS 15's standard and scroll-edge appearances).
/// The large title does not collapse into the inline one while scrolling; a pushed controller with
/// an inline title shows the back button, a chevron and the previous item's title (or "Back").
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of the row with the buttons and the inline title.
    static let inlineHeight: CGFloat = 44
    /// The height of the bar with a large title.
    static let largeTitleHeight: CGFloat = 96
    /// The height of the search bar under the titles (`navigationItem.searchController`).
    static let searchBarHeight: CGFloat = 52

    /// Whether items show large titles (subject to each item's `largeTitleDisplayMode`).
    open var prefersLargeTitles = false { didSet { if oldValue != prefersLargeTitles { itemsDidChange() } } }
    /// Whether the bar is translucent (stored; CellKit draws no blur either way).
    open var isTranslucent = true
    /// The items of the navigation stack, bottom first.
    public internal(set) var items: [UINavigationItem]? { didSet { itemsDidChange() } }
    /// The item on top of the stack: the one the bar shows.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one: its title is the back button's.
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }

    /// Whether the content below is scrolled away from its top (the bar shows its chrome).
    var isScrolledUnder = false { didSet { if oldValue != isScrolledUnder { setNeedsDisplay() } } }
    /// What the back button does (the navigation controller pops).
    var onBack: (@MainActor () -> Void)?
    /// The color of the content below, drawn at the scroll edge.
    var scrollEdgeColor: (@MainActor () -> UIColor?)?

    private let titleLabel = UILabel()
    private let largeTitleLabel = UILabel()
    private let backButton = BarButtonView(frame: .zero)
    private var buttons: [ObjectIdentifier: BarButtonView] = [:]
    private weak var shownSearchBar: UISearchBar?

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a bar from an archive (CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        largeTitleLabel.font = UIFont.systemFont(ofSize: 34, weight: .bold)
        for label in [titleLabel, largeTitleLabel] {
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        backButton.onTap = { [weak self] in self?.onBack?() }
        addSubview(backButton)
    }

    /// Whether the top item shows a large title: the bar prefers them and the item's mode (or, for
    /// `.automatic`, the nearest earlier item's) allows it.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let items else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The height of the titles (the button row, and the large title when it shows).
    private var titlesHeight: CGFloat { showsLargeTitle ? Self.largeTitleHeight : Self.inlineHeight }

    /// The bar's height for the top item: the titles, and the search bar of its search controller.
    var preferredHeight: CGFloat {
        titlesHeight + (topItem?.searchController == nil ? 0 : Self.searchBarHeight)
    }

    /// The bar's size: the width offered and the height for the top item.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    private func itemsDidChange() {
        for item in items ?? [] {
            item.onChange = { [weak self] in
                self?.superview?.setNeedsLayout()
                self?.setNeedsLayout()
            }
        }
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// The buttons on each side, outermost first, as `(item, view)` pairs.
    private(set) var leadingButtons: [BarButtonView] = []
    private(set) var trailingButtons: [BarButtonView] = []

    open override func layoutSubviews() {
        super.layoutSubviews()
        let item = topItem
        let margin = systemSideMargin(forWidth: bounds.width)
        let row = Self.inlineHeight
        var leadingEdge = margin
        // The back button, unless leading items replace it.
        let left = item?.leftBarButtonItems ?? []
        let showsBack = backItem != nil && !(item?.hidesBackButton ?? false) && (left.isEmpty || item?.leftItemsSupplementBackButton == true)
        backButton.isHidden = !showsBack
        if showsBack, let backItem {
            let title = backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title ?? "Back"
            backButton.show(title: title.isEmpty ? "Back" : title, image: UIImage(systemName: "chevron.backward"), bold: false)
            let width = min(backButton.contentWidth, bounds.width / 3)
            backButton.frame = CGRect(x: 8, y: 0, width: width, height: row)
            leadingEdge = 8 + width + 8
        }
        var used = Set<ObjectIdentifier>()
        leadingButtons = place(left, from: leadingEdge, forward: true, used: &used).views
        leadingEdge = leadingButtons.last.map { $0.frame.maxX + 8 } ?? leadingEdge
        let trailing = place(item?.rightBarButtonItems ?? [], from: bounds.width - margin, forward: false, used: &used)
        trailingButtons = trailing.views
        for (key, view) in buttons where !used.contains(key) {
            view.removeFromSuperview()
            buttons[key] = nil
        }
        // Titles.
        let title = item?.title
        let large = showsLargeTitle
        largeTitleLabel.isHidden = !large
        largeTitleLabel.text = title
        largeTitleLabel.frame = CGRect(x: margin, y: row + 1, width: max(0, bounds.width - 2 * margin), height: 41)
        titleLabel.isHidden = large || item?.titleView != nil
        titleLabel.text = title
        let side = max(leadingEdge, bounds.width - trailing.edge) + 4
        titleLabel.frame = CGRect(x: side, y: 0, width: max(0, bounds.width - 2 * side), height: row)
        if let titleView = item?.titleView {
            if titleView.superview !== self { addSubview(titleView) }
            let size = titleView.sizeThatFits(CGSize(width: bounds.width - 2 * side, height: row))
            titleView.frame = CGRect(x: (bounds.width - size.width) / 2, y: (row - size.height) / 2, width: size.width, height: size.height)
        }
        layOutSearchBar(of: item, margin: margin)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for view in subviews { view.frame.origin.x = bounds.width - view.frame.maxX }
        }
    }

    /// Shows the search bar of the item's search controller under the titles, its field at the side
    /// margins, as iOS does; a bar of an item no longer on top leaves.
    private func layOutSearchBar(of item: UINavigationItem?, margin: CGFloat) {
        let searchBar = item?.searchController?.searchBar
        if shownSearchBar !== searchBar {
            if let shownSearchBar, shownSearchBar.superview === self { shownSearchBar.removeFromSuperview() }
            shownSearchBar = searchBar
            if let searchBar { addSubview(searchBar) }
        }
        guard let searchBar else { return }
        searchBar.horizontalInset = margin
        searchBar.frame = CGRect(x: 0, y: titlesHeight, width: bounds.width, height: Self.searchBarHeight)
    }

    /// Lays out items from an edge, outermost first; returns their views and the inner edge reached.
    private func place(_ items: [UIBarButtonItem], from start: CGFloat, forward: Bool,
                       used: inout Set<ObjectIdentifier>) -> (views: [BarButtonView], edge: CGFloat) {
        var edge = start
        var views: [BarButtonView] = []
        for item in items {
            // A new title, image, style or state of the item lays the bar out again.
            item.onChange = { [weak self] in self?.setNeedsLayout() }
            if item.isSpace {
                edge += (forward ? 1 : -1) * (item.systemItem == .fixedSpace ? item.width : 8)
                continue
            }
            if let custom = item.customView {
                if custom.superview !== self { addSubview(custom) }
                let size = custom.sizeThatFits(CGSize(width: 200, height: Self.inlineHeight))
                custom.frame = CGRect(x: forward ? edge : edge - size.width, y: (Self.inlineHeight - size.height) / 2,
                                      width: size.width, height: size.height)
                edge += (forward ? 1 : -1) * (size.width + 8)
                continue
            }
            let key = ObjectIdentifier(item)
            used.insert(key)
            let view = buttons[key] ?? BarButtonView(frame: .zero)
            if buttons[key] == nil {
                buttons[key] = view
                addSubview(view)
            }
            view.show(item)
            let width = max(view.contentWidth, 22)
            view.frame = CGRect(x: forward ? edge : edge - width, y: 0, width: width, height: Self.inlineHeight)
            edge += (forward ? 1 : -1) * (width + 16)
            views.append(view)
        }
        return (views, views.isEmpty ? start : edge + (forward ? -16 : 16))
    }

    /// The bar's fill: the chrome once content scrolls under it, else its scroll-edge color or background.
    /// The strip under the status bar above the bar takes it too.
    var currentFill: UIColor? {
        isScrolledUnder ? Self.chromeColor : scrollEdgeColor?() ?? backgroundColor
    }

    override func drawContent(in canvas: any Canvas) {
        let traits = traitCollection
        if isScrolledUnder {
            canvas.fill(bounds, color: Self.chromeColor.rgba(resolvedWith: traits))
            let hairline = 1 / max(1, traits.displayScale)
            canvas.fill(CGRect(x: 0, y: bounds.height - hairline, width: bounds.width, height: hairline),
                        color: UIColor.separator.rgba(resolvedWith: traits))
        } else if let color = scrollEdgeColor?() ?? backgroundColor {
            canvas.fill(bounds, color: color.rgba(resolvedWith: traits))
        }
    }

    /// iOS 15's default bar background once content scrolls under it (the chrome material, without blur).
    static let chromeColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 0.94) : UIColor(white: 0.97, alpha: 0.94)
    }
}
