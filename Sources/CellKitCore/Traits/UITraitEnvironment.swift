import Foundation

/// An object that has a trait collection and hears about its changes, like UIKit's `UITraitEnvironment`
/// (adopted by views, view controllers and windows).
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits that currently apply to the object.
    var traitCollection: UITraitCollection { get }

    /// Called after the object's trait collection changed; `previousTraitCollection` is the old value.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
