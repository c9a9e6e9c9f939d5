import Foundation

/// A screen of lists described in a prototype file (`*.json`, schema in
/// `Resources/Prototypes/prototype.schema.json`): what a designer writes instead of Swift. The
/// builder (``PrototypeList``) turns it into the same objects an iOS app would make: a
/// `UICollectionView` with a list layout, a cell registration, a diffable data source, and custom
/// states as `UIConfigurationStateCustomKey`s read in a `configurationUpdateHandler`.
struct Prototype: Hashable, Sendable {
    /// The demo's title (the file's name when the file gives none).
    var title: String
    /// The list layout's appearance.
    var appearance: PrototypeAppearance
    /// How sections show their header text.
    var headerMode: PrototypeHeaderMode
    /// The navigation bar around the list, if the screen has one.
    var navigation: PrototypeNavigation?
    /// The custom states the cells understand, in the order their looks apply.
    var states: [PrototypeState]
    /// The sections, in order.
    var sections: [PrototypeSection]
}

/// `UICollectionLayoutListConfiguration.Appearance`, by its Swift name.
enum PrototypeAppearance: String, CaseIterable, Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
}

/// Where a section's `header` text goes (`UICollectionLayoutListConfiguration.HeaderMode`): a
/// supplementary header view, or the section's first row, an outline header whose children are the
/// section's items.
enum PrototypeHeaderMode: String, CaseIterable, Sendable {
    case supplementary, firstItemInSection
}

/// A navigation bar: its title and buttons.
struct PrototypeNavigation: Hashable, Sendable {
    /// The navigation item's title.
    var title: String
    /// Whether the title is shown large (`prefersLargeTitles`).
    var largeTitle: Bool
    /// The buttons at the leading edge.
    var leadingButtons: [PrototypeBarButton]
    /// The buttons at the trailing edge.
    var trailingButtons: [PrototypeBarButton]
}

/// A bar button: a system item (`add`, `edit`, …), a title, or an SF Symbol.
enum PrototypeBarButton: Hashable, Sendable {
    case system(String)
    case title(String)
    case symbol(String)
}

/// A custom state: its name (the inspector's and the command line's) and the look it changes.
struct PrototypeState: Hashable, Sendable {
    /// The state's name (`unread`).
    var name: String
    /// What the state changes when it is on.
    var look: PrototypeLook
}

/// A section: optional header and footer text, and its items.
struct PrototypeSection: Hashable, Sendable {
    /// The section identifier.
    var id: String
    /// The header text.
    var header: String?
    /// The footer text.
    var footer: String?
    /// The items, in order (outline children inside them).
    var items: [PrototypeItem]
}

/// A row of the list.
struct PrototypeItem: Hashable, Sendable {
    /// The item identifier (also the viewer's and the command line's item id).
    var id: String
    /// The `UIListContentConfiguration` style (nil: the cell's `defaultContentConfiguration()`).
    var style: PrototypeContentStyle?
    /// What the row shows.
    var look: PrototypeLook
    /// The custom states that are on for this row.
    var states: [String]
    /// Swipe actions revealed from the leading edge.
    var leadingSwipeActions: [PrototypeSwipeAction]
    /// Swipe actions revealed from the trailing edge.
    var trailingSwipeActions: [PrototypeSwipeAction]
    /// Outline children (the row gets an outline disclosure accessory).
    var children: [PrototypeItem]
    /// Whether the children are shown.
    var isExpanded: Bool
    /// Whether the row starts selected.
    var isSelected: Bool
}

/// The properties of a row's content and background that a file may set, on an item or in a
/// custom state's look (where each set property replaces the item's).
struct PrototypeLook: Hashable, Sendable {
    var text: String?
    var secondaryText: String?
    var image: PrototypeImage?
    var imageColor: PrototypeColor?
    var textColor: PrototypeColor?
    var secondaryTextColor: PrototypeColor?
    /// Semibold text (the body style's bold weight, `.headline`).
    var bold: Bool?
    var numberOfLines: Int?
    var backgroundColor: PrototypeColor?
    /// The accessories (nil: unchanged; an empty list removes them).
    var accessories: [PrototypeAccessory]?

    /// This look with every property `other` sets replaced by `other`'s.
    func overlaid(with other: PrototypeLook) -> PrototypeLook {
        PrototypeLook(
            text: other.text ?? text, secondaryText: other.secondaryText ?? secondaryText, image: other.image ?? image,
            imageColor: other.imageColor ?? imageColor, textColor: other.textColor ?? textColor,
            secondaryTextColor: other.secondaryTextColor ?? secondaryTextColor, bold: other.bold ?? bold,
            numberOfLines: other.numberOfLines ?? numberOfLines, backgroundColor: other.backgroundColor ?? backgroundColor,
            accessories: other.accessories ?? accessories
        )
    }
}

/// A cell accessory CellKit draws (`UICellAccessory`).
enum PrototypeAccessory: Hashable, Sendable {
    case disclosureIndicator
    case checkmark
    case detail
    case label(String)
    /// A `UISwitch` as a custom view accessory, on or off.
    case toggle(Bool)
}

/// A `UIContextualAction` in a swipe actions configuration.
struct PrototypeSwipeAction: Hashable, Sendable {
    var title: String
    var image: String?
    var color: PrototypeColor?
    var isDestructive: Bool
}
