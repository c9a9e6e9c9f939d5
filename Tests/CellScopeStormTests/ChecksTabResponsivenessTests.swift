import Foundation
import Testing

/// The Checks tab with the settings demo's findings listed: restyling the window (dark appearance)
/// and listing the notes too, through real keys and clicks, leave it answering pings within
/// seconds, where a list of every row's widgets kept it busy for half a minute.
@Suite(.serialized) struct ChecksTabResponsivenessTests {
    @Test(.timeLimit(.minutes(8))) func aLongListOfFindingsKeepsTheWindowAnswering() throws {
        // The checks themselves take a minute or more in a debug build that shares two cores with
        // the rest of the suite: the settle waits for them.
        let outcome = try StormScript.replay("checks-tab-with-fifteen-hundred-findings",
                                             extra: ["--hang-timeout", "8", "--settle-timeout", "400"])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.failures.isEmpty)
        #expect(outcome.events == 5)
    }
}
