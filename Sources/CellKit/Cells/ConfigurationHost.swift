import Foundation

/// The configuration machinery every configurable cell and header shares: it owns the content view
/// made from the content configuration and the view that draws the background configuration, and
/// runs UIKit's update pass.
///
/// One update pass, in order: the owner builds its configuration state; if the automatic flags are
/// on, the current content and background configurations are replaced by `updated(for: state)`;
/// then `updateConfiguration(using:)` runs, then `configurationUpdateHandler`. Many
/// `setNeedsUpdateConfiguration()` calls before the next layout pass coalesce into one update.
///
/// Applying a configuration is a diff: the content view receives the new value only when it
/// differs from what it shows (a content view that `supports` the new configuration is reused;
/// otherwise it is replaced by `makeContentView()`).
@preconcurrency @MainActor
final class ConfigurationHost {
    /// The view content views go into (the cell's `contentView`).
    let contentView: UIView
    /// Draws the background configuration, behind the content view.
    let backgroundView = BackgroundConfigurationView()

    private(set) var contentConfiguration: (any UIContentConfiguration)?
    private(set) var backgroundConfiguration: UIBackgroundConfiguration?
    /// The view made from the content configuration, inside `contentView`.
    private(set) var configuredContentView: (any UIView & UIContentView)?

    /// Whether an update pass is pending.
    private(set) var needsUpdate = true
    /// Whether an update pass is running (configurations assigned now are not re-styled).
    private(set) var isUpdating = false
    /// How many update passes ran (tests use it to prove coalescing).
    private(set) var updatePassCount = 0
    /// How many times a content view was created from a configuration.
    private(set) var contentViewCreationCount = 0

    init(contentView: UIView) {
        self.contentView = contentView
        backgroundView.isHidden = true
    }

    /// Marks the owner for an update pass before its next layout.
    func setNeedsUpdate(on owner: UIView) {
        needsUpdate = true
        owner.setNeedsLayout()
    }

    /// Runs the update pass if one is pending.
    func updateIfNeeded<State: UIConfigurationState>(
        state: @autoclosure () -> State,
        automaticallyUpdatesContent: Bool,
        automaticallyUpdatesBackground: Bool,
        override: (State) -> Void,
        handler: ((State) -> Void)?
    ) {
        guard needsUpdate, !isUpdating else { return }
        needsUpdate = false
        isUpdating = true
        defer { isUpdating = false }
        updatePassCount += 1
        let state = state()
        state.traitCollection.performAsCurrent {
            if automaticallyUpdatesContent, let content = contentConfiguration {
                setContentConfiguration(content.updated(for: state), styledFor: nil)
            }
            if automaticallyUpdatesBackground, let background = backgroundConfiguration {
                setBackgroundConfiguration(background.updated(for: state), styledFor: nil)
            }
            override(state)
            handler?(state)
        }
    }

    /// Installs a content configuration; outside an update pass it is first styled for `state`
    /// (pass nil when it must be applied exactly as given).
    func setContentConfiguration(_ configuration: (any UIContentConfiguration)?, styledFor state: (any UIConfigurationState)?) {
        var configuration = configuration
        if let state, !isUpdating, let given = configuration {
            configuration = given.updated(for: state)
        }
        contentConfiguration = configuration
        guard let configuration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let current = configuredContentView, current.supports(configuration) {
            current.configuration = configuration
            return
        }
        configuredContentView?.removeFromSuperview()
        let view = configuration.makeContentView()
        contentViewCreationCount += 1
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
        configuredContentView = view
    }

    /// Installs a background configuration (styled for `state` outside an update pass).
    func setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?, styledFor state: (any UIConfigurationState)?) {
        var configuration = configuration
        if let state, !isUpdating, let given = configuration {
            configuration = given.updated(for: state)
        }
        backgroundConfiguration = configuration
        backgroundView.isHidden = configuration == nil
        if let configuration { backgroundView.configuration = configuration }
    }

    /// The width the content takes when nothing constrains it: the content view's fitting width (a list
    /// content view's unwrapped texts, image and margins), or, for a frame-laid-out custom content view
    /// that reports no size, the right edge of its rightmost subview. Without a content configuration,
    /// views the app added to `contentView` and placed by constraints size it: its compressed fitting width.
    func contentWidth() -> CGFloat {
        guard let view = configuredContentView else {
            guard contentView.usesConstraintsForFitting else { return 0 }
            return contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize,
                                                       withHorizontalFittingPriority: .fittingSizeLevel,
                                                       verticalFittingPriority: .fittingSizeLevel).width
        }
        let fitted = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize,
                                                  withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        if fitted.width > 0 { return fitted.width }
        return view.subviews.filter { !$0.isHidden }.map(\.frame.maxX).max() ?? 0
    }

    /// The height the content needs at `width`: the content view's fitting height, or, for a
    /// frame-laid-out custom content view that reports no size, the bottom of its lowest subview.
    /// Without a content configuration, views the app added to `contentView` and placed by constraints
    /// size it: `contentView` fits its constraints at that width.
    func contentHeight(fitting width: CGFloat) -> CGFloat {
        guard let view = configuredContentView else {
            guard contentView.usesConstraintsForFitting else { return 0 }
            return contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        }
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        if fitted.height > 0 { return fitted.height }
        return view.subviews.filter { !$0.isHidden }.map(\.frame.maxY).max() ?? 0
    }
}
