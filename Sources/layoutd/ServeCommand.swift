import ArgumentParser
import LayoutEngine
@_spi(Testing) import LayoutServer
import Logging
#if canImport(Glibc)
import Glibc
#endif

/// `layoutd serve`: every option also reads a `LAYOUTD_*` environment variable; the flag wins.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve POST /v1/layout over HTTP until SIGTERM or SIGINT (then drain and exit 0).",
        discussion: "Every option has an environment variable (LAYOUTD_HOST, LAYOUTD_PORT, ...); a flag overrides it."
    )

    @Option(help: "Address to bind, IPv4 or IPv6 literal (LAYOUTD_HOST). Default 0.0.0.0.")
    var host: String?
    @Option(help: "TCP port, 0 for an ephemeral one (LAYOUTD_PORT). Default 8080.")
    var port: Int?
    @Option(help: "Write the bound port to this file once listening (LAYOUTD_PORT_FILE).")
    var portFile: String?
    @Option(help: "Solver threads (LAYOUTD_THREADS). Default: the number of cores.")
    var threads: Int?
    @Option(name: .customLong("io-threads"), help: "libmicrohttpd I/O threads (LAYOUTD_IO_THREADS). Default 2.")
    var ioThreads: Int?
    @Option(help: "Jobs that may wait for a solver; more get 503 (LAYOUTD_QUEUE_DEPTH). Default 64 per solver thread.")
    var queueDepth: Int?
    @Option(help: "Largest request body in bytes (LAYOUTD_MAX_BODY_BYTES). Default 33554432 (32 MiB).")
    var maxBodyBytes: Int?
    @Option(help: "Most views in a document (LAYOUTD_MAX_VIEWS). Default 200000.")
    var maxViews: Int?
    @Option(help: "Most constraints plus visual-format entries (LAYOUTD_MAX_CONSTRAINTS). Default 400000.")
    var maxConstraints: Int?
    @Option(help: "Deepest view nesting, root at depth 1 (LAYOUTD_MAX_VIEW_DEPTH). Default 1000.")
    var maxViewDepth: Int?
    @Option(help: "Memory one layout may use for what grows with its document, in bytes (LAYOUTD_MAX_REQUEST_MEMORY). Default 268435456 (256 MiB).")
    var maxRequestMemory: Int?
    @Option(help: "Solver work one layout may do, in work units (terms written, rows walked) (LAYOUTD_MAX_REQUEST_WORK). Default 1000000000.")
    var maxRequestWork: Int?
    @Option(help: "Most pixels of a PNG from /v1/render; larger is a 422 (LAYOUTD_MAX_RENDER_PIXELS). Default 16777216 (4096 x 4096).")
    var maxRenderPixels: Int?
    @Option(help: "UTF-8 bytes of one label's text or button's title; longer is refused with a 422 (LAYOUTD_MAX_TEXT_BYTES). Default 65536 (64 KiB).")
    var maxTextBytes: Int?
    @Option(help: "The font family `system` stands for in documents (LAYOUTD_SYSTEM_FONT). Default Inter.")
    var systemFont: String?
    @Option(name: .customLong("fonts-dir"), help: "A directory of font files added to the system's, e.g. licensed SF Pro (LAYOUTD_FONTS_DIR).")
    var fontsDir: String?
    @Option(help: "Most entries of options.sizes, each a layout of the document (LAYOUTD_MAX_SIZES). Default 64.")
    var maxSizes: Int?
    @Option(help: "Per-request deadline in ms, then 503 (LAYOUTD_DEADLINE_MS). Default 10000.")
    var deadlineMs: Int?
    @Option(help: "Idle seconds before a connection is closed (LAYOUTD_CONNECTION_TIMEOUT). Default 30.")
    var connectionTimeout: Int?
    @Option(help: "Seconds to send a request's headers, then the connection is closed; 0 = no limit (LAYOUTD_HEADER_TIMEOUT). Default 10.")
    var headerTimeout: Int?
    @Option(help: "Slowest average body rate in bytes/s, checked once a body has taken --header-timeout; 0 = no limit (LAYOUTD_MIN_BODY_RATE). Default 1024.")
    var minBodyRate: Int?
    @Option(help: "Concurrent connections (LAYOUTD_CONNECTION_LIMIT). Default 1024.")
    var connectionLimit: Int?
    @Option(help: "How long a shutdown waits for requests in flight, in ms (LAYOUTD_DRAIN_TIMEOUT_MS). Default 30000.")
    var drainTimeoutMs: Int?
    @Option(help: "trace, debug, info, notice, warning, error or critical (LAYOUTD_LOG_LEVEL). Default info.")
    var logLevel: String?
    @Option(name: .customLong("_solve-delay-ms"), help: .hidden)
    var solveDelayMs: Int?

    func run() throws {
        let environment = Environment()
        let level = try environment.logLevel(logLevel, "LAYOUTD_LOG_LEVEL", default: .info)
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let defaults = ServerConfiguration()
        let threads = try environment.int(threads, "LAYOUTD_THREADS", default: defaults.solverThreads, minimum: 1)
        var configuration = ServerConfiguration(
            host: environment.string(host, "LAYOUTD_HOST", default: defaults.host),
            port: try environment.int(port, "LAYOUTD_PORT", default: defaults.port, minimum: 0, maximum: 65535),
            solverThreads: threads,
            ioThreads: try environment.int(ioThreads, "LAYOUTD_IO_THREADS", default: defaults.ioThreads, minimum: 1),
            queueDepth: try environment.int(queueDepth, "LAYOUTD_QUEUE_DEPTH",
                                            default: ServerConfiguration.queueDepthPerThread * threads, minimum: 1),
            maxBodyBytes: try environment.int(maxBodyBytes, "LAYOUTD_MAX_BODY_BYTES", default: defaults.maxBodyBytes, minimum: 1),
            limits: LayoutLimits(
                maxViews: try environment.int(maxViews, "LAYOUTD_MAX_VIEWS", default: defaults.limits.maxViews, minimum: 1),
                maxConstraints: try environment.int(maxConstraints, "LAYOUTD_MAX_CONSTRAINTS",
                                                    default: defaults.limits.maxConstraints, minimum: 0),
                maxViewDepth: try environment.int(maxViewDepth, "LAYOUTD_MAX_VIEW_DEPTH", default: defaults.limits.maxViewDepth, minimum: 1),
                maxRequestMemoryBytes: try environment.int(maxRequestMemory, "LAYOUTD_MAX_REQUEST_MEMORY",
                                                           default: defaults.limits.maxRequestMemoryBytes, minimum: 1),
                maxRequestWork: try environment.int(maxRequestWork, "LAYOUTD_MAX_REQUEST_WORK",
                                                    default: defaults.limits.maxRequestWork, minimum: 1),
                maxTextBytes: try environment.int(maxTextBytes, "LAYOUTD_MAX_TEXT_BYTES",
                                                  default: defaults.limits.maxTextBytes, minimum: 0),
                maxSizes: try environment.int(maxSizes, "LAYOUTD_MAX_SIZES", default: defaults.limits.maxSizes, minimum: 1)
            ),
            deadlineMilliseconds: try environment.int(deadlineMs, "LAYOUTD_DEADLINE_MS", default: defaults.deadlineMilliseconds, minimum: 1),
            connectionTimeoutSeconds: try environment.int(connectionTimeout, "LAYOUTD_CONNECTION_TIMEOUT",
                                                          default: defaults.connectionTimeoutSeconds, minimum: 0),
            headerTimeoutSeconds: try environment.int(headerTimeout, "LAYOUTD_HEADER_TIMEOUT",
                                                      default: defaults.headerTimeoutSeconds, minimum: 0),
            minBodyBytesPerSecond: try environment.int(minBodyRate, "LAYOUTD_MIN_BODY_RATE",
                                                       default: defaults.minBodyBytesPerSecond, minimum: 0),
            connectionLimit: try environment.int(connectionLimit, "LAYOUTD_CONNECTION_LIMIT", default: defaults.connectionLimit, minimum: 1),
            drainTimeoutMilliseconds: try environment.int(drainTimeoutMs, "LAYOUTD_DRAIN_TIMEOUT_MS",
                                                          default: defaults.drainTimeoutMilliseconds, minimum: 0)
        )
        configuration.maxRenderPixels = try environment.int(
            maxRenderPixels, "LAYOUTD_MAX_RENDER_PIXELS", default: defaults.maxRenderPixels, minimum: 1)
        configuration.systemFont = environment.string(systemFont, "LAYOUTD_SYSTEM_FONT", default: defaults.systemFont)
        configuration.fontsDirectory = environment.optionalString(fontsDir, "LAYOUTD_FONTS_DIR")
        configuration._solveDelayMilliseconds = solveDelayMs ?? 0
        let logger = Logger(label: "layoutd")
        // Blocked before any thread starts, so every thread inherits the mask and only sigwait sees them.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        signal(SIGPIPE, SIG_IGN)

        let server = LayoutServer(configuration: configuration, logger: logger)
        try server.start()
        logger.notice("listening on \(configuration.host):\(server.port)", metadata: [
            "solverThreads": "\(configuration.solverThreads)", "queueDepth": "\(configuration.queueDepth)",
            "maxBodyBytes": "\(configuration.maxBodyBytes)", "deadlineMs": "\(configuration.deadlineMilliseconds)",
            "maxRequestMemory": "\(configuration.limits.maxRequestMemoryBytes)",
            "maxRequestWork": "\(configuration.limits.maxRequestWork)", "headerTimeout": "\(configuration.headerTimeoutSeconds)",
        ])
        if let path = environment.optionalString(portFile, "LAYOUTD_PORT_FILE") {
            try PortFile.write(server.port, to: path)
        }
        var received: Int32 = 0
        sigwait(&signals, &received)
        logger.notice("received signal \(received): draining")
        server.shutdown()
    }
}
