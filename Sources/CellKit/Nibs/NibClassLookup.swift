import Foundation

/// Finds the class of a nib object: its `customClass` in its `customModule` (Swift names classes
/// `Module.Class`; there is no Objective-C runtime to look a bare name up), else the element's UIKit class.
@preconcurrency @MainActor
struct NibClassLookup {
    let context: NibContext

    func viewClass(for element: NibElement, base: UIView.Type) throws(NibError) -> UIView.Type {
        guard let className = element["customClass"] else { return base }
        guard let found = lookUp(className, module: element["customModule"]) else {
            throw .unknownClass(nib: context.nibName, className: className, line: element.line)
        }
        guard let viewClass = found as? UIView.Type, viewClass.isSubclass(of: base) else {
            throw .classMismatch(nib: context.nibName, className: className, expected: String(describing: base), line: element.line)
        }
        return viewClass
    }

    /// The class named `className` in `module`, or (no module written) a known class of that name,
    /// or one of CellKit's own classes.
    func lookUp(_ className: String, module: String?) -> AnyClass? {
        if let module, let found = NSClassFromString(module + "." + className) { return found }
        if let found = context.knownClasses.first(where: { String(describing: $0) == className }) { return found }
        return NSClassFromString(className) ?? NSClassFromString("CellKit." + className)
    }
}
