// swift-tools-version:5.10
// An app's list code written the way iOS code is written, in Swift 5 language mode, with only
// `import CellKit`. `.ci/build-swift5-client` builds it against the checkout (as the `cellscope`
// package next to this folder's copy) and runs it: RecipesApp checks its screens' frames against UIKit's
// and exits non-zero on any mismatch; TrailLogApp is a whole app (`@main` app delegate, scene delegate)
// whose first screen is rendered to a PNG and compared with its golden; ShelfApp is an app written with
// `import UIKit`, `@UIApplicationMain`, `#selector` and `@objc` (Tests/Fixtures/UnportedShelfApp), which the script turns
// into Ported/ShelfApp with `cellscope port` before it builds (so this package builds only through it).
// BadgeGridApp, SearchableListApp and AlertApp are whole apps too, each proving one more piece of UIKit
// an app's first screen leans on: item badges and section backgrounds, a search controller, an alert.
import PackageDescription

let package = Package(
    name: "Swift5Client",
    dependencies: [.package(path: "../cellscope")],
    targets: [
        .executableTarget(
            name: "RecipesApp",
            dependencies: [.product(name: "CellKit", package: "cellscope")],
            resources: [.process("Assets.xcassets")]
        ),
        // A whole app: an app delegate marked `@main`, a scene delegate and a list screen.
        .executableTarget(
            name: "TrailLogApp",
            dependencies: [.product(name: "CellKit", package: "cellscope")]
        ),
        // Target–action the Objective-C way and a banner from a nib (outlets, an action), ported by `cellscope port`.
        .executableTarget(
            name: "ShelfApp",
            dependencies: [.product(name: "CellKit", package: "cellscope")],
            path: "Ported/ShelfApp",
            resources: [.copy("ShelfBanner.xib")]
        ),
        // A compositional grid whose items carry badges and whose sections sit on background decorations.
        .executableTarget(
            name: "BadgeGridApp",
            dependencies: [.product(name: "CellKit", package: "cellscope")]
        ),
        // A list filtered by a search controller in the navigation item.
        .executableTarget(
            name: "SearchableListApp",
            dependencies: [.product(name: "CellKit", package: "cellscope")]
        ),
        // A settings screen that asks for confirmation with an alert as soon as it appears.
        .executableTarget(
            name: "AlertApp",
            dependencies: [.product(name: "CellKit", package: "cellscope")]
        ),
    ]
)
