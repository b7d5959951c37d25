#if canImport(Glibc)
import Glibc
#endif

/// Non-blocking checks on a client socket.
enum SocketProbe {
    /// True once the server has closed the connection (end of file, reset, or a failed send).
    static func isClosed(_ socket: Int32) -> Bool {
        var byte: UInt8 = 0
        let count = recv(socket, &byte, 1, Int32(MSG_DONTWAIT))
        if count == 0 { return true }
        return count < 0 && errno != EAGAIN && errno != EWOULDBLOCK
    }

    /// Sends bytes without blocking; false if the connection is gone.
    static func trySend(_ socket: Int32, _ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let sent = bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
        return sent >= 0 || errno == EAGAIN || errno == EWOULDBLOCK
    }
}
