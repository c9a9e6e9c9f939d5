import Foundation

/// A message in the inbox; some are about a payment.
struct Message: Identifiable, Hashable, Sendable {
    /// A payment a message is about.
    struct Payment: Hashable, Sendable {
        var amount: String
        var isProcessed: Bool
    }

    let id: String
    var sender: String
    var subject: String
    var preview: String
    var time: String
    var isUnread = false
    var isFlagged = false
    var isArchived = false
    var payment: Payment? = nil

    /// The sample inbox, newest first.
    static let samples: [Message] = [
        Message(id: "team-lunch", sender: "Jordan Lee", subject: "Team lunch on Friday",
                preview: "We booked the Italian place around the corner for 12:30. Can you make it?",
                time: "9:41", isUnread: true),
        Message(id: "payment-received", sender: "Dana Whitfield", subject: "Payment received",
                preview: "$48.00 for dinner last weekend. Thanks for covering!", time: "8:15",
                payment: Payment(amount: "$48.00", isProcessed: true)),
        Message(id: "design-review", sender: "Priya Natarajan", subject: "Design review notes",
                preview: "Notes from today's review are attached. The sidebar states look great.",
                time: "Yesterday", isFlagged: true),
        Message(id: "rent-request", sender: "Sam Ortiz", subject: "Payment request",
                preview: "$620.00 for the March rent, due on the first.", time: "Yesterday", isUnread: true,
                payment: Payment(amount: "$620.00", isProcessed: false)),
        Message(id: "flight-confirmed", sender: "Northwind Air", subject: "Your flight is confirmed",
                preview: "Seat 14A on Thursday's 7:05 departure. Check-in opens a day before.",
                time: "Tuesday", isUnread: true, isFlagged: true),
        Message(id: "garden-club", sender: "Garden Club", subject: "Spring planting schedule",
                preview: "Tomatoes go in the ground after the last frost, around mid-April.",
                time: "Monday", isArchived: true),
    ]
}
