import Foundation

/// An Interface Builder document that makes its objects on demand (UIKit's `UINib`).
///
/// On Linux there is no `ibtool`: CellKit reads the `.xib` XML itself, looked up as `Name.xib` (or
/// `Name.nib` when that file is XML) in the bundle. Add the `.xib` to the target's resources
/// (`.process` or `.copy`) and pass `Bundle.module`, or the main bundle (nil), which includes the
/// SwiftPM resource bundles beside the executable. See "Loading nibs" for what a nib may contain.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of the options dictionary given to `instantiate(withOwner:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `[String: Any]` that gives the objects for the nib's external-object placeholders, by identifier.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    let data: Data?
    let name: String
    let bundle: Bundle

    /// A nib named `name` (without extension) in `bundleOrNil` (the main bundle when nil). A missing
    /// file stops the program when the nib is instantiated, as UIKit does.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        bundle = bundleOrNil ?? .main
        data = NibLocator.data(named: name, in: bundle)
    }

    /// A nib from the contents of a `.xib` file; images and colors it names come from `bundleOrNil`.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        self.data = data
        name = "nib data"
        bundle = bundleOrNil ?? .main
    }

    /// Makes the nib's objects, connecting File's Owner's outlets to `ownerOrNil`, and returns its
    /// top-level objects. A nib CellKit cannot load stops the program with the reason (UIKit raises).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        do {
            return try load(owner: ownerOrNil, options: optionsOrNil)
        } catch {
            fatalError(error.description)
        }
    }

    /// Makes the nib's objects, or says why it cannot.
    package func load(owner: Any?, options: [UINib.OptionsKey: Any]? = nil, reuseIdentifier: String? = nil,
                      knownClasses: [AnyClass] = []) throws(NibError) -> [Any] {
        guard let data else { throw .missingNib(name: name, bundle: bundle.bundlePath) }
        let loader = NibLoader(nibName: name, bundle: bundle)
        loader.context.reuseIdentifier = reuseIdentifier
        loader.context.knownClasses = knownClasses
        let external = options?[.externalObjects] as? [String: Any] ?? [:]
        return try loader.load(data, owner: owner, externalObjects: external)
    }

    /// The first top-level object of the nib, which must be a `View` (a registered cell).
    func instantiateView<View: UIView>(of type: View.Type, reuseIdentifier: String?) -> View {
        let objects: [Any]
        do {
            objects = try load(owner: nil, reuseIdentifier: reuseIdentifier, knownClasses: [type])
        } catch {
            fatalError(error.description)
        }
        guard let view = objects.first(where: { $0 is UIView }) as? View else {
            fatalError("\(name).xib: the first top-level view is not a \(type) (it must contain exactly one cell)")
        }
        return view
    }
}
