#if canImport(Glibc)
import Glibc
#endif

/// A numeric IPv4 or IPv6 address and port as a `sockaddr` for libmicrohttpd to bind.
struct SocketAddress {
    private var storage = sockaddr_storage()
    let isIPv6: Bool

    /// - Returns: nil unless `host` is an IPv4 or IPv6 literal (`localhost` is accepted as 127.0.0.1).
    init?(host: String, port: Int) {
        let literal = host == "localhost" ? "127.0.0.1" : host
        let trimmed = literal.hasPrefix("[") && literal.hasSuffix("]") ? String(literal.dropFirst().dropLast()) : literal
        var v4 = sockaddr_in()
        if inet_pton(AF_INET, trimmed, &v4.sin_addr) == 1 {
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = in_port_t(UInt16(truncatingIfNeeded: port)).bigEndian
            isIPv6 = false
            withUnsafeBytes(of: v4) { source in
                withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: source) }
            }
            return
        }
        var v6 = sockaddr_in6()
        guard inet_pton(AF_INET6, trimmed, &v6.sin6_addr) == 1 else { return nil }
        v6.sin6_family = sa_family_t(AF_INET6)
        v6.sin6_port = in_port_t(UInt16(truncatingIfNeeded: port)).bigEndian
        isIPv6 = true
        withUnsafeBytes(of: v6) { source in
            withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: source) }
        }
    }

    func withSockaddr<R>(_ body: (UnsafePointer<sockaddr>) throws -> R) rethrows -> R {
        try withUnsafeBytes(of: storage) { raw in
            try body(raw.baseAddress!.assumingMemoryBound(to: sockaddr.self))
        }
    }
}
