import CMicroHTTPDShim
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Cuts off slow clients, which libmicrohttpd's idle-only timeout lets through: headers not complete
/// within the header timeout, and bodies below the minimum rate. Also notices a client that closed
/// its connection while its job waits for a solver (libmicrohttpd does not watch a suspended socket).
///
/// libmicrohttpd's connection-notify callback registers every connection; a timer thread scans them
/// every `tickMilliseconds` and `shutdown()`s the socket of an overdue one, so libmicrohttpd sees
/// the end of the stream, closes the connection and frees its slot under the connection limit.
/// The socket is only touched with the lock held, and a connection leaves the set (with the lock
/// held) before libmicrohttpd closes its descriptor, so a reused descriptor is never shut down.
final class ConnectionTracker: @unchecked Sendable {
    private let condition = NSCondition()
    private var connections: [ObjectIdentifier: TrackedConnection] = [:]
    private var stopping = false
    private var finished = true
    private let headerTimeoutNanoseconds: UInt64
    private let minBodyBytesPerSecond: Int
    private let onCut: @Sendable (LimitKind) -> Void
    private let onPeerClosed: @Sendable (ReplySlot) -> Void
    /// The scan period: a tenth of a second keeps a cut within that of its due time.
    let tickMilliseconds = 100

    /// - Parameters:
    ///   - headerTimeoutSeconds: 0 turns the header and body-rate checks off.
    ///   - minBodyBytesPerSecond: 0 turns the body-rate check off.
    ///   - onCut: told of every connection cut, with the limit it broke.
    ///   - onPeerClosed: told of a suspended job whose client has gone.
    init(headerTimeoutSeconds: Int, minBodyBytesPerSecond: Int,
         onCut: @escaping @Sendable (LimitKind) -> Void, onPeerClosed: @escaping @Sendable (ReplySlot) -> Void) {
        headerTimeoutNanoseconds = UInt64(max(0, headerTimeoutSeconds)) * 1_000_000_000
        self.minBodyBytesPerSecond = max(0, minBodyBytesPerSecond)
        self.onCut = onCut
        self.onPeerClosed = onPeerClosed
    }

    func start() {
        condition.lock()
        finished = false
        condition.unlock()
        let thread = Thread { self.run() }
        thread.name = "layoutd-slow-clients"
        thread.start()
    }

    /// Stops the timer thread and waits for it.
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        while !finished { condition.wait() }
        condition.unlock()
    }

    /// A new connection; its headers' clock starts now.
    func opened(socket: Int32) -> TrackedConnection {
        let connection = TrackedConnection(socket: socket, phase: .headers(sinceNanoseconds: MonotonicClock.nanoseconds()))
        condition.lock()
        connections[ObjectIdentifier(connection)] = connection
        condition.unlock()
        return connection
    }

    /// libmicrohttpd is closing the connection: forget it before its descriptor is closed.
    func closed(_ connection: TrackedConnection) {
        condition.lock()
        connections[ObjectIdentifier(connection)] = nil
        condition.unlock()
    }

    /// The headers are complete: the body's clock starts.
    func headersReceived(_ connection: TrackedConnection) {
        update(connection, to: .body(sinceNanoseconds: MonotonicClock.nanoseconds(), bytes: 0))
    }

    /// `count` more body bytes arrived.
    func bodyReceived(_ connection: TrackedConnection, count: Int) {
        condition.lock()
        if case .body(let since, let bytes) = connection.phase {
            connection.phase = .body(sinceNanoseconds: since, bytes: bytes + count)
        }
        condition.unlock()
    }

    /// The request is read (or answered early); `slot` is its suspended job, if any.
    func answering(_ connection: TrackedConnection, slot: ReplySlot? = nil) {
        update(connection, to: .answering(slot: slot))
    }

    /// The request is over: the next request's headers are timed from now (a kept-alive connection
    /// that sends nothing is closed after the header timeout too).
    func requestFinished(_ connection: TrackedConnection) {
        update(connection, to: .headers(sinceNanoseconds: MonotonicClock.nanoseconds()))
    }

    private func update(_ connection: TrackedConnection, to phase: TrackedConnection.Phase) {
        condition.lock()
        if case .cut = connection.phase {} else { connection.phase = phase }
        condition.unlock()
    }

    private func run() {
        condition.lock()
        while !stopping {
            let (cuts, gone) = scan(now: MonotonicClock.nanoseconds())
            condition.unlock()
            for limit in cuts { onCut(limit) }
            for slot in gone { onPeerClosed(slot) }
            condition.lock()
            guard !stopping else { break }
            _ = condition.wait(until: Date(timeIntervalSinceNow: Double(tickMilliseconds) / 1000))
        }
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// One pass over every connection, with the lock held.
    /// - Complexity: O(connections), one `poll` for the suspended ones.
    private func scan(now: UInt64) -> (cuts: [LimitKind], gone: [ReplySlot]) {
        var cuts: [LimitKind] = []
        var waiting: [(connection: TrackedConnection, slot: ReplySlot)] = []
        for connection in connections.values {
            switch connection.phase {
            case .headers(let since):
                if headerTimeoutNanoseconds > 0 && now - since >= headerTimeoutNanoseconds {
                    cut(connection)
                    cuts.append(.headerTimeout)
                }
            case .body(let since, let bytes):
                let elapsed = now - since
                // The average rate since the headers, once the body has had the header timeout to start.
                if headerTimeoutNanoseconds > 0 && minBodyBytesPerSecond > 0 && elapsed >= headerTimeoutNanoseconds
                    && Double(bytes) < Double(minBodyBytesPerSecond) * Double(elapsed) / 1e9 {
                    cut(connection)
                    cuts.append(.bodyRate)
                }
            case .answering(let slot?) where !slot.isCompleted:
                waiting.append((connection, slot))
            case .answering, .cut:
                break
            }
        }
        return (cuts, peersClosed(waiting))
    }

    private func cut(_ connection: TrackedConnection) {
        connection.phase = .cut
        Glibc.shutdown(connection.socket, Int32(SHUT_RDWR))
    }

    /// The jobs whose client shut its side down (`POLLRDHUP`) or reset the connection.
    private func peersClosed(_ waiting: [(connection: TrackedConnection, slot: ReplySlot)]) -> [ReplySlot] {
        guard !waiting.isEmpty else { return [] }
        var descriptors = waiting.map { pollfd(fd: $0.connection.socket, events: Int16(lmhd_poll_peer_closed_events()), revents: 0) }
        guard poll(&descriptors, nfds_t(descriptors.count), 0) > 0 else { return [] }
        return zip(waiting, descriptors).compactMap { item, descriptor in
            descriptor.revents & Int16(lmhd_poll_peer_closed_events() | Int32(POLLHUP) | Int32(POLLERR)) != 0 ? item.slot : nil
        }
    }
}
