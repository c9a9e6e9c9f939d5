import Foundation

/// An `@IBAction` method: its name and argument labels, from which come its Objective-C selector
/// (what a nib names) and its Swift reference.
struct IBActionMethod: Equatable {
    let name: String
    /// The argument labels, `_` for none.
    let labels: [String]

    /// The selector Objective-C derives: `tapped`, `tapped:`, `tappedWithSender:`, `tapped:forEvent:`.
    var selector: String {
        guard let first = labels.first else { return name }
        let head = first == "_" ? name + ":" : name + "With" + first.prefix(1).uppercased() + first.dropFirst() + ":"
        return head + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
    }

    /// The unapplied method, named through `type`: `Cell.tapped(_:)`, or `Cell.tapped` with no arguments.
    func reference(in type: String) -> String {
        labels.isEmpty ? "\(type).\(name)" : "\(type).\(name)(\(labels.map { $0 + ":" }.joined()))"
    }
}

extension SourcePort {
    /// `@IBOutlet` followed by modifiers and `var`: the modifiers are kept, `weak` and `unowned` dropped.
    private static let outletDeclaration = try! NSRegularExpression(
        pattern: #"@IBOutlet(?![A-Za-z0-9_])((?:\s+(?:weak|unowned(?:\([a-z]+\))?|private(?:\(set\))?|fileprivate(?:\(set\))?|internal(?:\(set\))?|public|open|final|lazy|dynamic|@objc))*)\s+var\b"#)

    /// `code` with each `@IBOutlet … var` written as `@NibOutlet … var`.
    static func rewriteOutlets(in code: String) -> String {
        var result = code
        for match in outletDeclaration.matches(in: code, range: NSRange(code.startIndex..., in: code)).reversed() {
            guard let whole = Range(match.range, in: result), let modifiers = Range(match.range(at: 1), in: result) else { continue }
            let kept = result[modifiers].split(whereSeparator: \.isWhitespace)
                .filter { !$0.hasPrefix("weak") && !$0.hasPrefix("unowned") && $0 != "@objc" && $0 != "dynamic" }
            result.replaceSubrange(whole, with: (["@NibOutlet"] + kept.map(String.init) + ["var"]).joined(separator: " "))
        }
        return result
    }

    /// `func name(label param: Type, …)`.
    private static let functionSignature = try! NSRegularExpression(pattern: #"\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)\s*\(([^)]*)\)"#)

    /// Records the `@IBAction` method declared on this line (or on this line after an `@IBAction` line).
    mutating func noteActions(in code: String, line: Int) {
        guard code.contains("@IBAction") || pendingAction else { return }
        guard let match = Self.functionSignature.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)),
              let nameRange = Range(match.range(at: 1), in: code), let parameters = Range(match.range(at: 2), in: code) else {
            pendingAction = true
            return
        }
        pendingAction = false
        guard let type = currentTypeName else {
            notes.append(Note(line: line, message: "an @IBAction outside a type cannot be connected by a nib"))
            return
        }
        let labels = code[parameters].split(separator: ",").compactMap { parameter -> String? in
            let names = parameter.split(separator: ":", maxSplits: 1).first?.split(whereSeparator: \.isWhitespace) ?? []
            return names.first.map(String.init)
        }
        let method = IBActionMethod(name: String(code[nameRange]), labels: labels)
        if let index = actions.firstIndex(where: { $0.type == type }) {
            actions[index].methods.append(method)
        } else {
            actions.append((type, [method]))
        }
    }

    /// The `NibActionTarget` conformances for the `@IBAction` methods recorded, to end the file with.
    func actionTargetConformances() -> String {
        actions.map { type, methods in
            "// Written by cellscope port: the @IBAction methods a nib's actions call, by Objective-C selector.\n"
                + "extension \(type): NibActionTarget {\n"
                + "    func nibAction(forSelector selector: String) -> NibAction? {\n"
                + "        switch selector {\n"
                + methods.map { "        case \"\($0.selector)\": NibAction(self, \($0.reference(in: type)))\n" }.joined()
                + "        default: nil\n        }\n    }\n}\n"
        }.joined(separator: "\n")
    }
}
