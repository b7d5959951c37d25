/// Why a server could not start.
public enum LayoutServerError: Error, CustomStringConvertible {
    case invalidHost(String)
    case cannotListen(host: String, port: Int)
    /// The fonts could not be loaded: the system font is not installed, or fontconfig failed.
    case fonts(String)

    public var description: String {
        switch self {
        case .invalidHost(let host): "host '\(host)' is not an IPv4 or IPv6 address"
        case .cannotListen(let host, let port): "cannot listen on \(host):\(port) (in use, or not permitted)"
        case .fonts(let reason): "cannot load the fonts: \(reason)"
        }
    }
}
