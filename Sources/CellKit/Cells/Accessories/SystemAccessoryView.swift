import Foundation

/// The view of one system accessory (every kind but the label, which is a `UILabel`).
///
/// It is a `UIControl`, so clicks reach the interactive kinds (delete, insert, detail, outline
/// disclosure, pop-up menu) through the control's gesture; `onActivate` runs on
/// `.primaryActionTriggered` unless the accessory is hidden. The cell gives it a frame as wide as
/// the accessory's slot and as tall as the cell (a generous click target), and the glyph is
/// centered inside: the symbol in a `UIImageView`, drawn over the circle that the delete, insert
/// and multiselect controls draw themselves.
///
/// Its look is an `Appearance` value; assigning an equal one does no work.
@preconcurrency @MainActor
final class SystemAccessoryView: UIControl {
    /// A color that is either fixed or the view's tint color (which the accessory's `tintColor`
    /// option sets, and the cell's tint otherwise).
    enum Paint: Equatable {
        case none
        case tint
        case color(UIColor)
    }

    /// Everything the view shows.
    struct Appearance: Equatable {
        var kind: SystemKind
        /// The SF Symbol of the glyph, if any.
        var symbolName: String?
        /// The glyph's color.
        var glyph: Paint = .tint
        /// The side of the glyph box.
        var glyphSide: CGFloat = 0
        /// The filled circle behind the glyph (delete, insert, selected multiselect).
        var circleFill: Paint = .none
        /// The ring of an unselected multiselect control.
        var circleRing: Paint = .none
        /// The circle's diameter.
        var circleDiameter: CGFloat = 0

        /// The size the accessory needs: its glyph box or circle.
        var naturalSize: CGSize {
            let side = max(glyphSide, circleDiameter)
            return CGSize(width: side, height: side)
        }
    }

    let kind: SystemKind
    private let glyphView = UIImageView(frame: .zero)
    /// Runs when the control is clicked.
    var onActivate: (@MainActor () -> Void)?

    /// The look; an equal value does nothing.
    var appearance: Appearance {
        didSet {
            guard appearance != oldValue else { return }
            apply(from: oldValue)
        }
    }

    init(kind: SystemKind) {
        self.kind = kind
        appearance = Appearance(kind: kind)
        super.init(frame: .zero)
        glyphView.contentMode = .scaleAspectFit
        addSubview(glyphView)
        isUserInteractionEnabled = kind.isInteractive
        addAction(UIAction { [weak self] _ in self?.activate() }, for: .primaryActionTriggered)
    }

    required init?(coder: NSCoder) { fatalError("SystemAccessoryView is created in code") }

    /// Runs `onActivate`, as a click does. A hidden accessory keeps its space but ignores input.
    func activate() {
        guard !isHidden else { return }
        onActivate?()
    }

    private func apply(from old: Appearance) {
        if appearance.symbolName != old.symbolName {
            glyphView.image = appearance.symbolName.flatMap { UIImage(systemName: $0) }
            glyphView.isHidden = appearance.symbolName == nil
        }
        let glyphTint: UIColor? = switch appearance.glyph {
        case .color(let color): color
        case .tint, .none: nil
        }
        if glyphView.tintColorStorage != glyphTint { glyphView.tintColor = glyphTint }
        if appearance.circleFill != old.circleFill || appearance.circleRing != old.circleRing
            || appearance.circleDiameter != old.circleDiameter {
            setNeedsDisplay()
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = appearance.glyphSide
        // A multiselect circle sits near its slot's leading edge and below its middle: its checkmark follows it.
        let circle = kind == .multiselect ? circleRect : nil
        let centreX = circle?.midX ?? bounds.width / 2, centreY = circle?.midY ?? bounds.height / 2
        glyphView.frame = CGRect(x: (centreX - side / 2).rounded(), y: (centreY - side / 2).rounded(),
                                 width: side, height: side)
    }

    override func drawContent(in canvas: any Canvas) {
        let diameter = appearance.circleDiameter
        guard diameter > 0 else { return }
        let circle = circleRect
        if let fill = resolved(appearance.circleFill) {
            canvas.fill(circle, color: fill, cornerRadius: diameter / 2)
        }
        if let ring = resolved(appearance.circleRing) {
            canvas.stroke(circle, width: AccessoryMetrics.multiselectRingWidth, color: ring, cornerRadius: diameter / 2)
        }
    }

    private func resolved(_ paint: Paint) -> RGBA? {
        let traits = traitCollection
        switch paint {
        case .none: return nil
        case .tint: return tintColor.rgba(resolvedWith: traits)
        case .color(let color): return color.rgba(resolvedWith: traits, tintColor: tintColor)
        }
    }

    /// Where the circle is drawn: centered (a multiselect circle near the leading edge and a little
    /// below the middle), on the device's pixel grid (a 20.33-point circle cannot sit on whole points).
    var circleRect: CGRect {
        let diameter = appearance.circleDiameter
        let scale = max(1, traitCollection.displayScale)
        var x = (bounds.width - diameter) / 2, y = (bounds.height - diameter) / 2
        if kind == .multiselect {
            let inset = min(x, AccessoryMetrics.multiselectCircleLeadingInset)
            x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - diameter - inset : inset
            y += min(y, AccessoryMetrics.multiselectCircleDrop)
        }
        return CGRect(x: (x * scale).rounded() / scale,
                      y: (y * scale).rounded() / scale,
                      width: diameter, height: diameter)
    }

    /// The glyph's image view (tests read the symbol it shows).
    var glyphImageView: UIImageView { glyphView }
}
