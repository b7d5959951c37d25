/// One open connection as `ConnectionTracker` sees it; every field is guarded by the tracker's lock.
final class TrackedConnection: @unchecked Sendable {
    /// Where the connection is in its current request.
    enum Phase {
        /// Waiting for a request's headers since this instant (the opening, or the previous request's end).
        case headers(sinceNanoseconds: UInt64)
        /// Reading a body: `bytes` so far since the headers ended at `sinceNanoseconds`.
        case body(sinceNanoseconds: UInt64, bytes: Int)
        /// The request is read: no clock runs; `slot` is the suspended job, if any, watched for a closed peer.
        case answering(slot: ReplySlot?)
        /// The socket was shut down by the tracker; libmicrohttpd closes the connection next.
        case cut
    }

    /// The socket, valid until libmicrohttpd's close notification (which precedes its `close`).
    let socket: Int32
    var phase: Phase

    init(socket: Int32, phase: Phase) {
        self.socket = socket
        self.phase = phase
    }
}
