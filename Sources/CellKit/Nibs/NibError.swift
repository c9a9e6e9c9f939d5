import Foundation

/// Why a nib could not be loaded. UIKit raises an exception for these; CellKit's `UINib` and
/// `Bundle.loadNibNamed(_:owner:options:)` stop the program with the error's description.
package enum NibError: Error, Equatable, CustomStringConvertible {
    /// No `Name.xib` (or XML `Name.nib`) in the bundle.
    case missingNib(name: String, bundle: String)
    /// The file is not well-formed XML.
    case malformedXML(nib: String, line: Int, reason: String)
    /// The file is XML but not an Interface Builder document CellKit reads (a storyboard, a compiled nib).
    case unsupportedDocument(nib: String, reason: String)
    /// An element CellKit cannot make (a view type it has no counterpart for).
    case unsupportedElement(nib: String, element: String, line: Int)
    /// A `customClass` that no module this program links declares.
    case unknownClass(nib: String, className: String, line: Int)
    /// A `customClass` that is not a subclass of the element's UIKit class.
    case classMismatch(nib: String, className: String, expected: String, line: Int)
    /// An outlet or action refers to an id the nib does not contain.
    case unknownObject(nib: String, id: String, line: Int)
    /// The nib connects an outlet the owner or object does not declare with `@NibOutlet`.
    case unknownOutlet(nib: String, property: String, ownerType: String, line: Int)
    /// The object connected to an outlet is not of the outlet's type.
    case outletTypeMismatch(nib: String, property: String, ownerType: String, expected: String, actual: String, line: Int)

    package var description: String {
        switch self {
        case let .missingNib(name, bundle):
            "Could not load NIB in bundle \(bundle) with name '\(name)': there is no \(name).xib (CellKit reads "
                + "Interface Builder's XML; add the .xib to the target's resources)"
        case let .malformedXML(nib, line, reason):
            "\(nib).xib is not well-formed XML at line \(line): \(reason)"
        case let .unsupportedDocument(nib, reason):
            "\(nib) cannot be loaded: \(reason)"
        case let .unsupportedElement(nib, element, line):
            "\(nib).xib line \(line): CellKit cannot load <\(element)> from a nib; create it in code (in awakeFromNib) instead"
        case let .unknownClass(nib, className, line):
            "\(nib).xib line \(line): unknown class '\(className)'; check the customClass and customModule attributes "
                + "(customModule must be the Swift module that declares the class)"
        case let .classMismatch(nib, className, expected, line):
            "\(nib).xib line \(line): '\(className)' is not a subclass of \(expected)"
        case let .unknownObject(nib, id, line):
            "\(nib).xib line \(line): no object has the id '\(id)'"
        case let .unknownOutlet(nib, property, ownerType, line):
            "\(nib).xib line \(line): \(ownerType) has no outlet '\(property)'; declare it as "
                + "`@NibOutlet var \(property): …` (Swift on Linux cannot use @IBOutlet)"
        case let .outletTypeMismatch(nib, property, ownerType, expected, actual, line):
            "\(nib).xib line \(line): the outlet '\(property)' of \(ownerType) holds \(expected), not \(actual)"
        }
    }
}
