@testable import CellScope
import Foundation
import Testing

/// A burst of file events (an editor's save, "save all") becomes one rebuild once 150 ms pass
/// without another event; the reload is timed from the burst's last save.
@Suite struct SaveDebouncerTests {
    let start = Date(timeIntervalSinceReferenceDate: 1000)

    @Test func eventsCloserThanTheQuietPeriodMakeOneBurst() throws {
        var debouncer = SaveDebouncer()
        #expect(debouncer.deadline == nil)
        for offset in [0.0, 0.05, 0.12, 0.2] { debouncer.noteEvent(at: start + offset) }
        let early = debouncer.takeFinishedBurst(at: start + 0.3)
        #expect(early == nil, "only 100 ms since the last event")
        #expect(debouncer.deadline == start + 0.35)
        let taken = debouncer.takeFinishedBurst(at: start + 0.35)
        let burst = try #require(taken)
        #expect(burst == SaveDebouncer.Burst(firstSave: start, lastSave: start + 0.2, eventCount: 4))
        let again = debouncer.takeFinishedBurst(at: start + 10)
        #expect(again == nil, "a burst is taken once")
        #expect(debouncer.deadline == nil)
    }

    @Test func eventsFurtherApartThanTheQuietPeriodMakeSeparateBursts() throws {
        var debouncer = SaveDebouncer(quietPeriod: 0.15)
        debouncer.noteEvent(at: start)
        let firstTaken = debouncer.takeFinishedBurst(at: start + 0.16)
        debouncer.noteEvent(at: start + 0.4)
        let secondTaken = debouncer.takeFinishedBurst(at: start + 0.6)
        let first = try #require(firstTaken)
        let second = try #require(secondTaken)
        #expect(first.eventCount == 1 && first.lastSave == start)
        #expect(second.eventCount == 1 && second.firstSave == start + 0.4)
    }

    @Test func aLateEventDoesNotMoveTheLastSaveBackwards() throws {
        var debouncer = SaveDebouncer()
        debouncer.noteEvent(at: start + 0.1)
        debouncer.noteEvent(at: start)
        let taken = debouncer.takeFinishedBurst(at: start + 1)
        let burst = try #require(taken)
        #expect(burst.lastSave == start + 0.1)
    }
}
