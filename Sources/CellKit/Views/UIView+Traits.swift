import Foundation

/// A registration made with `registerForTraitChanges(_:handler:)`; pass it to
/// `unregisterForTraitChanges(_:)` to stop observing.
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// Objects whose trait changes can be observed (UIKit's `UITraitChangeObservable`).
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {
    /// Stops calling a handler registered with `registerForTraitChanges`.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: Set<ObjectIdentifier>
    let handler: @MainActor (UIView, UITraitCollection) -> Void
    init(traits: [UITrait], handler: @escaping @MainActor (UIView, UITraitCollection) -> Void) {
        self.traits = Set(traits.map { ObjectIdentifier($0) })
        self.handler = handler
    }
}

extension UIView: UITraitChangeObservable {
    func resolveTraitCollection() -> UITraitCollection {
        if let cachedTraitCollection { return cachedTraitCollection }
        var base = superview?.traitCollection ?? rootTraitCollection
        if superview == nil, let screen = host.screen, base.displayScale != screen.scale {
            base = base.modifyingTraits { $0.displayScale = screen.scale }
        }
        let resolved = traitOverrides.applied(to: base)
        cachedTraitCollection = resolved
        return resolved
    }

    /// The traits of a view outside any window: the process-wide default (Large text, light,
    /// left to right, 1× scale unless the app set `UITraitCollection.current`), never a scoped one.
    static var defaultTraitCollection: UITraitCollection { UITraitCollection.processDefault }

    /// Unregisters a trait change handler.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }

    /// Recomputes the traits of this subtree and notifies views whose traits changed.
    func invalidateTraits() {
        let previous = cachedTraitCollection
        cachedTraitCollection = nil
        let current = traitCollection
        if let previous, previous != current {
            traitsDidChange(from: previous, to: current)
        }
        for subview in subviews { subview.invalidateTraits() }
    }

    private func traitsDidChange(from previous: UITraitCollection, to current: UITraitCollection) {
        traitCollectionDidChange(previous)
        owningViewController?.traitCollectionDidChange(previous)
        let changed = Set(current.changedTraits(from: previous).map { ObjectIdentifier($0) })
        for registration in traitRegistrations where !registration.traits.isDisjoint(with: changed) {
            registration.handler(self, previous)
        }
        if previous.layoutDirection != current.layoutDirection { invalidateDirection() }
        // Fonts, margins and readable widths follow the traits: the layout systems that use them update.
        autoLayout.memberIsland?.intrinsicContentSizeDidChange(of: self)
        autoLayout.island?.setNeedsUpdate()
        autoLayout.fixedInIsland?.setNeedsUpdate()
        viewTraitsDidChange(from: previous)
        setNeedsLayout()
        setNeedsDisplay()
    }
}

extension UITraitChangeObservable where Self: UIView {
    /// Calls `handler` with the view and its previous traits whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping @MainActor (Self, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { view, previous in
            if let view = view as? Self { handler(view, previous) }
        }
        traitRegistrations.append(registration)
        return registration
    }
}
