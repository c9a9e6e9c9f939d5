import Foundation

/// What one side's child process reports for one scenario, printed as one JSON object on standard
/// output. The native program (C) prints the same keys.
struct ScenarioResult: Codable {
    /// "cellkit" or "native".
    var side: String
    /// The scenario's name, e.g. "selection".
    var scenario: String
    /// Per measured iteration: nanoseconds from the action to the after-paint of the frame that shows it.
    var wallNanoseconds: [Double]
    /// Per measured iteration: the main thread's CPU time over the same interval.
    var cpuNanoseconds: [Double]
    /// Resident memory (VmRSS) at the end, and before the list was created.
    var residentBytes: Double?
    var residentBeforeBytes: Double?
    /// The screenshot written at the end, if any.
    var screenshot: String?
    /// Scenario-specific figures (nanoseconds unless the name says otherwise).
    var extra: [String: Double] = [:]

    enum CodingKeys: String, CodingKey {
        case side, scenario, screenshot, extra
        case wallNanoseconds = "wall_ns"
        case cpuNanoseconds = "cpu_ns"
        case residentBytes = "rss_bytes"
        case residentBeforeBytes = "rss_before_bytes"
    }
}
