import Foundation

/// Gathers a burst of file-system events into one rebuild: editors write a file in several steps
/// (a temporary file, a rename, a change of attributes) and "save all" touches many files, so the
/// watcher rebuilds only once no event has come for `quietPeriod` (150 ms by default).
package struct SaveDebouncer: Sendable {
    /// One finished burst of saves.
    package struct Burst: Equatable, Sendable {
        /// When its first event came.
        package var firstSave: Date
        /// When its last event came: the save the rebuild answers, from which the reload is timed.
        package var lastSave: Date
        /// How many events it gathered.
        package var eventCount: Int
        /// The files the events named (relative to the watched folder), when they named any.
        package var paths: Set<String> = []
    }

    /// How long no event must come before the burst is over.
    package let quietPeriod: TimeInterval
    private var pending: Burst?

    /// Creates a debouncer that waits `quietPeriod` seconds of quiet.
    package init(quietPeriod: TimeInterval = 0.15) {
        self.quietPeriod = quietPeriod
    }

    /// Records an event that came at `date`, about the file at `path` when it names one.
    package mutating func noteEvent(at date: Date, path: String? = nil) {
        var burst = pending ?? Burst(firstSave: date, lastSave: date, eventCount: 0)
        burst.lastSave = max(burst.lastSave, date)
        burst.eventCount += 1
        if let path { burst.paths.insert(path) }
        pending = burst
    }

    /// When the pending burst will be over if nothing else comes (nil: nothing is pending).
    package var deadline: Date? { pending.map { $0.lastSave.addingTimeInterval(quietPeriod) } }

    /// The pending burst once it is over at `now` (and forgets it), else nil.
    package mutating func takeFinishedBurst(at now: Date) -> Burst? {
        guard let burst = pending, let deadline, now >= deadline else { return nil }
        pending = nil
        return burst
    }
}
