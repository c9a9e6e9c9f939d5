import Foundation

/// The base of every object that takes part in event handling (UIKit's `UIResponder`).
///
/// CellKit views inherit from it so UIKit subclasses compile unchanged; the responder chain is the
/// view hierarchy (`next` is the superview).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// Creates a responder from an archive. CellKit has no archives, so this creates a plain
    /// responder; views and view controllers already require it, as in UIKit.
    ///
    /// It is `required` here (UIKit's `UIResponder` does not declare it) because Swift without
    /// Objective-C can only create an object of a class known at run time through a required
    /// initializer: the app's delegate class (`@main`) and a scene configuration's `delegateClass` are
    /// created through it, with an empty coder, and their stored properties take their initial values.
    /// A direct `UIResponder` subclass that declares its own designated initializer must implement it too.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The next responder in the chain: for a view, its superview.
    open var next: UIResponder? { nil }

    /// The undo manager this responder records its changes with (UIKit's `undoManager`): by default the
    /// next responder's, so a view finds its window's (or, for a root view without a window, the one its
    /// host gave it) and a view controller its view's superview's. Override it to give part of the chain
    /// an undo manager of its own.
    open var undoManager: UndoManager? { next?.undoManager }

    /// Whether the responder can become first responder. Views answer `false` unless overridden.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder is the window's first responder.
    open var isFirstResponder: Bool { false }

    /// Asks to become the first responder; returns whether it did.
    @discardableResult
    open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }

    /// Gives up first responder status; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    // MARK: Accessibility (UIKit declares these on NSObject; see UIAccessibility.swift)

    var accessibility = AccessibilityAttributes() {
        didSet { (self as? UIView).map(AccessibilityBridge.update) }
    }
    private var defaults: AccessibilityDefaults? { self as? AccessibilityDefaults }

    /// Whether assistive technologies see this object as one element (default: true for labels,
    /// image-less text and controls, false for plain views).
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? defaults?.defaultIsAccessibilityElement ?? false }
        set { accessibility.isElement = newValue }
    }
    /// A short name for the element (default: a label's text, a button's title).
    open var accessibilityLabel: String? {
        get { accessibility.label ?? defaults?.defaultAccessibilityLabel }
        set { accessibility.label = newValue }
    }
    /// The element's current value, when it has one (default: a slider's percentage, a text field's text).
    open var accessibilityValue: String? {
        get { accessibility.value ?? defaults?.defaultAccessibilityValue }
        set { accessibility.value = newValue }
    }
    /// What activating the element does.
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }
    /// What the element is (default: the class's traits, with `.notEnabled` and `.selected` from a
    /// control's state).
    open var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let traits = accessibility.traits { return traits }
            var traits = defaults?.defaultAccessibilityTraits ?? []
            if let control = self as? UIControl {
                if !control.isEnabled { traits.insert(.notEnabled) }
                if control.isSelected { traits.insert(.selected) }
            }
            return traits
        }
        set { accessibility.traits = newValue }
    }
    /// A string that identifies the element in UI tests.
    open var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { accessibility.identifier = newValue }
    }
    /// Extra actions offered for the element (stored; see `UIAccessibilityCustomAction`).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibility.customActions }
        set { accessibility.customActions = newValue }
    }
    /// Whether the element's children are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }
    /// Whether assistive technologies ignore the element's siblings (a modal view).
    open var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set { accessibility.viewIsModal = newValue }
    }
    /// Whether the element's children are read as a group.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibility.shouldGroupChildren }
        set { accessibility.shouldGroupChildren = newValue }
    }
    /// The language the element's label and value are read in (a BCP 47 tag).
    open var accessibilityLanguage: String? {
        get { accessibility.language }
        set { accessibility.language = newValue }
    }
    /// Performs the element's default action; returns whether it did (controls send their primary action).
    open func accessibilityActivate() -> Bool {
        guard let control = self as? UIControl, control.isEnabled else { return false }
        control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return true
    }
    /// Increases an adjustable element's value (sliders, steppers).
    open func accessibilityIncrement() {}
    /// Decreases an adjustable element's value (sliders, steppers).
    open func accessibilityDecrement() {}

    // MARK: Nib loading (UIKit declares these on NSObject; Swift on Linux cannot override methods
    // added to NSObject in an extension, so CellKit declares them here)

    /// Called on every object a nib made, after all of the nib's objects exist and its outlets and
    /// actions are connected. Call `super` when you override it.
    open func awakeFromNib() {}

    /// Called when Interface Builder renders a designable view; CellKit never calls it (there is
    /// no Interface Builder on Linux), so code that only sets up a design-time look keeps compiling.
    open func prepareForInterfaceBuilder() {}
}
