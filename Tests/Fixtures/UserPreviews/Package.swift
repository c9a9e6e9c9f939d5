// swift-tools-version: 6.0
// A package of the kind CellScope's users write: it depends on the CellScope product, registers
// its own cells as a preview demo, and gets the whole viewer and command line for them.
import PackageDescription

let package = Package(
    name: "UserPreviews",
    dependencies: [.package(name: "CellScope", path: "../../..")],
    targets: [
        .executableTarget(
            name: "user-previews",
            dependencies: [
                .product(name: "CellScope", package: "CellScope"),
                .product(name: "CellKit", package: "CellScope"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
