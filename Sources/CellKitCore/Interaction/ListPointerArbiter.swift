import Foundation

/// Decides what one primary-button press on a list becomes (a tap, a swipe or a reorder) the way
/// UIKit's gesture recognizers compete for a touch: the decision waits until the pointer's movement
/// makes it.
///
/// - Press: on a row's reorder control in editing mode, the press is a reorder at once (the control
///   has no other meaning). Anywhere else it is a possible tap: the row highlights
///   (`.pointerPressed`).
/// - Movement within `ListSwipeMetrics.activationDistance` of the press changes nothing, so a hand
///   that wobbles still taps.
/// - Movement past that distance decides: mostly horizontal, the press becomes what a horizontal
///   drag does where it was pressed (`HorizontalDrag`): a swipe on a list row (the tap's highlight
///   is cancelled, `.swipeBegan` and `.swipeChanged` follow the pointer), a pan of a section that
///   scrolls sideways (`Outcome.pan` follows the pointer, even from a gap between its cells), or
///   nothing on a grid cell; otherwise the tap fails (`.pointerCancelled`), as a scroll would take
///   the touch in UIKit. Leaving the pressed row fails the tap too.
/// - Release: a tap that is still possible reports `.pointerReleased(inside:)`; a swipe ends
///   (`.swipeEnded`); a reorder drops (`.reorderEnded`).
/// - The list scrolling under a possible tap (wheel or touchpad) fails it; a cancelled pointer
///   sequence (a lost grab) cancels whatever the press had become.
///
/// A pure value: the GTK controller feeds it the drag gesture's begin, update and end, and sends
/// the events it returns. `claims` tells the controller to claim the pointer sequence, so that no
/// other gesture (a scrolled window's, an ancestor's) also acts on it.
package struct ListPointerArbiter: Sendable {
    /// An arbiter with no press in progress.
    package init() {}

    /// What a mostly horizontal drag does where the press went down.
    package enum HorizontalDrag: Hashable, Sendable {
        /// Swipes the row to reveal its swipe actions (list rows).
        case swipe
        /// Scrolls the section under the press sideways (`orthogonalScrollingBehavior`).
        case pan
        /// Nothing: the tap fails (cells of a grid that does not scroll sideways).
        case none
    }

    /// A sideways pan of a section, as the pointer moves.
    package enum Pan: Equatable, Sendable {
        /// The pointer is `translation` points right of the press (screen terms).
        case moved(translation: Double)
        /// The button was released (or the sequence cancelled): the section settles.
        case ended
    }

    /// What the press has become so far.
    enum Phase: Hashable, Sendable {
        /// No press in progress.
        case idle
        /// Pressed, not moved far enough to decide: a tap if released now.
        case possibleTap
        /// Moved or scrolled away: the press does nothing more.
        case failed
        /// A horizontal drag moving the row to reveal its swipe actions.
        case swipe
        /// A drag of the row's reorder control.
        case reorder
        /// A horizontal drag scrolling a section sideways.
        case pan
    }

    /// The events to send, and whether to claim the pointer sequence.
    package struct Outcome: Equatable, Sendable {
        package var events: [ListInteractionEvent] = []
        package var claims = false
        /// The sideways pan the controller applies to the pressed section, if the press is one.
        package var pan: Pan?
    }

    private(set) var phase = Phase.idle
    /// The row under the press, if any.
    private(set) var pressedRow: Int?
    /// What a horizontal drag of this press does.
    private(set) var horizontalDrag = HorizontalDrag.swipe

    /// The primary button went down over `row` (nil: between rows); `horizontalDrag` says what a
    /// horizontal drag from there does.
    package mutating func began(row: Int?, onReorderControl: Bool, horizontalDrag: HorizontalDrag = .swipe) -> Outcome {
        pressedRow = row
        self.horizontalDrag = horizontalDrag
        guard let row else {
            phase = horizontalDrag == .pan ? .possibleTap : .failed
            return Outcome()
        }
        if onReorderControl {
            phase = .reorder
            return Outcome(events: [.reorderBegan(row: row)], claims: true)
        }
        phase = .possibleTap
        return Outcome(events: [.pointerPressed(row: row)])
    }

    /// The pointer moved by `offset` from the press; `rowAt` finds the row under a vertical offset
    /// from the press (for leaving the row and for reorder targets).
    package mutating func moved(by offset: CGSize, rowAt: (Double) -> Int?) -> Outcome {
        switch phase {
        case .possibleTap:
            let horizontal = abs(offset.width), vertical = abs(offset.height)
            let decided = max(horizontal, vertical) > ListSwipeMetrics.activationDistance
            if decided, horizontal > vertical, horizontalDrag == .pan {
                phase = .pan
                return Outcome(events: pressedRow == nil ? [] : [.pointerCancelled], claims: true,
                               pan: .moved(translation: Double(offset.width)))
            }
            if decided, horizontal > vertical, horizontalDrag == .swipe, let row = pressedRow {
                phase = .swipe
                return Outcome(events: [.pointerCancelled, .swipeBegan(row: row), .swipeChanged(translation: Double(offset.width))],
                               claims: true)
            }
            if decided || rowAt(Double(offset.height)) != pressedRow {
                phase = .failed
                return Outcome(events: pressedRow == nil ? [] : [.pointerCancelled])
            }
            return Outcome()
        case .pan:
            return Outcome(pan: .moved(translation: Double(offset.width)))
        case .swipe:
            // Screen-space translation; the reducer mirrors it for right-to-left layouts.
            return Outcome(events: [.swipeChanged(translation: Double(offset.width))])
        case .reorder:
            guard let over = rowAt(Double(offset.height)) else { return Outcome() }
            return Outcome(events: [.reorderMoved(overRow: over)])
        case .idle, .failed:
            return Outcome()
        }
    }

    /// The button was released with the pointer at `offset` from the press, over `rowUnder`.
    package mutating func ended(rowUnder: Int?) -> Outcome {
        defer { reset() }
        switch phase {
        case .possibleTap:
            guard let row = pressedRow else { return Outcome() }
            return Outcome(events: [.pointerReleased(row: row, inside: rowUnder == row)])
        case .swipe: return Outcome(events: [.swipeEnded])
        case .reorder: return Outcome(events: [.reorderEnded])
        case .pan: return Outcome(pan: .ended)
        case .idle, .failed: return Outcome()
        }
    }

    /// The list scrolled while the button is down: a possible tap fails.
    package mutating func scrolled() -> Outcome {
        guard phase == .possibleTap else { return Outcome() }
        phase = .failed
        return Outcome(events: pressedRow == nil ? [] : [.pointerCancelled])
    }

    /// The pointer sequence was cancelled (the grab was lost, another gesture claimed it).
    package mutating func cancelled() -> Outcome {
        defer { reset() }
        switch phase {
        case .possibleTap: return Outcome(events: pressedRow == nil ? [] : [.pointerCancelled])
        case .swipe: return Outcome(events: [.swipeEnded])
        case .reorder: return Outcome(events: [.reorderCancelled])
        case .pan: return Outcome(pan: .ended)
        case .idle, .failed: return Outcome()
        }
    }

    private mutating func reset() {
        phase = .idle
        pressedRow = nil
        horizontalDrag = .swipe
    }
}
