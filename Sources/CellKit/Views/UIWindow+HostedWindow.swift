import Foundation

/// A window as its toolkit window sees it (see `HostedWindow`): the title, and the reports of the
/// person closing it (`hostWindowWillClose()`) and of the toolkit destroying it
/// (`hostWindowWasDestroyed()`), both in `UIWindow.swift`.
extension UIWindow: HostedWindow {}
