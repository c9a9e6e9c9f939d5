import CellKit
import Foundation

/// What a person has set up in the viewer, saved before `cellscope watch` replaces the viewer with a
/// fresh build and restored in the new one: the demo, the inspected item, the pinned states, the
/// canvas traits, the tab, the matrix columns, and the live list's selection and scroll position.
///
/// Items, demos and states are saved by their ids and names, so that a rebuild that renames or
/// removes one falls back to the first demo or item, or drops the state, instead of failing.
package struct ViewerSessionState: Codable, Equatable, Sendable {
    /// The demo's id.
    package var demo: String
    /// The inspected item's id (nil: the demo has no items).
    package var item: String?
    /// The names of the states pinned on the inspected cell; nil when it follows its live state.
    package var pinnedStates: [String]?
    /// The item selected in the live list, if any.
    package var selectedItem: String?
    /// The tab shown: `inspector`, `matrix` or `strip`.
    package var tab: String
    /// What the matrix's columns show: `sizes` or `appearance`.
    package var matrixColumns: String
    /// The Dynamic Type size's name (`XS` … `AX5`).
    package var size: String
    /// `light` or `dark`.
    package var appearance: String
    /// `ltr` or `rtl`.
    package var direction: String
    /// Bold Text.
    package var boldText: Bool
    /// Increase Contrast.
    package var highContrast: Bool
    /// The canvas width in points.
    package var width: Double
    /// The device preset the canvas shows (nil: a free width).
    package var device: String? = nil
    /// `portrait` or `landscape`, with a device.
    package var orientation: String? = nil
    /// The tint color as `#RRGGBB` (nil: the system tint).
    package var tint: String? = nil
    /// The live list's horizontal content offset (scroll position) in points.
    package var scrollX: Double
    /// The live list's vertical content offset (scroll position) in points.
    package var scrollY: Double
    /// The reference PNG the canvas is compared with, and how it is shown (nil: none).
    package var reference: ReferenceSetting? = nil

    /// The JSON a viewer writes (keys sorted, so files compare and diff well).
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads a state written by ``encoded()``.
    package static func decode(_ data: Data) throws -> ViewerSessionState {
        try JSONDecoder().decode(ViewerSessionState.self, from: data)
    }

    /// Writes the state to `url` atomically (a reader never sees half a file).
    package func write(to url: URL) throws {
        try encoded().write(to: url, options: .atomic)
    }

    /// Reads a state file; the error says which file and what was wrong.
    package static func read(from url: URL) throws(CommandLineError) -> ViewerSessionState {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw CommandLineError("cannot read the viewer state file '\(url.path)': \(error.localizedDescription)")
        }
        do { return try decode(data) } catch {
            throw CommandLineError("'\(url.path)' is not a viewer state file: \(error)")
        }
    }

    /// One line for people: "tasks · task-2 · selected · AX2, dark, rtl · matrix".
    package var summary: String {
        var traits = [size, appearance]
        if direction == "rtl" { traits.append("rtl") }
        if boldText { traits.append("bold") }
        if highContrast { traits.append("increased contrast") }
        let states = pinnedStates.map { $0.isEmpty ? "normal" : $0.joined(separator: " + ") } ?? "live"
        return [demo, item ?? "no item", states, traits.joined(separator: ", "), tab].joined(separator: " · ")
    }
}
