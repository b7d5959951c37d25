import LayoutEngine
import LayoutRender

/// Everything `layoutd serve` can tune; the defaults are the documented ones (README, `openapi.yaml`).
public struct ServerConfiguration: Sendable {
    /// The address to bind: an IPv4 or IPv6 literal.
    public var host: String
    /// The TCP port; 0 picks an ephemeral one (read it back from `LayoutServer.port`).
    public var port: Int
    /// Solver worker threads.
    public var solverThreads: Int
    /// libmicrohttpd I/O threads (poll).
    public var ioThreads: Int
    /// Jobs waiting for a solver beyond those being solved; a full queue answers 503.
    public var queueDepth: Int
    /// The largest request body accepted, declared or chunked.
    public var maxBodyBytes: Int
    /// The engine's view and constraint limits.
    public var limits: LayoutLimits
    /// How long a layout request may wait and solve before it is answered 503.
    public var deadlineMilliseconds: Int
    /// Idle seconds before libmicrohttpd closes a connection (a slow or silent client).
    public var connectionTimeoutSeconds: Int
    /// Seconds a connection may take to send a request's headers, counted from its opening or from
    /// the end of its previous request; then its socket is shut down. 0 turns the check off.
    public var headerTimeoutSeconds: Int
    /// The slowest average body rate accepted, in bytes per second since the headers ended, checked
    /// once the body has taken longer than `headerTimeoutSeconds`; a slower one is cut. 0 turns it off.
    public var minBodyBytesPerSecond: Int
    /// Concurrent connections.
    public var connectionLimit: Int
    /// How long a graceful shutdown waits for requests in flight.
    public var drainTimeoutMilliseconds: Int
    /// The most pixels a PNG of `/v1/render` may have; a larger picture is a 422.
    public var maxRenderPixels = PNGRasterizer.defaultMaxPixels
    /// The family `system` stands for in a document's fonts (`--system-font`).
    public var systemFont = ServerConfiguration.defaultSystemFont
    /// A directory of font files added to the system's (`--fonts-dir`), for example licensed SF Pro.
    public var fontsDirectory: String? = nil
    /// Test hook: extra milliseconds each solve takes, to hold requests in flight deterministically;
    /// the wait ends early when the job is cancelled, as a real solve does.
    @_spi(Testing) public var _solveDelayMilliseconds = 0

    /// The number of cores, the default solver thread count.
    public static var defaultSolverThreads: Int { max(1, SystemInfo.activeProcessorCount) }
    /// 16 MiB for a 100,000-view document plus margin.
    public static let defaultMaxBodyBytes = 32 * 1024 * 1024
    /// Inter (Debian's `fonts-inter`), the closest open design to Apple's San Francisco.
    public static let defaultSystemFont = "Inter"
    /// 64 queued jobs per solver thread.
    public static let queueDepthPerThread = 64

    /// The documented defaults; `queueDepth` nil means 64 per solver thread.
    public init(
        host: String = "0.0.0.0",
        port: Int = 8080,
        solverThreads: Int = ServerConfiguration.defaultSolverThreads,
        ioThreads: Int = 2,
        queueDepth: Int? = nil,
        maxBodyBytes: Int = ServerConfiguration.defaultMaxBodyBytes,
        limits: LayoutLimits = LayoutLimits(),
        deadlineMilliseconds: Int = 10_000,
        connectionTimeoutSeconds: Int = 30,
        headerTimeoutSeconds: Int = 10,
        minBodyBytesPerSecond: Int = 1024,
        connectionLimit: Int = 1024,
        drainTimeoutMilliseconds: Int = 30_000
    ) {
        self.host = host
        self.port = port
        self.solverThreads = max(1, solverThreads)
        self.ioThreads = max(1, ioThreads)
        self.queueDepth = max(1, queueDepth ?? ServerConfiguration.queueDepthPerThread * self.solverThreads)
        self.maxBodyBytes = maxBodyBytes
        self.limits = limits
        self.deadlineMilliseconds = deadlineMilliseconds
        self.connectionTimeoutSeconds = connectionTimeoutSeconds
        self.headerTimeoutSeconds = headerTimeoutSeconds
        self.minBodyBytesPerSecond = minBodyBytesPerSecond
        self.connectionLimit = connectionLimit
        self.drainTimeoutMilliseconds = drainTimeoutMilliseconds
    }
}
