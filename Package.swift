// swift-tools-version: 6.0
//
// CellScope: UIKit's modern cell configuration system (CellKit) and a GTK 4 viewer for it (CellScope).
// Layers import only downward: CGtk → CGtkShim → GtkSupport → CellKitGTK → CellKit → CellScope → CellScopeDemos → cellscope;
// CellKitCore (GTK-free) sits under both CellKitGTK and CellKit;
// ProcessSupport (child processes) sits at the bottom beside them.
// The benchmarks sit beside them: CBenchmarkSupport (C) serves both cellscope-benchmarks and cellscope-native-list.

import PackageDescription

let package = Package(
    name: "CellScope",
    products: [
        .library(name: "CellKit", targets: ["CellKit"]),
        .library(name: "CellScope", targets: ["CellScope"]),
        .executable(name: "cellscope", targets: ["CellScopeMain"]),
    ],
    targets: [
        // GTK 4 headers and libraries, found through pkg-config.
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // Only what Swift cannot express: the host widget and zoom bin subclasses, variadic calls, type macros.
        .target(
            name: "CGtkShim",
            dependencies: ["CGtk"],
            linkerSettings: [.linkedLibrary("dispatch"), .linkedLibrary("X11")]
        ),
        // A PNG written a band of rows at a time (zlib), for images too large to hold whole.
        .target(name: "CPNGStream", linkerSettings: [.linkedLibrary("z")]),
        // Child processes: started with arguments, environment and folder, output collected or streamed, waited for.
        .target(name: "ProcessSupport"),
        // GObject ownership, typed signals, the main loop bridge, PNG snapshots.
        .target(name: "GtkSupport", dependencies: ["CGtk", "CGtkShim"]),
        // The GTK-free half of CellKit: values, states, configurations, layout arithmetic, diffable
        // snapshots, the interaction reducer. No GTK target may appear in its dependencies.
        .target(name: "CellKitCore"),
        // CellKit's GTK 4 backend: the views' seams (CellKitCore's Backend protocols) implemented with GTK.
        // It sees views only through those protocols and never depends on CellKit.
        .target(name: "CellKitGTK", dependencies: ["CellKitCore", "GtkSupport", "CGtk", "CGtkShim"]),
        // The UIKit-compatible API: views, cells and lists; re-exports CellKitCore and names CellKitGTK as
        // its toolkit. No C module in its dependencies.
        .target(name: "CellKit", dependencies: ["CellKitCore", "CellKitGTK", "GtkSupport"]),
        // The viewer as a library: preview registry, window, command line.
        .target(name: "CellScope", dependencies: ["CellKit", "CellKitGTK", "GtkSupport", "CGtk", "CGtkShim", "CPNGStream", "ProcessSupport"]),
        // Built-in demos, written only against CellKit's public API.
        .target(name: "CellScopeDemos", dependencies: ["CellKit", "CellScope"]),
        .executableTarget(name: "CellScopeMain", dependencies: ["CellScope", "CellScopeDemos"]),
        // What both sides of the benchmarks measure with: clocks, a frame meter on the frame clock's after-paint,
        // real pointer input through XTest, screenshots read back from the X server.
        .target(
            name: "CBenchmarkSupport",
            dependencies: ["CGtk"],
            linkerSettings: [.linkedLibrary("X11"), .linkedLibrary("Xtst"), .linkedLibrary("m")]
        ),
        // The benchmarks' native baseline: the same list written in plain C against GTK 4.8 (GtkListView).
        .executableTarget(name: "cellscope-native-list", dependencies: ["CGtk", "CBenchmarkSupport"]),
        // Release-build benchmarks: CellKit against the native list, like for like (see README).
        .executableTarget(name: "cellscope-benchmarks", dependencies: ["CellKit", "CellKitGTK", "GtkSupport", "CGtk", "CBenchmarkSupport", "ProcessSupport"],
                          exclude: ["kiwi_benchmarks.py"]),

        // Test-only: golden image comparison shared by the rendering tests.
        .target(name: "RenderingTestSupport", dependencies: ["GtkSupport", "ProcessSupport"], path: "Tests/RenderingTestSupport"),
        // Test-only: real X input (XTest) and screen reads for the real-input tests; libxtst-dev.
        .target(
            name: "CRealInput",
            dependencies: ["CGtk"],
            path: "Tests/RealInputSupport/CRealInput",
            linkerSettings: [.linkedLibrary("Xtst"), .linkedLibrary("X11")]
        ),
        .target(name: "RealInput", dependencies: ["CRealInput", "GtkSupport", "CGtk"], path: "Tests/RealInputSupport/RealInput"),
        // Test-only: a process that checks behaviour which needs a fresh process (no display, main loop bridge).
        .executableTarget(name: "gtk-probe", dependencies: ["GtkSupport", "CellKit", "CellKitGTK"], path: "Tests/Probes/gtk-probe"),
        // Tests/Fixtures holds a separate package (a user's previews) that a test builds; it is no target here.

        .testTarget(name: "GtkSupportTests", dependencies: ["GtkSupport", "RenderingTestSupport", "gtk-probe", "CGtk"]),
        .testTarget(name: "CellKitModelTests", dependencies: ["CellKitCore"], exclude: ["Fixtures"]),
        // The layout solver's tests, with differential tests against kiwisolver (Python scripts in Oracle/).
        .testTarget(name: "CellKitSolverTests", dependencies: ["CellKitCore", "ProcessSupport"], exclude: ["Oracle"]),
        .testTarget(
            name: "CellKitViewTests",
            dependencies: ["CellKit", "CellKitGTK", "RenderingTestSupport", "GtkSupport"],
            exclude: ["Goldens"],
            // Interface Builder documents the nib-loading tests load with Bundle.module.
            resources: [.copy("Nibs/ContactCell.xib"), .copy("Nibs/SettingTableCell.xib"), .copy("Nibs/Banner.xib")]
        ),
        // Measured facts about real iOS renderings (positions, sizes, colors in points), one test per case.
        .testTarget(name: "CellKitFidelityTests", dependencies: ["CellKit", "RenderingTestSupport", "GtkSupport"], exclude: ["Goldens"]),
        .testTarget(
            name: "CellScopeDemosTests",
            dependencies: ["CellScopeDemos", "CellScope", "CellKit", "CellKitGTK", "RenderingTestSupport", "GtkSupport"],
            exclude: ["Goldens"]
        ),
        // Lint's rules on a demo with known problems and on a clean one, its contrast arithmetic and its config file.
        .testTarget(name: "CellScopeLintTests", dependencies: ["CellScope", "CellKit", "GtkSupport"]),
        .testTarget(name: "CellScopeCLITests", dependencies: ["RenderingTestSupport", "GtkSupport", "CRealInput", "CellScopeMain", "CellScope", "CellScopeDemos", "ProcessSupport"]),
        // Real-input storms and replays (Tests/Storm, Python 3 with XTest) against the built viewer.
        .testTarget(name: "CellScopeStormTests", dependencies: ["RenderingTestSupport", "CellScopeMain"]),
        .testTarget(
            name: "CellScopeViewerTests",
            dependencies: ["CellScope", "CellScopeDemos", "CellKit", "CellKitGTK", "RenderingTestSupport", "GtkSupport", "CGtk", "CGtkShim"],
            exclude: ["Goldens"]
        ),
        // Interaction through the real X pointer and keyboard: `xvfb-run -a swift test --filter RealInput`.
        .testTarget(
            name: "RealInputTests",
            dependencies: ["RealInput", "CellScope", "CellScopeDemos", "CellKit", "CellKitGTK", "RenderingTestSupport", "GtkSupport", "CGtk"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
