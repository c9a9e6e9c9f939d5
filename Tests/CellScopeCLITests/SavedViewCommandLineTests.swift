import Foundation
import RenderingTestSupport
import Testing

extension CommandLineTests {
    /// `cellscope view --open FILE` refuses a file that is not a view it can open with exit status 2
    /// and a reason that names the file and the key, before any window opens.
    @Suite struct SavedViewCommandLine {
        static let good = """
            {"appearance":"light","boldText":false,"demo":"sidebar","direction":"ltr","format":"cellscope view 1",\
            "highContrast":false,"item":"documents","matrixColumns":"sizes","scrollX":0,"scrollY":0,"size":"L",\
            "tab":"inspector","width":375}
            """

        @Test(arguments: [
            (good.replacingOccurrences(of: "cellscope view 1", with: "cellscope view 9"), "key 'format': unknown format cellscope view 9"),
            (good.replacingOccurrences(of: "\"tab\"", with: "\"legend\":true,\"tab\""), "unknown key 'legend'"),
            (good.replacingOccurrences(of: "\"documents\"", with: "\"nope\""), "key 'item': unknown value 'nope'"),
            ("not json", "it is not a JSON object"),
        ])
        func aBadViewFileExitsWithStatusTwoAndTheReason(text: String, reason: String) throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let file = folder.file("bad.view.json")
            try Data(text.utf8).write(to: file)
            let result = try CellScopeRun.run(["view", "--open", file.path], environment: CellScopeRun.noDisplay)
            #expect(result.status == 2, "\(result.standardError)")
            #expect(result.standardError.contains("error: '\(file.path)' is not a view this viewer can open: \(reason)"), "\(result.standardError)")
        }

        @Test func openTakesNoOtherViewOptions() throws {
            let result = try CellScopeRun.run(["view", "--open", "x.view.json", "--bold-text"], environment: CellScopeRun.noDisplay)
            #expect(result.status == 2)
            #expect(result.standardError.contains("--open shows the saved view as the file describes it"), "\(result.standardError)")
        }

        @Test func aMissingViewFileExitsWithStatusTwo() throws {
            let result = try CellScopeRun.run(["view", "--open", "/nonexistent/x.view.json"], environment: CellScopeRun.noDisplay)
            #expect(result.status == 2)
            #expect(result.standardError.contains("cannot read the view file '/nonexistent/x.view.json'"), "\(result.standardError)")
        }
    }
}
