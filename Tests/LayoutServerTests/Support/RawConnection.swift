import Foundation
import LayoutServer
#if canImport(Glibc)
import Glibc
#endif

/// A socket the test drives byte by byte: partial requests, chunked uploads, stalls.
final class RawConnection {
    let socket: Int32

    init(port: Int, timeoutSeconds: Int = 10) throws {
        socket = try MinimalHTTPClient.connect(host: "127.0.0.1", port: port, timeoutSeconds: timeoutSeconds)
    }

    deinit { close(socket) }

    func send(_ text: String) throws { try MinimalHTTPClient.writeAll(socket, Array(text.utf8)) }

    func send(_ bytes: [UInt8]) throws { try MinimalHTTPClient.writeAll(socket, bytes) }

    /// Everything until the server closes the connection.
    func readToClose() throws -> [UInt8] { try MinimalHTTPClient.readAll(socket) }

    /// True once the server has closed its side (a read returns end of file or a reset).
    func isClosedByServer() -> Bool {
        var byte: UInt8 = 0
        let count = recv(socket, &byte, 1, 0)
        return count == 0 || (count < 0 && errno == ECONNRESET)
    }
}
