import Foundation

/// The members of one JSON object of a prototype file, read strictly: a key the object does not
/// take, a value of the wrong type or out of range, and an unknown name are errors at that place,
/// with the valid choices.
struct PrototypeFields {
    /// What the object is, for messages ("an item", "a custom state's look").
    let what: String
    let position: SourcePosition
    private let members: [PrototypeJSON.Member]

    /// Reads `json` as an object that takes only `keys`.
    init(_ json: PrototypeJSON, what: String, keys: [String]) throws(PrototypeError) {
        guard case .object(let members) = json.value else {
            throw PrototypeError("\(what) must be an object, not \(json.kindName)", at: json.position)
        }
        for member in members where !keys.contains(member.key) {
            throw PrototypeError("unknown key '\(member.key)' in \(what); valid keys: \(keys.joined(separator: ", "))", at: member.keyPosition)
        }
        self.what = what
        position = json.position
        self.members = members
    }

    /// The value of `key`, if present.
    func value(_ key: String) -> PrototypeJSON? {
        members.first { $0.key == key }?.value
    }

    /// Whether the object has `key`.
    func has(_ key: String) -> Bool { value(key) != nil }

    /// A string, if present; an empty string is an error unless `allowsEmpty`.
    func string(_ key: String, allowsEmpty: Bool = false) throws(PrototypeError) -> String? {
        guard let json = value(key) else { return nil }
        guard case .string(let text) = json.value else {
            throw PrototypeError("'\(key)' must be a string, not \(json.kindName)", at: json.position)
        }
        if text.isEmpty, !allowsEmpty { throw PrototypeError("'\(key)' must not be empty", at: json.position) }
        return text
    }

    /// A string that `key` must have.
    func requiredString(_ key: String) throws(PrototypeError) -> String {
        guard let text = try string(key) else { throw PrototypeError("\(what) needs '\(key)'", at: position) }
        return text
    }

    /// true or false, if present.
    func bool(_ key: String) throws(PrototypeError) -> Bool? {
        guard let json = value(key) else { return nil }
        guard case .bool(let flag) = json.value else {
            throw PrototypeError("'\(key)' must be true or false, not \(json.kindName)", at: json.position)
        }
        return flag
    }

    /// A whole number within `range`, if present.
    func integer(_ key: String, in range: ClosedRange<Int>) throws(PrototypeError) -> Int? {
        guard let json = value(key) else { return nil }
        guard case .number(let number) = json.value, number.rounded() == number else {
            throw PrototypeError("'\(key)' must be a whole number, not \(json.kindName)", at: json.position)
        }
        guard number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw PrototypeError("'\(key)' must be between \(range.lowerBound) and \(range.upperBound), not \(Int(number))", at: json.position)
        }
        return Int(number)
    }

    /// An array of at most `limit` elements, if present.
    func array(_ key: String, limit: Int) throws(PrototypeError) -> [PrototypeJSON]? {
        guard let json = value(key) else { return nil }
        guard case .array(let elements) = json.value else {
            throw PrototypeError("'\(key)' must be an array, not \(json.kindName)", at: json.position)
        }
        guard elements.count <= limit else {
            throw PrototypeError("'\(key)' has \(elements.count) elements; at most \(limit) are allowed", at: json.position)
        }
        return elements
    }

    /// One of a closed set of names (an enumeration's raw values), if present.
    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, _ noun: String, as type: Choice.Type = Choice.self)
        throws(PrototypeError) -> Choice? where Choice.RawValue == String {
        guard let text = try string(key) else { return nil }
        guard let choice = Choice(rawValue: text) else {
            let position = value(key)!.position
            throw PrototypeError("unknown \(noun) '\(text)'; valid: \(Choice.allCases.map(\.rawValue).joined(separator: ", "))", at: position)
        }
        return choice
    }
}

extension PrototypeJSON {
    /// The string this value holds; an error naming `what` otherwise.
    func string(_ what: String) throws(PrototypeError) -> String {
        guard case .string(let text) = value, !text.isEmpty else {
            throw PrototypeError("\(what) must be a non-empty string, not \(kindName)", at: position)
        }
        return text
    }
}
