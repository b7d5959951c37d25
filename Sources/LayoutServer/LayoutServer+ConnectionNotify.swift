import CMicroHTTPD
import CMicroHTTPDShim

/// libmicrohttpd's connection-notify callback: registers each connection with the slow-client guard
/// for its whole life, through the connection's socket context.
let layoutServerConnectionNotify: MHD_NotifyConnectionCallback = { cls, connection, socketContext, code in
    guard let cls, let connection, let socketContext else { return }
    let server = Unmanaged<LayoutServer>.fromOpaque(cls).takeUnretainedValue()
    switch code {
    case .CONNECTION_NOTIFY_STARTED:
        let tracked = server.tracker.opened(socket: lmhd_connection_fd(connection))
        socketContext.pointee = Unmanaged.passRetained(tracked).toOpaque()
    case .CONNECTION_NOTIFY_CLOSED:
        guard let state = socketContext.pointee else { return }
        socketContext.pointee = nil
        server.tracker.closed(Unmanaged<TrackedConnection>.fromOpaque(state).takeRetainedValue())
    default:
        break
    }
}

extension LayoutServer {
    /// The tracker's record of `connection`, set by the connection-notify callback.
    func tracked(_ connection: OpaquePointer) -> TrackedConnection? {
        lmhd_connection_socket_context(connection).map { Unmanaged<TrackedConnection>.fromOpaque($0).takeUnretainedValue() }
    }
}
