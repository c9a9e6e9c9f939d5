import CGtk
@testable import CellScope
import Foundation
import Testing

/// The canvas zoom's steps and labels, and the shortcuts it shares the keyboard with.
@Suite struct CanvasZoomSteps {
    @Test func zoomingInAndOutStepsThroughTheOfferedScales() {
        #expect(CanvasZoom.zoomedIn(from: 1) == .scale(1.1))
        #expect(CanvasZoom.zoomedOut(from: 1) == .scale(0.9))
        #expect(CanvasZoom.zoomedOut(from: 0.75) == .scale(0.67))
        #expect(CanvasZoom.zoomedIn(from: 1.75) == .scale(2))
    }

    @Test func theZoomStopsAtTheEndsOfTheSteps() {
        #expect(CanvasZoom.zoomedIn(from: 2) == .scale(2))
        #expect(CanvasZoom.zoomedOut(from: 0.5) == .scale(0.5))
        #expect(CanvasZoom.zoomedOut(from: 0.3) == .scale(0.5), "from a small Fit, zooming out shows the smallest step")
    }

    @Test func fromAFittedScaleTheZoomGoesToTheNearestStepBeyondIt() {
        #expect(CanvasZoom.zoomedIn(from: 0.87) == .scale(0.9))
        #expect(CanvasZoom.zoomedOut(from: 0.87) == .scale(0.75))
    }

    @Test func theLabelShowsThePercentageAndForFitTheScaleItChose() {
        #expect(CanvasZoom.scale(0.67).label(shown: 0.67) == "67%")
        #expect(CanvasZoom.actualSize.label(shown: 1) == "100%")
        #expect(CanvasZoom.fit.label(shown: 0.8739) == "Fit (87%)")
    }

    @Test @MainActor func noTwoViewerShortcutsShareAKey() {
        var owners: [String: String] = [:]
        for entry in ViewerShortcuts.entries {
            for accelerator in entry.accelerators {
                var key: guint = 0
                var modifiers = GdkModifierType(rawValue: 0)
                #expect(gtk_accelerator_parse(accelerator, &key, &modifiers) != 0, "\(accelerator) parses")
                let name = "\(gdk_keyval_to_lower(key))-\(modifiers.rawValue)"
                #expect(owners[name] == nil, "\(accelerator) of \(entry.action) is also \(owners[name] ?? "")'s")
                owners[name] = entry.action
            }
        }
        #expect(owners.values.contains("zoom-in") && owners.values.contains("larger-text"))
    }
}
