#if canImport(Glibc)
import Glibc
#endif

/// A blocking HTTP/1.1 client over a plain socket, one request per connection.
///
/// Small on purpose: `layoutd healthcheck` uses it inside a container image that has no curl.
public enum MinimalHTTPClient {
    /// A parsed response.
    public struct Response: Sendable {
        public var status: Int
        /// Header names lower-cased, in the order received.
        public var headers: [(name: String, value: String)]
        public var body: [UInt8]

        /// The first header of that name (case-insensitive).
        public func header(_ name: String) -> String? {
            let lower = name.lowercased()
            return headers.first { $0.name == lower }?.value
        }
    }

    /// Errors of the transport, not of the server.
    public enum Failure: Error, CustomStringConvertible {
        case connect(String)
        case io(String)
        case malformed(String)
        public var description: String {
            switch self {
            case .connect(let why): "cannot connect: \(why)"
            case .io(let why): "I/O error: \(why)"
            case .malformed(let why): "malformed response: \(why)"
            }
        }
    }

    /// Sends one request with `Connection: close` and reads the whole response.
    public static func send(
        host: String = "127.0.0.1", port: Int, method: String = "GET", path: String,
        headers: [(String, String)] = [], body: [UInt8] = [], timeoutSeconds: Int = 10
    ) throws -> Response {
        let socket = try connect(host: host, port: port, timeoutSeconds: timeoutSeconds)
        defer { close(socket) }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        try writeAll(socket, Array(head.utf8) + body)
        return try parse(readAll(socket))
    }

    /// A connected TCP socket with send and receive timeouts.
    public static func connect(host: String, port: Int, timeoutSeconds: Int) throws -> Int32 {
        guard let address = SocketAddress(host: host, port: port) else { throw Failure.connect("bad host \(host)") }
        let socket = Glibc.socket(address.isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure.connect(String(cString: strerror(errno))) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let length = socklen_t(address.isIPv6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size)
        let result = address.withSockaddr { Glibc.connect(socket, $0, length) }
        guard result == 0 else {
            let why = String(cString: strerror(errno))
            close(socket)
            throw Failure.connect(why)
        }
        return socket
    }

    /// Writes every byte (no SIGPIPE on a closed peer).
    public static func writeAll(_ socket: Int32, _ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { throw Failure.io(String(cString: strerror(errno))) }
            offset += written
        }
    }

    /// Reads until the peer closes the connection.
    public static func readAll(_ socket: Int32) throws -> [UInt8] {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 { return data }
            guard count > 0 else {
                if errno == ECONNRESET && !data.isEmpty { return data }
                throw Failure.io(String(cString: strerror(errno)))
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Parses a complete response; the body is bounded by `Content-Length` when there is one.
    public static func parse(_ data: [UInt8]) throws -> Response {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = data.indices.dropLast(3).first(where: { data[$0..<$0 + 4].elementsEqual(separator) }) else {
            throw Failure.malformed("no end of headers in \(data.count) bytes")
        }
        let lines = String(decoding: data[..<end], as: UTF8.self).split(separator: "\r\n" as Character, omittingEmptySubsequences: false)
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure.malformed(String(lines[0])) }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces()
            headers.append((name, String(value)))
        }
        var body = Array(data[(end + 4)...])
        if let length = headers.first(where: { $0.name == "content-length" }).flatMap({ Int($0.value) }), length <= body.count {
            body = Array(body[..<length])
        }
        return Response(status: status, headers: headers, body: body)
    }
}
