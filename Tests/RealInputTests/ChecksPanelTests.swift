import CGtk
@testable import CellKit
import CellKitGTK
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// The Checks tab lists what lint finds in the shown demo, and a click on a finding loads its
    /// permutation into the inspector with the element outlined in the canvas.
    @Suite @MainActor struct ChecksPanel {
        /// `systemRed`, the outline's color.
        static let outlineRed = ScreenColor(hex: 0xFF3B30)

        /// One row whose 15-point text is a light gray on white (2.6:1) in light mode with normal
        /// contrast only; dark mode and Increase Contrast give it strong colors.
        static let faintDemo = faint(id: "faint")

        /// A demo of the faint row, under `id`.
        static func faint(id: String) -> PreviewDemo {
            PreviewDemo(id: id, title: "Faint", summary: "One faint row.",
                        items: [PreviewItem(id: "faint-text", title: "Faint text")], makeList: faintList)
        }

        @MainActor static func faintList(_ context: PreviewContext) -> UICollectionView {
            let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: context.width, height: 400),
                                        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
            let faint = UIColor { traits in
                if traits.userInterfaceStyle == .dark { return .white }
                return traits.accessibilityContrast == .high ? .black : UIColor(white: 0xA0 / 255, alpha: 1)
            }
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                var content = cell.defaultContentConfiguration()
                content.text = title
                content.textProperties.font = .systemFont(ofSize: 15)
                content.textProperties.color = faint
                cell.contentConfiguration = content
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { list, indexPath, title in
                list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Faint text"])
            dataSource.apply(snapshot)
            DemoRetainer.keep(dataSource, with: list)
            return list
        }

        /// The notes toggle, clicked for real after the checks finished, lists the report again with
        /// its notes (the disabled states), and again without them. (A list box of rows was once
        /// emptied with the function for boxes, which looped for ever.)
        @Test func theNotesToggleListsTheReportAgainWithAndWithoutNotes() throws {
            let session = try ViewerUnderRealInput("faint", catalog: PreviewCatalog([Self.faintDemo]))
            defer { session.close() }
            let viewer = session.viewer
            try session.input.key(GDK_KEY_4, modifiers: [.control])
            #expect(session.input.waitUntil(timeout: 240) { viewer.checks.report != nil }, "the checks finished")
            let panel = viewer.checks.panel
            let withoutNotes = panel.findings
            #expect(!withoutNotes.isEmpty && withoutNotes.allSatisfy { $0.severity != .info })

            try session.input.click(panel.notesToggle)
            let withNotes = panel.findings
            #expect(withNotes.count > withoutNotes.count, "\(withNotes.count) findings with notes")
            #expect(withNotes.contains { $0.severity == .info && $0.states.contains("disabled") })
            #expect(panel.rowCount == withNotes.count + 1, "one heading for the one item, then a row per finding")

            try session.input.click(panel.notesToggle)
            #expect(panel.findings == withoutNotes)
            #expect(panel.rowCount == withoutNotes.count + 1)
        }

        /// Alt+Down, pressed for real once a demo's findings are listed, starts the next demo's checks
        /// with an empty list: no row of the other demo stays under the new summary.
        @Test func theNextDemoStartsItsChecksWithAnEmptyList() throws {
            let session = try ViewerUnderRealInput("faint", catalog: PreviewCatalog([Self.faintDemo, Self.faint(id: "faint-too")]))
            defer { session.close() }
            let viewer = session.viewer
            try session.input.key(GDK_KEY_4, modifiers: [.control])
            #expect(session.input.waitUntil(timeout: 240) { viewer.checks.report != nil }, "the checks finished")
            let panel = viewer.checks.panel
            #expect(panel.rowCount > 1 && panel.findings.allSatisfy { $0.demo == "faint" })

            try session.input.key(GDK_KEY_Down, modifiers: [.alt])
            #expect(viewer.demo.id == "faint-too")
            #expect(viewer.checks.isChecking, "the second demo's checks take seconds")
            #expect(panel.rowCount == 0, "the first demo's rows are gone while the second is checked")
            #expect(session.input.waitUntil(timeout: 240) { viewer.checks.report != nil }, "the second demo's checks finished")
            #expect(panel.rowCount > 1 && panel.findings.allSatisfy { $0.demo == "faint-too" })
        }

        @Test func aClickOnAFindingLoadsItsPermutationAndOutlinesTheElement() throws {
            let session = try ViewerUnderRealInput("faint", catalog: PreviewCatalog([Self.faintDemo]))
            defer { session.close() }
            let viewer = session.viewer
            // Dark and Increase Contrast first: the finding must bring back light and normal contrast.
            viewer.perform("toggle-dark")
            viewer.perform("toggle-contrast")
            let checksButton = try #require(WidgetSearch.button("Checks", in: session.window))
            try session.input.click(checksButton)
            #expect(viewer.currentTab == .checks)
            #expect(session.input.waitUntil(timeout: 240) { viewer.checks.report != nil }, "the checks finished")
            // The faint text in each state combination the matrix shows by default, but for the
            // disabled ones (exempt, so notes, which the panel hides until asked).
            let findings = viewer.checks.panel.findings
            #expect(findings.map(\.states) == [[], ["highlighted"], ["selected"], ["highlighted", "selected"]],
                    "\(findings.map(\.message))")
            for finding in findings {
                #expect(finding.rule == .contrast && finding.element == "text" && finding.severity == .error)
                #expect(finding.appearance == "light" && finding.contrast == "normal")
                #expect(finding.size == "XS", "reported at the first size it appears at")
            }

            let row = try #require(viewer.checks.panel.rowWidget(at: 1), "the finding's row, under its item")
            try session.input.click(row)
            #expect(viewer.currentTab == .inspector, "the finding opened the inspector")
            #expect(viewer.context.userInterfaceStyle == .light && !viewer.context.isHighContrast)
            #expect(viewer.context.contentSizeCategory == .extraSmall)
            #expect(viewer.pinned == ForcedStates(), "the first finding is the normal state's")

            try session.input.settle()
            let canvas = try ScreenPixels.image(of: GtkEmbedding.widget(for: try #require(viewer.canvas.root)))
            ScreenArtifacts.save(canvas, named: "checks-finding-outlined")
            #expect(canvas.count(of: Self.outlineRed, tolerance: 8) > 200, "the text is outlined in red on screen")
        }
    }
}

extension RealInputTests {
    /// While the checks run, the Checks tab counts the findings so far and the status line says how
    /// far they are, instead of keeping the message of what was done before; when they end, it says so.
    @Suite @MainActor struct ChecksProgress {
        @Test func theChecksTabCountsFindingsAsTheyComeAndTheStatusLineFollowsTheRun() throws {
            let session = try ViewerUnderRealInput("settings")
            defer { session.close() }
            let viewer = session.viewer
            try session.input.key(GDK_KEY_4, modifiers: [.control])
            #expect(session.input.waitUntil { viewer.currentTab == .checks }, "Ctrl+4 showed the Checks tab")
            #expect(session.input.waitUntil(timeout: 60) { Gtk.text(of: viewer.statusLabel).hasPrefix("Checking “Settings”") },
                    "the status line says the checks run: \(Gtk.text(of: viewer.statusLabel))")
            #expect(session.input.waitUntil(timeout: 60) { Gtk.text(of: viewer.checks.panel.summaryLabel).contains("so far") },
                    "the summary counts the findings so far: \(Gtk.text(of: viewer.checks.panel.summaryLabel))")
            #expect(viewer.checks.isChecking, "the count shows before the run ends")
            #expect(session.input.waitUntil(timeout: 300) { !viewer.checks.isChecking }, "the checks finish")
            #expect(Gtk.text(of: viewer.statusLabel).hasPrefix("Checks of “Settings” done:"), "\(Gtk.text(of: viewer.statusLabel))")
        }
    }
}
