import Foundation

extension UITraitCollection {
    /// Runs `body` with this collection as `UITraitCollection.current` and returns its result, the
    /// way UIKit resolves fonts and colors while it updates or lays out a view.
    func resolving<Result>(_ body: () -> Result) -> Result {
        var result: Result?
        performAsCurrent { result = body() }
        return result!
    }
}
