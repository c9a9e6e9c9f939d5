import Foundation

/// Where one reload's time went, phase by phase (waiting for the save to settle, the build's steps,
/// the new viewer's start and first frame), as `cellscope watch` prints it after each reload:
/// `reload timings: quiet 50 ms · compile 420 ms · link 310 ms · viewer 640 ms`.
struct ReloadTimings: Sendable {
    /// The phases in the order they ran, each with its length in seconds.
    private(set) var phases: [(name: String, seconds: TimeInterval)] = []

    /// Creates an empty record.
    init() {}

    /// Adds a phase.
    mutating func add(_ name: String, seconds: TimeInterval) {
        phases.append((name, seconds))
    }

    /// Adds a phase that ran from `start` until now.
    mutating func add(_ name: String, since start: Date) {
        add(name, seconds: Date().timeIntervalSince(start))
    }

    /// Adds every phase of `other`, after this one's.
    mutating func append(_ other: ReloadTimings) {
        phases += other.phases
    }

    /// `quiet 50 ms · compile 420 ms · …`.
    var description: String {
        phases.map { "\($0.name) \(Int(($0.seconds * 1000).rounded())) ms" }.joined(separator: " · ")
    }
}
