import Foundation

/// A value that describes a cell's (or any view's) content and knows which view renders it, like UIKit's
/// `UIContentConfiguration`. Configurations are plain values, usable on any thread; only making the view
/// happens on the main actor.
public protocol UIContentConfiguration {
    /// Creates a new view that renders this configuration.
    @preconcurrency @MainActor func makeContentView() -> any UIView & UIContentView

    /// Returns a copy styled for `state` (highlighted, selected, traits, …); the receiver is not changed.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that renders a content configuration, like UIKit's `UIContentView`. Setting `configuration`
/// re-renders the view.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration the view renders.
    var configuration: any UIContentConfiguration { get set }

    /// Whether the view can render `configuration` (if not, a cell replaces the view with a new one from
    /// `configuration.makeContentView()`).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// By default a content view supports configurations of the same type as its current one.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
    }
}
