// swift-tools-version:5.10
// Screens written by `cellscope export-swift`, built as an app's package builds them: Swift 5 language
// mode, the exported files unchanged but for `import UIKit`, which becomes `import CellKit`.
// `.ci/check-export-swift` exports the three example prototypes and Prototypes/features.json (what the
// examples leave out) into Sources/SwiftExportClient/Exported, builds this package against the checkout
// (as the `cellscope` package next to this folder's copy), and renders each exported screen with the
// command line this executable gets from CellScope, to compare it pixel for pixel with `cellscope
// render` of the prototype file.
import PackageDescription

let package = Package(
    name: "SwiftExportClient",
    dependencies: [.package(path: "../cellscope")],
    targets: [
        .executableTarget(
            name: "SwiftExportClient",
            dependencies: [
                .product(name: "CellKit", package: "cellscope"),
                .product(name: "CellScope", package: "cellscope"),
            ]
        ),
    ]
)
