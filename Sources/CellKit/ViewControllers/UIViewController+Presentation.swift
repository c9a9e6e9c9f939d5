import Foundation

extension UIViewController {
    /// Presents `viewControllerToPresent` modally.
    ///
    /// CellKit shows it the way a full-height sheet looks once it is up: its view covers the view of
    /// the outermost container of this controller (the window's root, usually), and it appears
    /// (`viewWillAppear` … `viewDidAppear`) at once, without animation. As with iOS 13's page
    /// sheets, the presenting controller stays appeared underneath. A controller that already
    /// presents another passes the request on to the one it presents.
    func presentController(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        if let presentedViewController {
            presentedViewController.present(viewControllerToPresent, animated: flag, completion: completion)
            return
        }
        let host = presentationHost
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.beginAppearanceTransition(true, animated: flag)
        let presented = viewControllerToPresent.view!
        presented.frame = host.view.bounds
        presented.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.view.addSubview(presented)
        host.view.layoutIfNeeded()
        viewControllerToPresent.endAppearanceTransition()
        completion?()
    }

    /// Dismisses the controller this one presented, or, when it presents none, this controller
    /// itself (asking the presenting controller), as in UIKit. The dismissed controller disappears
    /// at once and its view is removed; `completion` runs afterwards.
    func dismissController(animated flag: Bool, completion: (() -> Void)?) {
        guard let presented = presentedViewController else {
            if let presentingViewController {
                presentingViewController.dismiss(animated: flag, completion: completion)
            } else {
                completion?()
            }
            return
        }
        if presented.presentedViewController != nil {
            presented.dismiss(animated: false)
        }
        presented.beginAppearanceTransition(false, animated: flag)
        presented.viewIfLoaded?.removeFromSuperview()
        presented.endAppearanceTransition()
        presented.presentingViewController = nil
        presentedViewController = nil
        completion?()
    }

    /// The outermost container of this controller, whose view a presented controller covers.
    private var presentationHost: UIViewController {
        var host: UIViewController = self
        while let parent = host.parent { host = parent }
        return host
    }
}
