import Foundation

extension UIListContentConfiguration: UIContentConfiguration {
    /// Creates a `UIListContentView` that renders this configuration.
    @preconcurrency @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }
}
