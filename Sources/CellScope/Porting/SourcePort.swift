import Foundation

/// Rewrites a Swift file written for UIKit on iOS so that it builds against CellKit on Linux, changing
/// only what Linux cannot compile and leaving a note for each line it cannot port.
///
/// What changes, in code only (never in strings or comments, see ``SwiftSourceScanner``):
/// - `import UIKit` becomes `import CellKit`, and `@UIApplicationMain` becomes `@main`;
/// - `#selector(save)` and `#selector(save(_:))` become the unapplied method named through the type
///   they are written in, `ListViewController.save` / `ListViewController.save(_:)`, which CellKit's
///   target–action methods take (Swift does not allow `Self.save` in a class; `#selector(Other.save)`
///   keeps its type);
/// - the Objective-C attributes `@objc`, `@objc(name)`, `@objcMembers`, `@IBAction` and `@objc dynamic`'s
///   `dynamic` are removed: Swift on Linux has no Objective-C runtime;
/// - `@IBOutlet weak var label: UILabel!` becomes `@NibOutlet var label: UILabel!` (CellKit's nib loader
///   connects outlets through that wrapper; `weak` goes, since a wrapped property cannot be weak), outlet
///   collections too;
/// - each type with `@IBAction` methods gets a `NibActionTarget` conformance at the end of the file that
///   returns each method for its Objective-C selector (`tapped:`), so nibs' actions reach them.
///
/// What cannot be ported is noted with its line and left as it was: a selector given to an API that
/// looks methods up by name at run time (`perform(_:)`, `responds(to:)`, selector-based notification
/// observers and timers), `#selector(getter:)`, `#keyPath`, `NSSelectorFromString`, `UIScreen.main` (see
/// `UIScreen`), and SwiftUI.
struct SourcePort {
    /// A line that needs a person's edit, and why.
    struct Note: Equatable {
        let line: Int
        let message: String
    }

    /// The rewritten text.
    private(set) var text = ""
    /// How many lines changed.
    private(set) var changedLines = 0
    /// The lines left for a person.
    var notes: [Note] = []
    /// The types being declared around the line being ported: each name with the brace depth of its body.
    private var enclosingTypes: [(name: String, depth: Int)] = []
    /// A type whose declaration has begun and whose body's brace has not come yet.
    private var pendingType: String?
    private var braceDepth = 0
    /// The `@IBAction` methods seen, by the type they are declared in (in order of first appearance).
    var actions: [(type: String, methods: [IBActionMethod])] = []
    /// Whether an `@IBAction` attribute stands on a line of its own, its `func` on a later line.
    var pendingAction = false

    /// Ports `source`.
    init(_ source: String) {
        var scanner = SwiftSourceScanner()
        var lines: [String] = []
        for (offset, line) in source.components(separatedBy: "\n").enumerated() {
            let ported = port(line: line, number: offset + 1, scanner: &scanner)
            if ported != line { changedLines += 1 }
            // A line that held only an attribute that was removed (`@IBAction` above its `func`) goes.
            if ported != line, ported.allSatisfy(\.isWhitespace) { continue }
            lines.append(ported)
        }
        text = lines.joined(separator: "\n")
        let conformances = actionTargetConformances()
        if !conformances.isEmpty {
            text += (text.hasSuffix("\n") ? "\n" : "\n\n") + conformances
            changedLines += 1
        }
    }

    /// The type whose body the line being ported is in.
    var currentTypeName: String? { enclosingTypes.last?.name }

    private mutating func port(line: String, number: Int, scanner: inout SwiftSourceScanner) -> String {
        let segments = scanner.segments(of: line)
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if segments.count == 1, case .code = segments[0] {
            if trimmed == "import UIKit" { return line.replacingOccurrences(of: "import UIKit", with: "import CellKit") }
            if trimmed.hasPrefix("import UIKit.") || trimmed == "import SwiftUI" {
                notes.append(Note(line: number, message: "\(trimmed): CellKit has no such module; remove the import or what needs it"))
                return line
            }
        }
        var result = ""
        for segment in segments {
            switch segment {
            case .verbatim(let text): result += text
            case .code(let code): result += port(code: code, line: number)
            }
        }
        return result
    }

    /// The runtime lookups a selector cannot be ported for: the call or label before `#selector`.
    private static let lookupsByName = ["perform(", "responds(to:", "selector:", "instancesRespond(to:", "canPerformAction("]

    private mutating func port(code: String, line: Int) -> String {
        var code = code
        for (pattern, message) in [("#keyPath(", "#keyPath names a property for Objective-C key-value coding, which Linux does not have"),
                                   ("NSSelectorFromString", "a selector made from a string cannot be called without Objective-C"),
                                   ("UIScreen.main", "CellKit has no UIScreen.main (a preview may show several screens): use the window scene's "
                                       + "screen, view.window?.windowScene?.screen, or UIWindow(windowScene:)")]
        where code.contains(pattern) {
            notes.append(Note(line: line, message: message))
        }
        code = code.replacingOccurrences(of: "@UIApplicationMain", with: "@main")
        code = portSelectors(in: code, line: line)
        noteActions(in: code, line: line)
        code = Self.rewriteOutlets(in: code)
        code = removeObjectiveCAttributes(from: code)
        followTypeDeclarations(in: code)
        return code
    }

    /// A type declaration: `class Name`, `struct Name`, `extension Name`… (not `class func` or `class var`).
    private static let typeDeclaration = try! NSRegularExpression(
        pattern: #"\b(?:class|struct|enum|extension|actor)\s+(?!func\b|var\b|let\b)([A-Za-z_][A-Za-z0-9_.]*)"#)

    /// Keeps ``enclosingTypes`` up to date with the declarations and braces in `code`.
    private mutating func followTypeDeclarations(in code: String) {
        var declarations: [(offset: Int, name: String)] = Self.typeDeclaration
            .matches(in: code, range: NSRange(code.startIndex..., in: code))
            .compactMap { match in
                guard let range = Range(match.range(at: 1), in: code), let whole = Range(match.range, in: code) else { return nil }
                return (code.distance(from: code.startIndex, to: whole.lowerBound), String(code[range]))
            }
        for (offset, character) in code.enumerated() {
            if let next = declarations.first, next.offset == offset {
                pendingType = next.name
                declarations.removeFirst()
            }
            switch character {
            case "{":
                braceDepth += 1
                if let name = pendingType {
                    enclosingTypes.append((name, braceDepth))
                    pendingType = nil
                }
            case "}":
                if enclosingTypes.last?.depth == braceDepth { enclosingTypes.removeLast() }
                braceDepth -= 1
            default: break
            }
        }
    }

    /// Replaces each `#selector(…)` that names a method for target–action with the unapplied method.
    private mutating func portSelectors(in code: String, line: Int) -> String {
        var result = ""
        var rest = Substring(code)
        while let start = rest.range(of: "#selector(") {
            let before = rest[..<start.lowerBound]
            result += before
            guard let close = Self.closingParenthesis(in: rest[start.upperBound...]) else {
                result += rest[start.lowerBound...]
                return result
            }
            let argument = rest[start.upperBound..<close].trimmingCharacters(in: .whitespaces)
            let original = String(rest[start.lowerBound...close])
            rest = rest[rest.index(after: close)...]
            let context = (result.suffix(40)).replacingOccurrences(of: " ", with: "")
            if argument.hasPrefix("getter:") || argument.hasPrefix("setter:") {
                notes.append(Note(line: line, message: "\(original) names a property accessor; call the property from a closure instead"))
                result += original
            } else if let lookup = Self.lookupsByName.first(where: { context.hasSuffix($0.replacingOccurrences(of: " ", with: "")) }) {
                notes.append(Note(line: line, message: "\(original) is given to \(lookup)…, which finds methods by name at run time; "
                    + "call a closure instead (notifications: addObserver(forName:object:queue:using:); timers: "
                    + "Timer.scheduledTimer(withTimeInterval:repeats:block:); a delay: DispatchQueue.main.asyncAfter)"))
                result += original
            } else {
                result += Self.unappliedMethod(for: argument, in: enclosingTypes.last?.name)
            }
        }
        return result + rest
    }

    /// `save`, `self.save(_:)` or `ListViewController.save(_:)` as an unapplied method reference, named
    /// through `type` (the type the selector is written in) unless it names its own; `Self` outside any type.
    static func unappliedMethod(for selector: String, in type: String?) -> String {
        var name = selector
        if name.hasPrefix("self.") { name.removeFirst(5) }
        if let first = name.first, first.isUppercase, name.contains(".") { return name }
        return (type ?? "Self") + "." + name
    }

    /// Where the parenthesis that closes an opened one is, in `text` (which starts after it).
    private static func closingParenthesis(in text: Substring) -> String.Index? {
        var depth = 1
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// `code` without `@objc`, `@objc(name)`, `@objcMembers`, `@IBAction`, and the `dynamic` that
    /// follows `@objc`.
    private static let objectiveCAttribute = try! NSRegularExpression(
        pattern: #"@(?:objcMembers|IBAction|objc(?:\([^)]*\))?)(?![A-Za-z0-9_])(?:\s+dynamic(?![A-Za-z0-9_]))?\s*"#)

    private func removeObjectiveCAttributes(from code: String) -> String {
        let range = NSRange(code.startIndex..., in: code)
        return Self.objectiveCAttribute.stringByReplacingMatches(in: code, range: range, withTemplate: "")
    }
}
