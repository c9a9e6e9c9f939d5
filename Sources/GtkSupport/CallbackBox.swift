/// A heap box that carries a Swift closure through a C `gpointer`.
///
/// Boxes are passed retained and released by the matching destroy notify, so their lifetime is the
/// C side's (a signal connection, a weak reference, an idle source), never a side table's.
final class CallbackBox<Callback>: @unchecked Sendable {
    let callback: Callback
    init(_ callback: Callback) { self.callback = callback }
}
