import Foundation

/// UIKit's block-based view animations, without the animation: CellKit applies the final values at
/// once (the `animations` block runs synchronously, so frames, alpha, colors and constraints take
/// their end values before the call returns) and calls `completion(true)` on the next turn of the
/// main loop (a GLib main-loop callback, in the order the animations began), as UIKit calls it
/// after the animation. Animations are not drawn. Nothing moves on screen in between; code that
/// waits for the completion to chain work still runs in the same order as on iOS.
///
/// A repeating animation (`.repeat`) never finishes in UIKit, so its completion is never called
/// here either; a zero duration completes on the next turn too (UIKit does the same).
extension UIView {
    /// Options for block-based animations (UIKit's `UIView.AnimationOptions`); stored meaning only.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// Options for keyframe animations (UIKit's `UIView.KeyframeAnimationOptions`).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Applies `animations` at once and calls `completion(true)` on the next main-loop turn
    /// (see the extension's documentation).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        perform(animations, completion: completion, repeats: options.contains(.repeat))
    }

    /// Applies `animations` at once and calls `completion(true)` on the next main-loop turn.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        perform(animations, completion: completion, repeats: false)
    }

    /// Applies `animations` at once.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void) {
        perform(animations, completion: nil, repeats: false)
    }

    /// A spring animation: applies `animations` at once and calls `completion(true)` on the next turn.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        perform(animations, completion: completion, repeats: options.contains(.repeat))
    }

    /// A keyframe animation: runs `animations` (whose `addKeyframe` blocks run at once, in order)
    /// and calls `completion(true)` on the next turn.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping @MainActor () -> Void,
                                        completion: (@MainActor (Bool) -> Void)? = nil) {
        perform(animations, completion: completion, repeats: options.contains(.repeat))
    }

    /// One keyframe of `animateKeyframes`: its block runs at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping @MainActor () -> Void) {
        animations()
    }

    /// A transition of `view`'s content (flips, cross-dissolves): `animations` run at once, then
    /// `completion(true)` on the next turn.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        perform(animations ?? {}, completion: completion, repeats: false)
    }

    /// Replaces `fromView` with `toView`: `toView` takes `fromView`'s place in its superview and
    /// `fromView` is removed (with `.showHideTransitionViews`, `fromView` is hidden and `toView`
    /// shown instead); `completion(true)` runs on the next turn.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil) {
        perform({
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let superview = fromView.superview {
                superview.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }, completion: completion, repeats: false)
    }

    /// Runs `actionsWithoutAnimation` (CellKit never animates, so it simply runs them).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Whether animations are enabled (stored; CellKit applies changes at once either way).
    public static var areAnimationsEnabled: Bool { AnimationSettings.enabled }

    /// Turns animations on or off (stored; see `areAnimationsEnabled`).
    public static func setAnimationsEnabled(_ enabled: Bool) {
        AnimationSettings.enabled = enabled
    }

    /// The duration of the animation block in progress: always 0, as no block is ever in progress
    /// by the time code can ask.
    public static var inheritedAnimationDuration: TimeInterval { 0 }

    private static func perform(_ animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?,
                                repeats: Bool) {
        animations()
        guard let completion, !repeats else { return }
        AnimationCompletions.enqueue { completion(true) }
    }
}

@preconcurrency @MainActor
private enum AnimationSettings {
    static var enabled = true
}

/// Completions waiting for the next turn of the GLib main loop, run first in, first out by one
/// main-loop callback.
@preconcurrency @MainActor
private enum AnimationCompletions {
    static var pending: [@MainActor () -> Void] = []

    static func enqueue(_ completion: @escaping @MainActor () -> Void) {
        pending.append(completion)
        guard pending.count == 1 else { return }
        MainLoopDelay.nextTurn { AnimationCompletions.runPending() }
    }

    private static func runPending() {
        let due = pending
        pending.removeAll()
        for completion in due { completion() }
    }
}
