import CGtk
import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension ViewerTests {
    /// `cellscope view` checks its arguments and writes a screenshot of the whole window.
    @Suite(.gtk) @MainActor struct ViewVerb {
        private func launcher(_ arguments: [String]) throws -> ViewerLauncher {
            try ViewerLauncher(catalog: TestDemos.catalog, arguments: arguments, output: { _ in })
        }

        @Test func wrongArgumentsNameTheValidChoices() {
            #expect(throws: CommandLineError("unknown demo 'nope'; valid demos: tasks, broken")) { try launcher(["nope"]) }
            #expect(throws: CommandLineError("unknown tab 'grid'; valid tabs: inspector, matrix, strip, checks")) {
                try launcher(["tasks", "--tab", "grid"])
            }
            #expect(throws: CommandLineError("unknown item 'x'; valid items: groceries, taxes, call")) {
                try launcher(["tasks", "--item", "x"])
            }
            #expect(throws: CommandLineError("unknown state 'unread'; valid states: "
                + "disabled, highlighted, selected, focused, editing, expanded, swiped, reordering, lifting, dragging, "
                + "drop-target, drop-not-targeted, flagged")) {
                try launcher(["tasks", "--state", "unread"])
            }
            #expect(throws: CommandLineError("--screenshot must name a .png file, not 'shot.jpg'")) {
                try launcher(["tasks", "--screenshot", "shot.jpg"])
            }
            #expect(throws: CommandLineError("unknown appearance 'sepia'; valid appearances: light, dark")) {
                try launcher(["tasks", "--appearance", "sepia"])
            }
            #expect(throws: CommandLineError("--state names 'flagged' twice; name each once")) {
                try launcher(["tasks", "--state", "flagged,flagged"])
            }
        }

        @Test func optionsReachTheWindow() throws {
            let options = try launcher(["tasks", "--item", "taxes", "--tab", "strip", "--appearance", "dark", "--state", "selected",
                                        "--size", "AX2", "--width", "430", "--direction", "rtl", "--columns", "appearance"]).options
            #expect(options.matrixColumns == .appearance)
            #expect(options.itemID == "taxes")
            #expect(options.tab == .strip)
            #expect(options.appearance == .dark)
            #expect(options.states == ForcedStates(.selected))
            #expect(options.context.contentSizeCategory == .accessibilityLarge)
            #expect(options.context.width == 430)
            #expect(options.context.layoutDirection == .rightToLeft)
        }

        @Test func screenshotWritesThePNGOfTheWholeWindowAndReturns() throws {
            let url = temporaryPNG("screenshot")
            var messages: [String] = []
            let launcher = try ViewerLauncher(catalog: TestDemos.catalog,
                                              arguments: ["tasks", "--item", "taxes", "--state", "flagged", "--screenshot", url.path],
                                              output: { messages.append($0) })
            #expect(try launcher.run() == 0)
            let image = try #require(PixelImage(contentsOf: url))
            #expect(image.width >= 1200 && image.height >= 800)
            #expect(messages.first?.hasPrefix("wrote \(url.path)") == true)
        }

        @Test func theViewerOpensWithTheRequestedItemStatesAndTab() throws {
            var options = ViewerOptions()
            options.demoID = "tasks"
            options.itemID = "call"
            options.states = ForcedStates(.swiped)
            options.tab = .matrix
            let viewer = ViewerWindow(catalog: TestDemos.catalog, options: options)
            defer { viewer.close() }
            viewer.present()
            #expect(viewer.inspectedRow == 2)
            #expect(viewer.pinned == ForcedStates(.swiped))
            #expect(viewer.currentTab == .matrix)
            #expect(viewer.testSeam.inspectedCell?.shownState.isSwiped == true)
        }
    }

    /// The viewer's own look follows the desktop's dark preference, and never fails without the GNOME schema.
    @Suite(.gtk) @MainActor struct ViewerFollowsTheDesktopAppearance {
        /// With GNOME's interface schema installed (the tests' GSettings live in memory, at the
        /// schema's defaults) the preference is read from it and follows a change; without the schema
        /// it is nil and the viewer falls back to GTK's own setting.
        @Test func thePreferenceIsReadFromTheGnomeSchemaWhenItIsInstalled() throws {
            guard let source = g_settings_schema_source_get_default(),
                  let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1),
                  g_settings_schema_has_key(schema, "color-scheme") != 0 else {
                #expect(DesktopAppearance.colorScheme() == nil)
                #expect(DesktopAppearance.prefersDark() == Self.preferDark())
                return
            }
            let settings = g_settings_new_full(schema, nil, nil)!
            g_settings_schema_unref(schema)
            defer {
                g_settings_reset(settings, "color-scheme")
                g_object_unref(UnsafeMutableRawPointer(settings))
            }
            #expect(DesktopAppearance.colorScheme() == "default")
            #expect(!DesktopAppearance.prefersDark())
            g_settings_set_string(settings, "color-scheme", "prefer-dark")
            #expect(DesktopAppearance.colorScheme() == "prefer-dark")
            #expect(DesktopAppearance.prefersDark())
            g_settings_set_string(settings, "color-scheme", "prefer-light")
            #expect(!DesktopAppearance.prefersDark())
        }

        @Test func applyingDarkSetsGtksPreferDarkSetting() throws {
            DesktopAppearance.apply(dark: true)
            #expect(Self.preferDark())
            DesktopAppearance.apply(dark: false)
            #expect(!Self.preferDark())
        }

        @Test func forcedAppearanceAppliesToTheViewerAndTheCanvas() throws {
            var options = ViewerOptions()
            options.appearance = .dark
            let viewer = ViewerWindow(catalog: TestDemos.catalog, options: options)
            defer {
                viewer.close()
                DesktopAppearance.apply(dark: false)
            }
            #expect(Self.preferDark())
            #expect(viewer.context.userInterfaceStyle == .dark)
        }

        private static func preferDark() -> Bool {
            var value = GValue()
            g_value_init(&value, g_type_from_name("gboolean"))
            defer { g_value_unset(&value) }
            g_object_get_property(UnsafeMutableRawPointer(gtk_settings_get_default()!).assumingMemoryBound(to: GObject.self),
                                  "gtk-application-prefer-dark-theme", &value)
            return g_value_get_boolean(&value) != 0
        }
    }
}
