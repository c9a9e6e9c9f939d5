import RenderingTestSupport
import Testing

/// Without a display, GTK's start fails once with a message that says what to do.
@Suite struct NoDisplayTests {
    private let noDisplay: [String: String?] = ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "GDK_BACKEND": "x11"]

    @Test func startingGtkWithoutADisplayExplainsHowToGetOne() throws {
        let result = try Probe.run(["start"], environment: noDisplay)
        #expect(result.status == 3)
        #expect(result.standardError.contains("needs a display"))
        #expect(result.standardError.contains("DISPLAY"))
        #expect(result.standardError.contains("xvfb-run"))
    }

    @Test func creatingAViewWithoutADisplayExitsWithOneClearMessage() throws {
        let result = try Probe.run(["view"], environment: noDisplay)
        #expect(result.status == 1)
        let errorLines = result.standardError.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errorLines.count == 1)
        #expect(result.standardError.contains("xvfb-run"))
        #expect(!result.standardOutput.contains("created"))
    }
}
