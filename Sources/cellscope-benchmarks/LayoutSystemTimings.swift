import CellKit
import Foundation

/// A layout system taken from a view (``LayoutSystemSnapshot``) to time in CellKit's solver and in kiwisolver
/// on equal terms: the host's width becomes an edit variable (priority 999) whose suggested value alternates,
/// and one constraint's constant alternates between two values.
struct TimedLayoutSystem {
    var name: String
    var variableCount: Int
    var constraints: [LinearConstraint]
    var editVariable: Int
    var editValues: (Double, Double)
    /// The constraint (an index into `constraints`) whose solver-expression constant alternates.
    var changedConstraint: Int
    var changedConstants: (Double, Double)
    var scratchIterations: Int
    var resolveIterations: Int

    init(name: String, snapshot: LayoutSystemSnapshot, editValues: (Double, Double), changed: NSLayoutConstraint,
         changedConstants: (Double, Double), scratchIterations: Int, resolveIterations: Int) {
        self.name = name
        variableCount = snapshot.variableCount
        var constraints = snapshot.constraints
        var changedIndex = snapshot.indexOfConstraint[ObjectIdentifier(changed)] ?? 0
        if let hostWidth = snapshot.hostWidthConstraint {
            constraints.remove(at: hostWidth)
            if changedIndex > hostWidth { changedIndex -= 1 }
        }
        self.constraints = constraints
        editVariable = snapshot.hostWidth
        self.editValues = editValues
        changedConstraint = changedIndex
        self.changedConstants = changedConstants
        self.scratchIterations = scratchIterations
        self.resolveIterations = resolveIterations
    }

    /// kiwisolver has one weighted objective; UIKit priorities become weights a thousandfold apart per band
    /// (above 500, above 100, the rest), scaled by the priority so that distinct priorities stay distinct.
    static func kiwiStrength(_ strength: LayoutStrength) -> String {
        guard !strength.isRequired else { return "\"required\"" }
        let p = strength.tier
        return "\(p > 500 ? p * 1_000_000 : p > 100 ? p * 1_000 : max(p, 0.001))"
    }

    /// The system as JSON for kiwi_benchmarks.py.
    var json: String {
        let relations: [LayoutRelation: String] = [.equal: "==", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">="]
        let constraintsText = constraints.map { constraint in
            let terms = constraint.expression.terms.map { "[\($0.variable.id),\($0.coefficient)]" }.joined(separator: ",")
            return "{\"terms\":[\(terms)],\"constant\":\(constraint.expression.constant),\"relation\":\"\(relations[constraint.relation]!)\","
                + "\"strength\":\(Self.kiwiStrength(constraint.strength))}"
        }.joined(separator: ",")
        return """
            {"name":"\(name)","variables":\(variableCount),"constraints":[\(constraintsText)],\
            "edit":{"var":\(editVariable),"strength":\(Self.kiwiStrength(LayoutStrength(layoutPriority: 999))),\
            "values":[\(editValues.0),\(editValues.1)]},\
            "constantChange":{"constraint":\(changedConstraint),"values":[\(changedConstants.0),\(changedConstants.1)]},\
            "scratchIterations":\(scratchIterations),"resolveIterations":\(resolveIterations)}
            """
    }
}

/// The same three figures as kiwi_benchmarks.py measures, for CellKit's solver: from scratch (a new solver,
/// every constraint, the edit variable and a first suggestion, every value read), a re-solve (one
/// suggestion, every value read) and a constant change (`setConstant`, every value read).
struct SolverTimings {
    var fromScratch: Timing
    var resolve: Timing
    var constantChange: Timing
    var values: [Double]

    init(_ system: TimedLayoutSystem) {
        var sink = 0.0
        func solveFromScratch() -> (LayoutSolver, [LayoutVariable], [LayoutConstraintID?]) {
            let solver = LayoutSolver()
            let variables = (0..<system.variableCount).map { _ in solver.makeVariable() }
            let ids = system.constraints.map { try? solver.add($0) }
            let edited = variables[system.editVariable]
            try? solver.addEditVariable(edited, strength: LayoutStrength(layoutPriority: 999))
            try? solver.suggestValue(system.editValues.0, for: edited)
            return (solver, variables, ids)
        }
        fromScratch = Timing(iterations: system.scratchIterations) { _ in
            let (solver, variables, _) = solveFromScratch()
            for variable in variables { sink += solver.value(of: variable) }
        }
        let (solver, variables, ids) = solveFromScratch()
        values = variables.map(solver.value(of:))
        let edited = variables[system.editVariable]
        resolve = Timing(iterations: system.resolveIterations) { index in
            try? solver.suggestValue(index % 2 == 0 ? system.editValues.1 : system.editValues.0, for: edited)
            for variable in variables { sink += solver.value(of: variable) }
        }
        let changed = ids[system.changedConstraint]
        constantChange = Timing(iterations: system.resolveIterations) { index in
            if let changed { try? solver.setConstant(index % 2 == 0 ? system.changedConstants.1 : system.changedConstants.0, of: changed) }
            for variable in variables { sink += solver.value(of: variable) }
        }
        if sink.isNaN { print("") }
    }
}

/// A figure measured as 9 samples of `iterations` calls (3 when a sample takes over a second), after a
/// warm-up: the best and the median sample in nanoseconds per call. The machine is shared, so the tables
/// report the best sample, for both solvers.
struct Timing {
    var best: Double
    var median: Double

    init(best: Double, median: Double) {
        self.best = best
        self.median = median
    }

    init(iterations: Int, _ body: (Int) -> Void) {
        for index in 0..<max(1, iterations / 10) { body(index) }
        var samples: [Double] = []
        var counter = 0
        while samples.count < (samples.first.map { $0 * Double(iterations) > 1e9 } == true ? 3 : 9) {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<iterations {
                body(counter)
                counter += 1
            }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations))
        }
        samples.sort()
        best = samples[0]
        median = samples[samples.count / 2]
    }
}

/// kiwisolver's figures for the same systems, from kiwi_benchmarks.py (next to this file) in one Python process.
enum KiwiTimings {
    struct Figures {
        var fromScratch: Timing
        var resolve: Timing
        var constantChange: Timing
        var values: [Double]
    }

    /// An interpreter that can `import kiwisolver`: `$KIWISOLVER_PYTHON`, `/usr/bin/python3`, then each `python3`
    /// on `PATH`; nil when none can.
    static func interpreter() -> String? {
        let environment = ProcessInfo.processInfo.environment
        var candidates = [environment["KIWISOLVER_PYTHON"], "/usr/bin/python3"].compactMap { $0 }
        candidates += (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/python3" }
        return candidates.first { candidate in
            FileManager.default.isExecutableFile(atPath: candidate) && (try? run(candidate, ["-c", "import kiwisolver"])) == 0
        }
    }

    static func measure(_ systems: [TimedLayoutSystem], python: String) throws -> [String: Figures] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("kiwi_benchmarks.py").path
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cellscope-kiwi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("systems.json"), output = directory.appendingPathComponent("results.json")
        try Data(("[" + systems.map(\.json).joined(separator: ",") + "]").utf8).write(to: input)
        let status = try run(python, [script, input.path, output.path])
        guard status == 0 else {
            throw NSError(domain: "cellscope-benchmarks", code: 1, userInfo: [NSLocalizedDescriptionKey: "kiwi_benchmarks.py exited with status \(status)"])
        }
        let decoded = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: [String: Any]] ?? [:]
        func timing(_ value: Any?) -> Timing? {
            guard let object = value as? [String: Double], let best = object["best"], let median = object["median"] else { return nil }
            return Timing(best: best, median: median)
        }
        return decoded.compactMapValues { object in
            guard let scratch = timing(object["fromScratch"]), let resolve = timing(object["resolve"]),
                  let change = timing(object["constantChange"]), let values = object["values"] as? [Double] else { return nil }
            return Figures(fromScratch: scratch, resolve: resolve, constantChange: change, values: values)
        }
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        try ChildProcess.run(executable, arguments).status
    }
}
