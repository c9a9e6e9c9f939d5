import CGtk
import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension ViewerTests {
    /// The resolved-configuration panel tells where each value comes from and what a state change altered.
    @Suite @MainActor struct ResolvedConfigurationShowsProvenance {
        @Test func aPropertyTheCellsCodeSetIsMarkedSetByCode() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            let seam = viewer.testSeam
            #expect(seam.badge("textProperties.font") == "set by code")
            #expect(seam.badge("text") == "set by code")
            #expect(seam.resolved?.property("textProperties.font")?.value.hasPrefix("17 pt Semibold") == true)
        }

        @Test func aValueTheStyleGivesIsMarkedStyleDefault() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            let seam = viewer.testSeam
            #expect(seam.badge("secondaryTextProperties.color") == "style default")
            #expect(seam.badge("directionalLayoutMargins") == "style default")
            #expect(seam.badge("background.backgroundColor") == "style default")
        }

        @Test func aValueACustomStateChangedIsMarkedChangedByStateAndHighlighted() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            let seam = viewer.testSeam

            flip(seam, "flagged", on: true)

            #expect(seam.badge("secondaryTextProperties.color") == "changed by state")
            #expect(seam.resolved?.property("secondaryTextProperties.color")?.value.hasPrefix("#FF3B30") == true)
            #expect(seam.isHighlighted("secondaryTextProperties.color"))
            #expect(!seam.isHighlighted("textProperties.font"))
            #expect(seam.badge("textProperties.font") == "set by code")
        }

        @Test func aValueTheStylesStateStylingChangedIsMarkedChangedByState() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            let seam = viewer.testSeam

            flip(seam, "highlighted", on: true)

            #expect(seam.badge("background.backgroundColor") == "changed by state")
            #expect(seam.isHighlighted("background.backgroundColor"))
        }

        @Test func colorsAreResolvedForTheCanvasTraits() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            let seam = viewer.testSeam
            #expect(seam.resolved?.property("textProperties.color")?.value == "#000000 · label")
            seam.activate("toggle-dark")
            #expect(seam.resolved?.property("textProperties.color")?.value == "#FFFFFF · label")
        }

        @Test func provenanceRules() {
            let raw = RawProperty(section: "Text", key: "textProperties.color", name: "Color", value: "#FF0000",
                                  sources: ["textProperties.color"])
            let rule = ResolvedConfiguration.provenance
            #expect(rule(raw, ["textProperties.color"], [:], ["textProperties.color": "#FF0000"]) == .setByCode)
            #expect(rule(raw, ["textProperties.color"], [:], ["textProperties.color": "#000000"]) == .changedByState)
            #expect(rule(raw, [], ["textProperties.color": "#FF0000"], nil) == .styleDefault)
            #expect(rule(raw, [], ["textProperties.color": "#000000"], nil) == .changedByState)
        }
    }
}
