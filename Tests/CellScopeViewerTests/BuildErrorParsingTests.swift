@testable import CellScope
import Foundation
import Testing

/// `cellscope watch` reads the errors of a failed `swift build` (`path:line:column: error: message`)
/// to show them in the viewer's banner.
@Suite struct BuildErrorParsingTests {
    static let output = """
        Building for debugging...
        [1/4] Compiling user_previews main.swift
        /home/me/Tasks/Sources/user-previews/main.swift:40:22: error: expected ',' separator
        38 |
        39 | let tasks = ["Water the plants", "!Pay the rent" "Call Alex"]
           |                                                  `- error: expected ',' separator
        /home/me/Tasks/Sources/user-previews/main.swift:12:9: warning: variable 'x' was never mutated
        /home/me/Tasks/Sources/user-previews/main.swift:40:22: error: expected ',' separator
        /home/me/Tasks/Sources/user-previews/Cells/Task Cell.swift:7:5: error: cannot find 'UILabl' in scope
        /home/me/Tasks/Sources/user-previews/Cells/Task Cell.swift:3:1: note: did you mean 'UILabel'?
        /opt/other:dir/Shared.swift:1:2: error: no such module 'Missing'
        error: fatalError
        """

    @Test func readsEachErrorOnceWithFileLineColumnAndMessage() {
        let errors = BuildDiagnostic.errors(in: Self.output, packageFolder: "/home/me/Tasks")
        #expect(errors == [
            BuildDiagnostic(file: "Sources/user-previews/main.swift", line: 40, column: 22, message: "expected ',' separator"),
            BuildDiagnostic(file: "Sources/user-previews/Cells/Task Cell.swift", line: 7, column: 5, message: "cannot find 'UILabl' in scope"),
            BuildDiagnostic(file: "/opt/other:dir/Shared.swift", line: 1, column: 2, message: "no such module 'Missing'"),
        ])
        #expect(errors[0].description == "Sources/user-previews/main.swift:40:22: expected ',' separator")
    }

    @Test func leavesOutWarningsNotesAndErrorsWithoutALocation() {
        let output = """
            /p/Sources/a.swift:1:1: warning: unused
            /p/Sources/a.swift:2:1: note: here
            error: link command failed with exit code 1
            ld: /p/Sources/a.swift:x:1: error: not a line number
            """
        #expect(BuildDiagnostic.errors(in: output, packageFolder: "/p").isEmpty)
    }

    @Test func keepsAbsolutePathsOutsideThePackageAndWorksWithoutAFolder() {
        let line = "/p/Sources/a.swift:3:4: error: boom"
        #expect(BuildDiagnostic.errors(in: line).first?.file == "/p/Sources/a.swift")
        #expect(BuildDiagnostic.errors(in: line, packageFolder: "/p/").first?.file == "Sources/a.swift")
        #expect(BuildDiagnostic.errors(in: line, packageFolder: "/q").first?.file == "/p/Sources/a.swift")
    }
}
