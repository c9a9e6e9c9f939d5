import CellKit
import Foundation

/// One entry of the viewer's device picker: a free canvas width (a list as tall as its content, no
/// device) or a device screen (its size, safe area, margins and chrome).
@preconcurrency @MainActor
struct CanvasChoice: Equatable {
    /// The picker's text: "375 phone", "iPhone 15".
    let label: String
    /// The canvas width in points (a device's portrait width).
    let width: CGFloat
    /// The device, or nil for a free width.
    let device: PreviewDevice?

    /// The free widths (what the width menu offered: a sidebar column, three phones, a tablet), then
    /// every device preset.
    static let all: [CanvasChoice] = TraitsBar.widths.map { CanvasChoice(label: $0.label, width: $0.points, device: nil) }
        + PreviewDevice.all.map { CanvasChoice(label: $0.name, width: $0.portraitSize.width, device: $0) }

    /// The choices with `context`'s own width added (in order) when it is neither a listed width nor a device.
    static func choices(showing context: PreviewContext) -> [CanvasChoice] {
        var choices = all
        if context.device == nil, !choices.contains(where: { $0.device == nil && $0.width == context.width }) {
            let custom = CanvasChoice(label: "\(ValueFormatting.number(context.width)) pt", width: context.width, device: nil)
            let index = choices.firstIndex { $0.device != nil || $0.width > context.width } ?? choices.count
            choices.insert(custom, at: index)
        }
        return choices
    }

    /// The index of the entry that shows `context` in `choices`.
    static func index(of context: PreviewContext, in choices: [CanvasChoice]) -> Int? {
        if let device = context.device { return choices.firstIndex { $0.device == device } }
        return choices.firstIndex { $0.device == nil && $0.width == context.width }
    }

    /// `context` shown on this choice: its device (keeping the orientation), or its free width.
    func applied(to context: PreviewContext) -> PreviewContext {
        var context = context
        if let device {
            context.device = device
        } else {
            context.device = nil
            context.orientation = .portrait
            context.width = width
        }
        return context
    }
}
