import Foundation

/// What an accessibility element is and does, for assistive technologies (UIKit's
/// `UIAccessibilityTraits`). The raw values are UIKit's.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No trait.
    public static let none = UIAccessibilityTraits([])
    /// Acts as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Acts as a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Acts as a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Is text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Summarizes the screen when it appears.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is disabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Updates its label or value often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Has a value that can be incremented and decremented (sliders, steppers).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// Is a header that divides content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// An action an assistive technology offers for an element besides activating it (UIKit's
/// `UIAccessibilityCustomAction`), such as "Mark as complete" on a list row.
///
/// CellKit stores the actions; GTK 4.8 has no way to expose custom actions to the desktop's
/// accessibility tools, so nothing outside the app sees them. Call `actionHandler` to perform one.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The name read to the person.
    open var name: String
    /// The name as an attributed string.
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    /// An image for the action.
    open var image: UIImage?
    /// Performs the action; returns whether it succeeded.
    open var actionHandler: (@MainActor (UIAccessibilityCustomAction) -> Bool)?

    /// Creates an action with a name and a handler.
    public init(name: String, actionHandler: (@MainActor (UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// Creates an action with an attributed name and a handler.
    public convenience init(attributedName: NSAttributedString, actionHandler: (@MainActor (UIAccessibilityCustomAction) -> Bool)?) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
    }

    /// Creates an action with a name, an image and a handler.
    public convenience init(name: String, image: UIImage?, actionHandler: (@MainActor (UIAccessibilityCustomAction) -> Bool)?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }
}

/// The accessibility values a responder stores; nil means "the class's default".
struct AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var customActions: [UIAccessibilityCustomAction]?
    var elementsHidden = false
    var viewIsModal = false
    var shouldGroupChildren = false
    var language: String?
}

/// What a kind of view reads out when the app sets nothing (a label its text, a button its
/// title, a slider its value). Leaf view classes adopt it in extensions.
@preconcurrency @MainActor
protocol AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { get }
    var defaultAccessibilityLabel: String? { get }
    var defaultAccessibilityValue: String? { get }
    var defaultAccessibilityTraits: UIAccessibilityTraits { get }
}

extension AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { true }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: UIAccessibilityTraits { [] }
}
