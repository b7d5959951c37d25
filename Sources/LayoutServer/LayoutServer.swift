import CMicroHTTPDShim
import LayoutEngine
import LayoutRender
import Logging
import Synchronization
import TextMeasurement
#if canImport(Glibc)
import Glibc
#endif

/// The layoutd HTTP server: libmicrohttpd I/O threads in front of a bounded pool of solver threads.
///
/// Life cycle: `init`, `start()` (binds; `port` is then known), `shutdown()` (graceful: `/readyz`
/// turns 503, the listening socket closes, requests in flight finish, then the threads stop).
public final class LayoutServer: @unchecked Sendable {
    /// The settings the server was made with.
    public let configuration: ServerConfiguration
    let logger: Logger
    let metrics = ServerMetrics()
    let engine: LayoutEngine
    /// `/v1/render`'s: the same engine, then the drawing.
    let renderer: LayoutRenderer
    /// The fonts every solver measures with; nil when they could not be loaded (`start()` then throws).
    let textMeasurer: TextMeasurer?
    private let fontsProblem: String?
    private(set) var pool: SolverPool!
    private(set) var watchdog: DeadlineWatchdog!
    private(set) var tracker: ConnectionTracker!
    private var daemon: OpaquePointer?
    private let draining = Atomic<Bool>(false)
    private let stopped = Atomic<Bool>(false)
    /// Requests between their headers and libmicrohttpd's request-completed callback.
    let inFlight = Atomic<Int>(0)
    /// The test hook's delay (`ServerConfiguration._solveDelayMilliseconds`); tests may change it mid-run.
    let solveDelayMilliseconds: Atomic<Int>
    /// The bound TCP port, known after `start()`.
    public private(set) var port: Int = 0

    /// Seconds a client is told to wait (`Retry-After`) when the queue is full or a deadline passed.
    let retryAfterSeconds = 1

    /// A server that is not listening yet: call `start()`.
    public init(configuration: ServerConfiguration, logger: Logger = Logger(label: "layoutd")) {
        self.configuration = configuration
        self.logger = logger
        do {
            let measurer = try TextMeasurer(
                systemFamily: configuration.systemFont, fontsDirectory: configuration.fontsDirectory)
            (textMeasurer, fontsProblem) = (measurer, nil)
        } catch {
            (textMeasurer, fontsProblem) = (nil, "\(error)")
        }
        self.engine = LayoutEngine(
            limits: configuration.limits, textMeasurer: textMeasurer.map(TextMeasurerAdapter.init))
        self.renderer = LayoutRenderer(engine: engine, maxPixels: configuration.maxRenderPixels, fonts: textMeasurer)
        self.solveDelayMilliseconds = Atomic(configuration._solveDelayMilliseconds)
        let deadline = configuration.deadlineMilliseconds
        let retry = retryAfterSeconds
        let metrics = self.metrics
        self.watchdog = DeadlineWatchdog(
            response: { ProblemResponse.deadlineExceeded(milliseconds: deadline, retryAfterSeconds: retry) },
            cancelled: { reason in metrics.cancelled(reason) }
        )
        self.tracker = ConnectionTracker(
            headerTimeoutSeconds: configuration.headerTimeoutSeconds,
            minBodyBytesPerSecond: configuration.minBodyBytesPerSecond,
            onCut: { limit in metrics.limitHit(limit) },
            onPeerClosed: { slot in
                if slot.cancel(answering: ProblemResponse.clientClosed()) { metrics.cancelled(.clientClosed) }
            }
        )
        // A strong reference: a solve may outlive a shutdown that stopped waiting for it, and the
        // pool drops its closure (and so the server) when its last worker exits.
        self.pool = SolverPool(
            threads: configuration.solverThreads,
            capacity: configuration.queueDepth,
            execute: { [self] job in self.solve(job) },
            onDepthChange: { depth in metrics.queueDepthChanged(depth) }
        )
    }

    deinit {
        if let daemon, !stopped.load(ordering: .acquiring) { MHD_stop_daemon(daemon) }
    }

    /// True from the moment a shutdown begins: `/readyz` answers 503.
    public var isDraining: Bool { draining.load(ordering: .acquiring) }

    /// Binds the listening socket and starts the I/O, solver and deadline threads.
    public func start() throws {
        if let fontsProblem { throw LayoutServerError.fonts(fontsProblem) }
        guard let address = SocketAddress(host: configuration.host, port: configuration.port) else {
            throw LayoutServerError.invalidHost(configuration.host)
        }
        pool.start()
        watchdog.start()
        tracker.start()
        // poll(2), not epoll: with epoll, libmicrohttpd 0.9.75's `MHD_quiesce_daemon` races an
        // I/O thread that drops the listening socket from its epoll set on its own, and aborts
        // the process ("Failed to remove listen FD from epoll set") when it loses. With poll the
        // threads are woken through their inter-thread channel and leave the socket themselves.
        var flags = MHD_USE_POLL_INTERNAL_THREAD.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_USE_ERROR_LOG.rawValue
        if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        let started: OpaquePointer? = address.withSockaddr { sockaddr in
            var config = lmhd_daemon_config()
            config.flags = flags
            config.address = sockaddr
            config.port = UInt16(truncatingIfNeeded: configuration.port)
            config.thread_pool_size = UInt32(configuration.ioThreads)
            config.connection_timeout = UInt32(max(0, configuration.connectionTimeoutSeconds))
            config.connection_limit = UInt32(max(0, configuration.connectionLimit))
            config.connection_memory_limit = 64 * 1024
            config.access_handler = layoutServerAccessHandler
            config.access_handler_cls = Unmanaged.passUnretained(self).toOpaque()
            config.request_completed = layoutServerRequestCompleted
            config.request_completed_cls = Unmanaged.passUnretained(self).toOpaque()
            config.notify_connection = layoutServerConnectionNotify
            config.notify_connection_cls = Unmanaged.passUnretained(self).toOpaque()
            return lmhd_start_daemon(&config)
        }
        guard let started else {
            throw LayoutServerError.cannotListen(host: configuration.host, port: configuration.port)
        }
        daemon = started
        port = Int(lmhd_daemon_port(started))
    }

    /// Graceful shutdown: stops accepting, lets requests in flight finish until the drain timeout,
    /// then cancels those left (answered 503) and stops. Returns within the drain timeout plus
    /// `shutdownGraceMilliseconds`, even if a solver is still busy (it is not waited for).
    public func shutdown() {
        guard let daemon, !draining.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let listener = MHD_quiesce_daemon(daemon)
        if listener >= 0 { close(listener) }
        let drainDeadline = MonotonicClock.nanoseconds() + UInt64(max(0, configuration.drainTimeoutMilliseconds)) * 1_000_000
        waitForInFlight(until: drainDeadline)
        // Whatever is still queued or solving past the drain timeout is cancelled and answered 503,
        // so no connection stays suspended.
        watchdog.stop(answeringPendingWith: ProblemResponse.draining())
        // Half the grace for those answers to be written, a quarter for the solvers to notice.
        waitForInFlight(until: MonotonicClock.nanoseconds() + UInt64(Self.shutdownGraceMilliseconds / 2) * 1_000_000)
        tracker.stop()
        stopped.store(true, ordering: .releasing)
        MHD_stop_daemon(daemon)
        if !pool.stop(waitingAtMost: Self.shutdownGraceMilliseconds / 4) {
            logger.warning("a solver is still busy after the drain; not waiting for it")
        }
        logger.info("stopped")
    }

    /// What a shutdown may take beyond the drain timeout.
    public static let shutdownGraceMilliseconds = 1000

    private func waitForInFlight(until deadline: UInt64) {
        while inFlight.load(ordering: .acquiring) > 0 && MonotonicClock.nanoseconds() < deadline {
            usleep(2_000)
        }
    }
}
