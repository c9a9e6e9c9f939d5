/// The median of several runs and their spread.
struct Measurement: Codable {
    /// One value per run (each run's own median over its iterations, or its single value).
    var runs: [Double]

    var median: Double { Self.median(of: runs) }
    var minimum: Double { runs.min() ?? .nan }
    var maximum: Double { runs.max() ?? .nan }

    /// The median of `values` (the mean of the middle two for an even count).
    static func median(of values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
