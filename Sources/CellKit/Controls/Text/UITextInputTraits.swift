import Foundation

/// The kind of keyboard a text input wants (UIKit's `UIKeyboardType`). Stored: a desktop has one keyboard.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the Return key (UIKit's `UIReturnKeyType`). Stored.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When the keyboard capitalizes (UIKit's `UITextAutocapitalizationType`). Stored.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Whether autocorrection is on (UIKit's `UITextAutocorrectionType`). Stored.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether spell checking is on (UIKit's `UITextSpellCheckingType`). Stored.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

/// The meaning of a text input's content, for autofill (UIKit's `UITextContentType`). Stored.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let URL = UITextContentType(rawValue: "url")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
}
