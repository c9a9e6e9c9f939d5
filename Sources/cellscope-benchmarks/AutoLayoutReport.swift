import Foundation

extension AutoLayoutBenchmark {
    /// Runs everything, prints two tables (views; solvers) and returns the figures for the JSON file.
    func runAndReport() throws -> [String: Any] {
        let views = measureViews()
        func µs(_ nanoseconds: Double) -> String { String(format: "%10.2f µs", nanoseconds / 1_000) }
        func ms(_ nanoseconds: Double) -> String { String(format: "%10.2f ms", nanoseconds / 1_000_000) }
        var rows: [(String, String)] = [
            ("profile cell from scratch: constraints", µs(views.constraintCellFromScratch)),
            ("profile cell from scratch: frames", µs(views.frameCellFromScratch)),
            ("profile cell after a constant change: constraints", µs(views.constraintCellConstantChange)),
            ("profile cell after a constant change: frames", µs(views.frameCellConstantChange)),
            ("profile cell fitting (target < 100 µs): constraints", µs(views.constraintCellFitting)),
            ("profile cell fitting at a new width: constraints", µs(views.constraintCellFittingNewWidth)),
            ("profile cell fitting: frames", µs(views.frameCellFitting)),
            ("chain of 1,000 views from scratch", ms(views.chainFromScratch)),
            ("chain of 1,000 views after a constant change", ms(views.chainConstantChange)),
        ]
        for (count, nanoseconds) in views.independentFromScratch {
            rows.append(("\(count) independent views from scratch (per view)", µs(nanoseconds / Double(count))))
        }
        let width = rows.map(\.0.count).max() ?? 0
        print("Auto Layout, views (best of 9 samples; from scratch includes making the views)")
        for (name, number) in rows { print(name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + number) }

        let systems = systems()
        var kiwi: [String: KiwiTimings.Figures] = [:]
        if let python = KiwiTimings.interpreter() {
            kiwi = try KiwiTimings.measure(systems, python: python)
        } else {
            print("no Python interpreter can import kiwisolver (apt-get install python3-kiwisolver): CellKit's solver only")
        }
        print("Auto Layout, the same systems in the solvers (ratio = CellKit / kiwisolver; constant change: setConstant here, "
              + "remove + add in kiwisolver)")
        print("system".padding(toLength: 26, withPad: " ", startingAt: 0)
              + "constraints  from scratch    kiwisolver  ratio      re-solve    kiwisolver  ratio  const change    kiwisolver  ratio  max |Δvalue|")
        var systemRows: [[String: Any]] = []
        for system in systems {
            let mine = SolverTimings(system)
            let theirs = kiwi[system.name]
            var line = system.name.padding(toLength: 26, withPad: " ", startingAt: 0) + String(format: "%11d", system.constraints.count)
            var row: [String: Any] = ["system": system.name, "constraints": system.constraints.count, "variables": system.variableCount]
            for (key, timing, other) in [("fromScratch", mine.fromScratch, theirs?.fromScratch), ("resolve", mine.resolve, theirs?.resolve),
                                         ("constantChange", mine.constantChange, theirs?.constantChange)] {
                row[key] = ["bestNanoseconds": timing.best, "medianNanoseconds": timing.median]
                line += (timing.best >= 1_000_000 ? ms(timing.best) : µs(timing.best)).leftPadded(to: 14)
                guard let other else { continue }
                row["kiwi" + key.prefix(1).uppercased() + key.dropFirst()] = ["bestNanoseconds": other.best, "medianNanoseconds": other.median]
                row[key + "Ratio"] = timing.best / other.best
                line += (other.best >= 1_000_000 ? ms(other.best) : µs(other.best)).leftPadded(to: 14)
                line += String(format: " %6.2f", timing.best / other.best)
            }
            if let theirs {
                let difference = zip(mine.values, theirs.values).map { abs($0 - $1) }.max() ?? 0
                row["maxValueDifference"] = difference
                line += String(format: "  %.2g", difference)
            }
            print(line)
            systemRows.append(row)
        }
        return [
            "views": [
                "profileCellFromScratchNanoseconds": ["constraints": views.constraintCellFromScratch, "frames": views.frameCellFromScratch],
                "profileCellConstantChangeNanoseconds": ["constraints": views.constraintCellConstantChange, "frames": views.frameCellConstantChange],
                "profileCellFittingNanoseconds": ["constraints": views.constraintCellFitting, "frames": views.frameCellFitting,
                                                  "constraintsAtNewWidth": views.constraintCellFittingNewWidth],
                "chainOf1000FromScratchNanoseconds": views.chainFromScratch,
                "chainOf1000ConstantChangeNanoseconds": views.chainConstantChange,
                "independentViewsFromScratchNanoseconds": Dictionary(uniqueKeysWithValues: views.independentFromScratch.map { ("\($0.count)", $0.nanoseconds) }),
            ],
            "systems": systemRows,
        ]
    }
}

extension String {
    /// The string right-aligned in a column of `width` characters.
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
