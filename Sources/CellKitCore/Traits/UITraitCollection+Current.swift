import Foundation
import Synchronization

extension UITraitCollection {
    /// The process-wide default that `current` returns outside `performAsCurrent(_:)`.
    private static let storedCurrent = Mutex<UITraitCollection>(UITraitCollection.standardEnvironment)

    /// The collection installed by `performAsCurrent(_:)` for the running task or thread.
    @TaskLocal private static var scopedCurrent: UITraitCollection?

    /// The traits of the environment code is currently running for, like UIKit's `UITraitCollection.current`.
    /// Inside `performAsCurrent(_:)` it is that collection (per task / thread, so concurrent code does not
    /// interfere); otherwise it is the process-wide default, which starts as `standardEnvironment` and can be
    /// replaced by assigning to this property.
    public static var current: UITraitCollection {
        get { scopedCurrent ?? storedCurrent.withLock { $0 } }
        set { storedCurrent.withLock { $0 = newValue } }
    }

    /// The process-wide current collection, ignoring any `performAsCurrent` scope.
    package static var processDefault: UITraitCollection { storedCurrent.withLock { $0 } }

    /// Runs `actions` with this collection as `UITraitCollection.current`, like UIKit's `performAsCurrent(_:)`.
    /// The collection is layered on top of the outer current collection, so traits it leaves unspecified keep
    /// their outer values.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let outer = UITraitCollection.current
        // Layering a complete collection over one without custom traits gives the same traits: skip the merge.
        let merged = outer === self || (specifiesEverySystemTrait && outer.values.custom.isEmpty)
            ? self : UITraitCollection(traitsFrom: [outer, self])
        try UITraitCollection.$scopedCurrent.withValue(merged) {
            try actions()
        }
    }

    /// The traits of a default environment: Large text, light appearance, left-to-right, regular legibility,
    /// normal contrast, compact width / regular height (an iPhone in portrait), display scale 1 (one point is
    /// one GTK logical pixel), base level, no list environment.
    static let standardEnvironment = UITraitCollection(values: TraitValues(
        preferredContentSizeCategory: .large,
        userInterfaceStyle: .light,
        layoutDirection: .leftToRight,
        legibilityWeight: .regular,
        accessibilityContrast: .normal,
        horizontalSizeClass: .compact,
        verticalSizeClass: .regular,
        displayScale: 1,
        userInterfaceLevel: .base,
        listEnvironment: .unspecified
    ))

    /// `traits` layered over `current`, so unspecified traits take the current environment's values.
    package static func resolvedAgainstCurrent(_ traits: UITraitCollection?) -> UITraitCollection {
        guard let traits else { return current }
        let outer = current
        if outer === traits || (traits.specifiesEverySystemTrait && outer.values.custom.isEmpty) { return traits }
        return UITraitCollection(traitsFrom: [outer, traits])
    }
}
