import Foundation

/// A horizontal row of segments, one of which is selected (UIKit's `UISegmentedControl`).
///
/// Drawn as iOS 13 and later draw it: a rounded track in `tertiarySystemFill` (8-point corners),
/// the selected segment raised as a white card (dark appearance: `systemGray2`'s dark value) 2 points
/// inside the track with 7-point corners and a soft shadow, thin separators between unselected
/// neighbours, titles in 13-point `label` text, semibold on the selected segment. As in iOS 13 and
/// later, `tintColor` does not color the control: `selectedSegmentTintColor` colors the selected
/// card. Segment titles do not follow Dynamic Type (UIKit's do not either).
///
/// Size: 32 points tall; every segment is as wide as the widest title plus 12 points on each side
/// (at least 44 points), unless a width is set with `setWidth(_:forSegmentAt:)`. A wider frame shares
/// the extra width among the automatic segments.
///
/// A click on an enabled segment selects it and sends `.valueChanged` when the selection changed
/// (a momentary control sends it every time and then shows no selection). Setting
/// `selectedSegmentIndex` in code sends nothing, as in UIKit. Segments made with actions
/// (`init(frame:actions:)`) run their action when chosen.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The `selectedSegmentIndex` that means no segment is selected.
    public static let noSegment = -1

    struct Segment {
        var title: String?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
    }

    var segments: [Segment] = []
    /// The height iOS gives a segmented control.
    static let height: CGFloat = 32
    /// The space on each side of the widest title.
    static let titlePadding: CGFloat = 12
    /// The narrowest automatic segment.
    static let minimumSegmentWidth: CGFloat = 44

    /// The selected segment's index, or `UISegmentedControl.noSegment`. Setting it sends no actions;
    /// an index out of range is ignored.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex != Self.noSegment, !segments.indices.contains(selectedSegmentIndex) {
                selectedSegmentIndex = oldValue
            }
            if oldValue != selectedSegmentIndex { setNeedsDisplay() }
        }
    }
    /// The selected segment's card color (nil: white in light, dark grey in dark).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether a chosen segment shows as selected only while it is pressed (default false).
    open var isMomentary = false
    /// Whether segments are as wide as their own titles instead of all as wide as the widest (default false).
    open var apportionsSegmentWidthsByContent = false { didSet { sizeDidChange() } }
    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Creates a control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Creates a control with one segment per title (`String` items; other items become untitled
    /// segments, as CellKit draws no segment images).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { Segment(title: $0 as? String) }
        frame.size = intrinsicContentSize
    }

    /// Creates a control with one segment per action, titled with the action's title; choosing a
    /// segment runs its action (iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, action: $0) }
        if frame.size == .zero { self.frame.size = intrinsicContentSize }
    }

    /// Creates a control from an archive (CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Segments

    /// Inserts a segment titled `title` at `segment` (clamped to 0…`numberOfSegments`); the selection
    /// stays on the same segment. Drawn at once, `animated` or not.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment for `action`, titled with its title (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, action: action), at: segment)
    }

    private func insert(_ new: Segment, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(new, at: index)
        if selectedSegmentIndex != Self.noSegment, selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        sizeDidChange()
    }

    /// Removes the segment at `segment`; removing the selected one leaves no selection.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        sizeDidChange()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        sizeDidChange()
    }

    /// Sets the title of the segment at `segment` (ignored out of range).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        sizeDidChange()
    }

    /// The title of the segment at `segment` (nil out of range or untitled).
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Enables or disables one segment; a disabled segment draws dimmed and cannot be chosen.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Gives the segment at `segment` a fixed width (0: automatic).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        sizeDidChange()
    }

    /// The fixed width of the segment at `segment` (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// The action of the segment at `segment`, if it was made with one (iOS 14).
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    private func sizeDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Size

    /// The segments' widths added up (see the type's description) by 32 points.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: naturalWidths().reduce(0, +), height: Self.height)
    }

    /// The intrinsic size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Input

    /// The segment under a point of the control (mirrored in right-to-left layouts).
    func segment(at point: CGPoint) -> Int? {
        segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    /// Pressing highlights the segment under the pointer (a momentary control shows it selected).
    override func pointerPressed() -> Bool {
        guard let point = lastPointerLocation, let index = segment(at: point), segments[index].isEnabled else { return false }
        guard super.pointerPressed() else { return false }
        pressedSegment = index
        setNeedsDisplay()
        return true
    }

    /// The segment being pressed, drawn highlighted until release.
    var pressedSegment: Int?

    /// A release over the pressed segment chooses it.
    override func pointerReleased(inside: Bool) {
        let pressed = pressedSegment
        pressedSegment = nil
        setNeedsDisplay()
        if inside, isHighlighted, let pressed, let point = lastPointerLocation, segment(at: point) == pressed {
            choose(pressed)
        }
        super.pointerReleased(inside: inside)
    }

    override func pointerCancelled() {
        pressedSegment = nil
        setNeedsDisplay()
        super.pointerCancelled()
    }

    /// Chooses a segment as a person does: selects it (not when momentary), runs its action, and sends
    /// `.valueChanged` when the selection changed or the control is momentary.
    func choose(_ index: Int) {
        let changed = selectedSegmentIndex != index
        if !isMomentary { selectedSegmentIndex = index }
        guard changed || isMomentary else { return }
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: .valueChanged)
    }

    override func drawContent(in canvas: any Canvas) {
        drawSegments(in: canvas)
    }
}

extension UISegmentedControl: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { titleForSegment(at: selectedSegmentIndex) }
    var defaultAccessibilityTraits: UIAccessibilityTraits { [] }
}
