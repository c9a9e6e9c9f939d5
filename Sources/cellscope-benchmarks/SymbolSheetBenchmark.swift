import CellKit
import Foundation

/// The cost of symbol glyphs: reading the installed icon themes' index, and drawing every name of the
/// symbol table (composed glyphs are built on first use, then cached) in image views at the list cell size.
@MainActor
struct SymbolSheetBenchmark {
    struct Result {
        /// Names drawn.
        var names: Int
        /// Building the icon theme index once.
        var indexBuild: Double
        /// The first snapshot of a sheet with every name (glyphs built).
        var firstSheet: Double
        /// A later snapshot of the same sheet (glyphs cached).
        var cachedSheet: Double
    }

    func run() -> Result {
        let indexBuild = BenchmarkClock.once { _ = IconThemeIndex(dataDirectories: IconThemeIndex.installedDataDirectories) }
        let names = SymbolTable.shared.entries.map(\.name)
        let sheet = Self.sheet(names)
        let firstSheet = BenchmarkClock.once { _ = try? ViewSnapshot.image(of: sheet) }
        let cachedSheet = BenchmarkClock.medianNanoseconds(samples: 5, iterations: 3, warmup: 1) { _ in
            _ = try? ViewSnapshot.image(of: sheet)
        }
        return Result(names: names.count, indexBuild: indexBuild, firstSheet: firstSheet, cachedSheet: cachedSheet)
    }

    /// Every name in a 20-column grid of 17-point image views.
    static func sheet(_ names: [String]) -> UIView {
        let columns = 20, side: CGFloat = 24
        let rows = (names.count + columns - 1) / columns
        let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(columns) * side, height: CGFloat(rows) * side))
        root.backgroundColor = .systemBackground
        for (index, name) in names.enumerated() {
            let view = UIImageView(image: UIImage(systemName: name))
            view.frame = CGRect(x: CGFloat(index % columns) * side + 3, y: CGFloat(index / columns) * side + 3, width: 17, height: 17)
            root.addSubview(view)
        }
        return root
    }
}
