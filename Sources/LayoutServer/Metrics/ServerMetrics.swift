import CoreMetrics
import Prometheus

/// The server's Prometheus metrics, through swift-metrics with this server's own factory
/// (no global bootstrap, so several servers can live in one process, as in the tests).
final class ServerMetrics: Sendable {
    let registry: PrometheusCollectorRegistry
    private let factory: PrometheusMetricsFactory
    private let inFlight: Meter
    private let queueDepth: Meter
    private let solveTime: Timer

    init() {
        registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .microseconds(100), .microseconds(250), .microseconds(500),
            .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25),
            .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500),
            .seconds(1), .milliseconds(2500), .seconds(5), .seconds(10),
        ]
        self.factory = factory
        inFlight = Meter(label: "layoutd_http_requests_in_flight", factory: factory)
        queueDepth = Meter(label: "layoutd_solver_queue_depth", factory: factory)
        solveTime = Timer(label: "layoutd_solve_duration_seconds", factory: factory)
        inFlight.set(0)
        queueDepth.set(0)
        for reason in CancelReason.allCases {
            // Pre-registered at 0, so a rate() over them has a starting point.
            _ = Counter(label: "layoutd_solves_cancelled_total", dimensions: [("reason", reason.rawValue)], factory: factory)
        }
        for limit in LimitKind.allCases {
            _ = Counter(label: "layoutd_limits_hit_total", dimensions: [("limit", limit.rawValue)], factory: factory)
        }
        for route in Route.allCases {
            // Pre-register the series so /metrics shows every route before its first request.
            _ = Timer(label: "layoutd_http_request_duration_seconds", dimensions: [("route", route.rawValue)], factory: factory)
        }
    }

    func requestStarted() { inFlight.increment() }

    func requestFinished(route: String, status: Int, nanoseconds: UInt64) {
        inFlight.decrement()
        Counter(label: "layoutd_http_requests_total", dimensions: [("route", route), ("status", String(status))], factory: factory)
            .increment()
        Timer(label: "layoutd_http_request_duration_seconds", dimensions: [("route", route)], factory: factory)
            .recordNanoseconds(Int64(clamping: nanoseconds))
    }

    /// Called by `SolverPool` under its queue lock, so the gauge never shows a stale depth.
    func queueDepthChanged(_ depth: Int) { queueDepth.set(depth) }

    func cancelled(_ reason: CancelReason) {
        Counter(label: "layoutd_solves_cancelled_total", dimensions: [("reason", reason.rawValue)], factory: factory).increment()
    }

    func limitHit(_ limit: LimitKind) {
        Counter(label: "layoutd_limits_hit_total", dimensions: [("limit", limit.rawValue)], factory: factory).increment()
    }

    func solved(nanoseconds: UInt64) { solveTime.recordNanoseconds(Int64(clamping: nanoseconds)) }

    /// The Prometheus text exposition.
    func render() -> String { registry.emitToString() }
}
