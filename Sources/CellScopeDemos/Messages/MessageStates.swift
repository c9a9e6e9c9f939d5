import CellKit
import Foundation

/// The business states of a message, as custom configuration states: the cell adds them to its
/// configuration state, and its look follows the state, not the model.
extension UIConfigurationStateCustomKey {
    static let isUnread = UIConfigurationStateCustomKey("com.cellscope.demos.message.isUnread")
    static let isFlagged = UIConfigurationStateCustomKey("com.cellscope.demos.message.isFlagged")
    static let isArchived = UIConfigurationStateCustomKey("com.cellscope.demos.message.isArchived")
    static let isProcessed = UIConfigurationStateCustomKey("com.cellscope.demos.payment.isProcessed")
}

extension UICellConfigurationState {
    /// The message has not been read.
    var isUnread: Bool {
        get { self[.isUnread] as? Bool ?? false }
        set { self[.isUnread] = newValue }
    }

    /// The message is flagged for follow-up.
    var isFlagged: Bool {
        get { self[.isFlagged] as? Bool ?? false }
        set { self[.isFlagged] = newValue }
    }

    /// The message was archived.
    var isArchived: Bool {
        get { self[.isArchived] as? Bool ?? false }
        set { self[.isArchived] = newValue }
    }

    /// The payment the message is about went through.
    var isProcessed: Bool {
        get { self[.isProcessed] as? Bool ?? false }
        set { self[.isProcessed] = newValue }
    }
}
