import Foundation

/// The sizes and distances of cell accessories. UIKit documents none of them; these are CellKit's
/// values, chosen to match UIKit's observed look (iOS 16–18) and the list metrics in `ListMetrics`.
enum AccessoryMetrics {
    /// The standard reserved width (`LayoutDimension.standard`): 24 pt at Large, scaled like body
    /// text and rounded (the width list content reserves for symbol images).
    static func standardWidth(for category: UIContentSizeCategory) -> CGFloat {
        (24 * DynamicTypeTable.scaleFactor(for: .body, category: category)).rounded()
    }

    /// The side of a kind's glyph box at `category`: a size designed for Large, scaled like body
    /// text, and stepped down at the largest accessibility sizes (as list content symbols step
    /// from the large to the medium and small scales).
    static func glyphSide(for kind: SystemKind, category: UIContentSizeCategory) -> CGFloat {
        let base: CGFloat
        switch kind {
        case .disclosureIndicator, .outlineDisclosure: base = 20
        // The checkmark symbol is drawn at 110 % of its box (see the symbol table): its 18-point box inks
        // as the 20-point box did before.
        case .checkmark: base = 18
        case .popUpMenu: base = 18
        case .detail: base = 22
        case .reorder: base = 22
        case .delete, .insert, .multiselect: base = 22
        case .label: base = 0
        }
        let step: CGFloat
        switch ListMetrics.symbolScale(for: category) {
        case .small: step = 0.7
        case .medium: step = 0.85
        default: step = 1
        }
        return (base * DynamicTypeTable.scaleFactor(for: .body, category: category) * step).rounded()
    }

    /// The side of the white sign inside the delete and insert circles, relative to the circle.
    static let innerGlyphRatio: CGFloat = 0.72
    /// The side of the checkmark's glyph box in a selected multiselect circle, relative to the control's
    /// glyph box: 12 points at Large, where iOS 16's checkmark inks 28 × 28 pixels (9.33 pt) at 3x inside
    /// a 61-pixel circle (simulator rendering of a table editing with multiple selection) and CellKit's
    /// checkmark inks about 0.83 × 0.69 of its box (10.0 × 8.3 pt, drawn at 110 %).
    static let multiselectCheckmarkRatio: CGFloat = 12.0 / 22
    /// The standard reserved width of a multiselect control: 22.67 points (68 pixels at 3x) at Large,
    /// scaled like body text and kept on a third of a point. iOS 16 inks a row's text from x 59.67 in a
    /// row whose margin is 20 (simulator rendering of a table editing with multiple selection): the text
    /// starts 16 points (the content-to-accessory padding) after this slot, and its first glyph's side
    /// bearing adds the last point. The circle does not sit in the slot's middle but
    /// `multiselectCircleLeadingInset` after its leading edge.
    static func multiselectStandardWidth(for category: UIContentSizeCategory) -> CGFloat {
        (68 * DynamicTypeTable.scaleFactor(for: .body, category: category)).rounded() / 3
    }

    /// How far a multiselect circle sits after the leading edge of its slot: in a row whose leading
    /// margin is 20, iOS 16's circle covers a quarter of pixel column 63 and all of 64 at 3x (its edge at
    /// 21.25 pt), which the pixel grid puts at 21.33 (simulator rendering of a table editing with
    /// multiple selection).
    static let multiselectCircleLeadingInset: CGFloat = 4.0 / 3

    /// How far below the row's middle a multiselect circle's centre sits: iOS 16 inks a 61-pixel circle
    /// from pixel row 37 below a 132-pixel (44-pt) row's top at 3x, centred 22.5 pt down (same rendering).
    static let multiselectCircleDrop: CGFloat = 0.5

    /// The multiselect circle's diameter relative to the glyph box: 20.33 points at Large in a 22-point
    /// box (61 pixels at 3x, measured on an iOS 17 simulator rendering of a table editing with multiple
    /// selection).
    static let multiselectCircleRatio: CGFloat = 61.0 / 3 / 22
    /// The width of the ring of an unselected multiselect circle.
    static let multiselectRingWidth: CGFloat = 1.5

    /// The distance from the cell's leading edge to the first leading accessory: the edit-control
    /// padding (16), or the cell's leading layout margin when that is larger.
    static func leadingEdgeInset(cellMargin: CGFloat) -> CGFloat {
        max(ListMetrics.editControlPadding, cellMargin)
    }

    /// The distance from the cell's trailing edge to the last trailing accessory's slot: 12 pt, or
    /// the cell's trailing layout margin when that is larger. Standard widths center their glyphs,
    /// so a chevron ends about 20 pt from the edge and a label's text 12 pt from it: an even
    /// column across kinds (8 pt crowded the actual-width accessories; 16 pt pushed chevrons
    /// further in than UIKit).
    static func trailingEdgeInset(cellMargin: CGFloat) -> CGFloat {
        max(12, cellMargin)
    }

    /// The gap before the reorder control when it shows its vertical separator.
    static let reorderSeparatorSpacing = ListMetrics.reorderControlPadding

    /// The height of the reorder control's vertical separator: the body line height.
    static func reorderSeparatorHeight(for category: UIContentSizeCategory) -> CGFloat {
        ListMetrics.symbolReservedHeight(for: category)
    }
}

/// Where a list cell's accessories and content go, computed from widths alone (no views), in the
/// cell's coordinates.
///
/// Leading accessories start `leadingEdgeInset` from the leading edge (plus the indentation when
/// they indent), 16 pt apart; trailing accessories end `trailingEdgeInset` from the trailing edge,
/// 8 pt apart (16 pt with a line in the middle before a reorder control that shows its separator).
/// Each accessory gets a slot as wide as its reserved width (never narrower than the accessory)
/// and the full cell height. The content view fills the space between the two groups, indented,
/// with `leadingContentGap` / `trailingContentGap` before and after it. Right-to-left layouts
/// mirror everything.
struct CellAccessoryLayout: Equatable {
    /// One displayed accessory.
    struct Item: Equatable {
        /// The width of the accessory's slot (its reserved width, at least its own width).
        var slotWidth: CGFloat
        /// Whether a separator line precedes it (reorder control after another accessory).
        var separatorBefore = false
    }

    struct Input: Equatable {
        var width: CGFloat
        var height: CGFloat
        /// Leading-edge items, leading to trailing.
        var leading: [Item] = []
        /// Trailing-edge items, leading to trailing.
        var trailing: [Item] = []
        var leadingEdgeInset: CGFloat = 16
        var trailingEdgeInset: CGFloat = 12
        var leadingSpacing: CGFloat = ListMetrics.leadingAccessorySpacing
        var trailingSpacing: CGFloat = ListMetrics.trailingAccessorySpacing
        var separatorSpacing: CGFloat = AccessoryMetrics.reorderSeparatorSpacing
        var separatorHeight: CGFloat = 22
        var separatorThickness: CGFloat = 1
        /// The indentation of the outline level.
        var indentation: CGFloat = 0
        /// Whether leading accessories move with the indentation.
        var indentsAccessories = true
        /// Space between the leading accessories and the content view.
        var leadingContentGap: CGFloat = 0
        /// Space between the content view and the trailing accessories.
        var trailingContentGap: CGFloat = 0
        var rightToLeft = false
    }

    /// The slots of the leading items, in input order.
    var leadingSlots: [CGRect] = []
    /// The slots of the trailing items, in input order.
    var trailingSlots: [CGRect] = []
    /// The separator lines, one per item with `separatorBefore`.
    var separators: [CGRect] = []
    /// The content view's frame.
    var contentFrame: CGRect = .zero

    init(_ input: Input) {
        let width = input.width, height = input.height
        // Positions are distances from the leading edge; `rect` turns them into frames.
        func rect(from start: CGFloat, width w: CGFloat, y: CGFloat = 0, height h: CGFloat) -> CGRect {
            let x = input.rightToLeft ? width - start - w : start
            return CGRect(x: x, y: y, width: w, height: h)
        }

        var cursor = input.leadingEdgeInset + (input.indentsAccessories ? input.indentation : 0)
        for (index, item) in input.leading.enumerated() {
            if index > 0 { cursor += input.leadingSpacing }
            leadingSlots.append(rect(from: cursor, width: item.slotWidth, height: height))
            cursor += item.slotWidth
        }
        let leadingEnd = input.leading.isEmpty
            ? 0 : cursor + input.leadingContentGap - (input.indentsAccessories ? input.indentation : 0)

        // Trailing items, measured from the trailing edge, outermost first.
        var fromTrailing = input.trailingEdgeInset
        var slots: [CGRect] = []
        for index in input.trailing.indices.reversed() {
            let item = input.trailing[index]
            let start = width - fromTrailing - item.slotWidth
            slots.append(rect(from: start, width: item.slotWidth, height: height))
            fromTrailing += item.slotWidth
            guard index > 0 else { continue }
            if item.separatorBefore {
                let lineStart = width - fromTrailing - (input.separatorSpacing + input.separatorThickness) / 2
                let lineHeight = min(input.separatorHeight, height)
                separators.append(rect(from: lineStart, width: input.separatorThickness,
                                       y: ((height - lineHeight) / 2).rounded(), height: lineHeight))
                fromTrailing += input.separatorSpacing
            } else {
                fromTrailing += input.trailingSpacing
            }
        }
        trailingSlots = slots.reversed()
        let trailingEnd = input.trailing.isEmpty ? 0 : fromTrailing + input.trailingContentGap

        let contentStart = input.indentation + leadingEnd
        let contentWidth = max(0, width - contentStart - trailingEnd)
        contentFrame = rect(from: contentStart, width: contentWidth, height: height)
    }

    /// The frame of a view of `size` centered in `slot` (whole points, so glyphs stay crisp).
    static func centered(_ size: CGSize, in slot: CGRect) -> CGRect {
        CGRect(x: (slot.midX - size.width / 2).rounded(), y: (slot.midY - size.height / 2).rounded(),
               width: size.width, height: size.height)
    }
}
