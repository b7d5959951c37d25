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

    func queueDepthChanged(_ depth: Int) { queueDepth.set(depth) }

    func solved(nanoseconds: UInt64) { solveTime.recordNanoseconds(Int64(clamping: nanoseconds)) }

    /// The Prometheus text exposition.
    func render() -> String { registry.emitToString() }
}
