import CMicroHTTPD
import Logging

/// libmicrohttpd's request-completed callback: the one place a request's state is released.
let layoutServerRequestCompleted: MHD_RequestCompletedCallback = { cls, connection, conCls, termination in
    guard let cls, let conCls, let state = conCls.pointee else { return }
    conCls.pointee = nil
    let server = Unmanaged<LayoutServer>.fromOpaque(cls).takeUnretainedValue()
    let context = Unmanaged<RequestContext>.fromOpaque(state).takeRetainedValue()
    if let connection, let tracked = server.tracked(connection) { server.tracker.requestFinished(tracked) }
    server.finish(context, completedOK: termination == .REQUEST_TERMINATED_COMPLETED_OK)
}

extension LayoutServer {
    func finish(_ context: RequestContext, completedOK: Bool) {
        // A request that ended badly (the client went, the daemon stopped) stops its solve, if any.
        if !completedOK { context.cancellation?.cancel() }
        let elapsed = MonotonicClock.nanoseconds() - context.startNanoseconds
        let route = context.route?.rawValue ?? Route.unmatchedLabel
        metrics.requestFinished(route: route, status: context.status, nanoseconds: elapsed)
        let status = completedOK ? String(context.status) : "\(context.status) aborted"
        logger.info("\(context.method) \(context.path) \(status) bytes=\(context.responseBytes) us=\(elapsed / 1000)")
        inFlight.subtract(1, ordering: .acquiringAndReleasing)
    }
}
