import RenderingTestSupport
import Testing

/// Swift concurrency's main actor runs inside the GLib main loop once GTK is started.
@Suite struct MainActorBridgeTests {
    @Test func taskDispatchAndHopsRunInsideTheGLibLoop() throws {
        let result = try Probe.run(["main-actor"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "detached-hop,dispatch,task")
    }
}
