import Foundation

/// What a text view asks and tells its delegate (UIKit's `UITextViewDelegate`). Every method has a
/// default (allow, do nothing), as UIKit's are optional.
@preconcurrency @MainActor
public protocol UITextViewDelegate: AnyObject {
    /// Whether editing may begin (the text view is about to take the keyboard focus).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end. Asked by `resignFirstResponder()`; focus moved away by a click
    /// elsewhere cannot be refused on the desktop.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether typing may replace `range` of the text with `text`; returning false undoes the edit.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The person changed the text (not sent for `text` set in code).
    func textViewDidChange(_ textView: UITextView)
    /// The caret moved or the selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

extension UITextView {
    /// Posted when a text view began editing; the object is the text view.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after the person changed a text view's text; the object is the text view.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when a text view ended editing; the object is the text view.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
