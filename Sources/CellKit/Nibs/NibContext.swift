import Foundation

/// What one loading of a nib keeps while it builds objects: the objects by id, the constraints and
/// connections to make once every object exists, and the warnings it reported.
@preconcurrency @MainActor
final class NibContext {
    let nibName: String
    let bundle: Bundle
    /// Objects by their id in the nib (File's Owner is `-1`); layout guides and constraints too.
    var objects: [String: AnyObject] = [:]
    /// Every object created from the nib, in document order (they receive `awakeFromNib()`).
    var created: [UIResponder] = []
    /// `<constraints>` elements with the view that holds them.
    var constraintLists: [(element: NibElement, holder: UIView)] = []
    /// `<connections>` elements with the object they belong to.
    var connectionLists: [(element: NibElement, source: AnyObject?)] = []
    /// The reuse identifier a registered table cell must have.
    var reuseIdentifier: String?
    /// Classes to try for a `customClass` whose module is not written (registrations know their cell class).
    var knownClasses: [AnyClass] = []
    private(set) var warnings: [String] = []

    init(nibName: String, bundle: Bundle) {
        self.nibName = nibName
        self.bundle = bundle
    }

    /// Reports something in the nib that CellKit leaves out, naming the element and its line.
    func warn(_ message: String, _ element: NibElement) {
        let text = "\(nibName).xib line \(element.line), \(element.described): \(message)"
        warnings.append(text)
        Diagnostics.warnOnce(key: "nib:" + text, message: text)
    }
}
