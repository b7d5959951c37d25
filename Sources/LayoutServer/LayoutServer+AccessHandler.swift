import CMicroHTTPD
import CMicroHTTPDShim
import LayoutEngine

/// libmicrohttpd's access handler: every call for every request lands here, on an I/O thread.
let layoutServerAccessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, version, uploadData, uploadSize, conCls in
    guard let cls, let connection, let conCls, let uploadSize else { return .NO }
    let server = Unmanaged<LayoutServer>.fromOpaque(cls).takeUnretainedValue()
    return server.handle(
        connection: connection,
        url: url.map { String(cString: $0) } ?? "/",
        method: method.map { String(cString: $0) } ?? "",
        version: version.map { String(cString: $0) } ?? "",
        uploadData: uploadData,
        uploadSize: uploadSize,
        conCls: conCls
    )
}

extension LayoutServer {
    func handle(
        connection: OpaquePointer, url: String, method: String, version: String,
        uploadData: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>,
        conCls: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        guard let existing = conCls.pointee else {
            let route = Route.match(path: url)
            let context = RequestContext(method: method, path: url, route: route, startNanoseconds: MonotonicClock.nanoseconds())
            conCls.pointee = Unmanaged.passRetained(context).toOpaque()
            inFlight.add(1, ordering: .acquiringAndReleasing)
            metrics.requestStarted()
            if let tracked = tracked(connection) { tracker.headersReceived(tracked) }
            return begin(context, version: version, connection: connection)
        }
        let context = Unmanaged<RequestContext>.fromOpaque(existing).takeUnretainedValue()
        if uploadSize.pointee > 0 {
            let count = uploadSize.pointee
            uploadSize.pointee = 0
            if let tracked = tracked(connection) { tracker.bodyReceived(tracked, count: count) }
            return receive(uploadData, count: count, into: context)
        }
        if context.responded { return .YES }
        if let reply = context.takeReply() { return respond(reply, to: context, on: connection) }
        if context.submitted { return .YES }
        if context.discardedBytes > 0 {
            metrics.limitHit(.body)
            return respond(ProblemResponse.contentTooLarge(limit: configuration.maxBodyBytes), to: context, on: connection)
        }
        if let route = context.route, !route.solves {
            return respond(endpoint(route, path: context.path), to: context, on: connection)
        }
        return submit(context, connection: connection)
    }

    /// A piece of the body. libmicrohttpd 0.9.75 cannot queue a response in the middle of a body, so a
    /// chunked body over the limit is dropped as it arrives (memory stays bounded) and answered 413 at
    /// its end; one that goes on past twice the limit has its connection closed.
    private func receive(_ data: UnsafePointer<CChar>?, count: Int, into context: RequestContext) -> MHD_Result {
        if context.responded { return .YES }
        if context.discardedBytes > 0 || context.body.count + count > configuration.maxBodyBytes {
            context.discardedBytes += context.body.count + count
            context.body = []
            return context.discardedBytes > 2 * configuration.maxBodyBytes ? .NO : .YES
        }
        if let data {
            data.withMemoryRebound(to: UInt8.self, capacity: count) {
                context.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
            }
        }
        return .YES
    }

    /// The first call, with the headers only: everything that needs no body is answered here.
    private func begin(_ context: RequestContext, version: String, connection: OpaquePointer) -> MHD_Result {
        if let refusal = framingProblem(version: version, connection: connection) {
            return respond(refusal, to: context, on: connection)
        }
        guard let route = context.route else {
            return respond(ProblemResponse.notFound(path: context.path), to: context, on: connection)
        }
        let method = context.method == "HEAD" && route.allowedMethods.contains("GET") ? "GET" : context.method
        guard route.allowedMethods.contains(method) else {
            let response = ProblemResponse.methodNotAllowed(method: context.method, path: route.rawValue, allow: route.allowedMethods)
            return respond(response, to: context, on: connection)
        }
        // GET endpoints answer on the next call, once the request is read, so the connection can be kept alive.
        guard route.solves else { return .YES }
        let contentType = header("Content-Type", of: connection)
        guard MediaType.isJSON(contentType) else {
            return respond(ProblemResponse.unsupportedMediaType(contentType), to: context, on: connection)
        }
        if route == .render {
            let accept = header("Accept", of: connection)
            guard let format = MediaType.renderFormat(accept: accept) else {
                return respond(ProblemResponse.notAcceptable(accept), to: context, on: connection)
            }
            context.renderFormat = format
        }
        // The declared length is only compared with the limit, never reserved: the body grows as
        // its bytes arrive, so a client that declares much and sends little costs little.
        if let declared = header("Content-Length", of: connection) {
            guard let length = Int(declared), length >= 0 else {
                return respond(ProblemResponse.badRequest("Content-Length '\(declared)' is not a byte count.", closing: true),
                               to: context, on: connection)
            }
            guard length <= configuration.maxBodyBytes else {
                metrics.limitHit(.body)
                return respond(ProblemResponse.contentTooLarge(limit: configuration.maxBodyBytes), to: context, on: connection)
            }
        }
        return .YES
    }

    /// RFC 9112's message framing rules libmicrohttpd 0.9.75 does not enforce itself: a request it
    /// would read with a length other than the client's, or could not read at all, is refused and
    /// its connection closed (what follows on it cannot be framed).
    private func framingProblem(version: String, connection: OpaquePointer) -> HTTPResponse? {
        // RFC 9112 §3.2: a server must answer 400 to an HTTP/1.1 request without a Host header.
        if version == "HTTP/1.1" && header("Host", of: connection) == nil {
            return ProblemResponse.badRequest("An HTTP/1.1 request must have a Host header (RFC 9112, section 3.2).", closing: true)
        }
        // RFC 9110 §8.6: several Content-Length fields are an unrecoverable framing error.
        if lmhd_header_count(connection, "Content-Length") > 1 {
            return ProblemResponse.badRequest("The request has more than one Content-Length header.", closing: true)
        }
        guard let coding = header("Transfer-Encoding", of: connection) else { return nil }
        // RFC 9112 §6.1: both headers may be a request-smuggling attempt; refuse and close.
        if header("Content-Length", of: connection) != nil {
            return ProblemResponse.badRequest("The request has both Content-Length and Transfer-Encoding.", closing: true)
        }
        // RFC 9112 §6.1: a transfer coding the server does not understand is answered 501.
        if lmhd_header_count(connection, "Transfer-Encoding") > 1 || Substring(coding).trimmingSpaces().lowercased() != "chunked" {
            return ProblemResponse.notImplemented("Transfer-Encoding '\(coding)' is not supported; only chunked is.")
        }
        return nil
    }

    /// The body is complete: hand it to a solver and suspend the connection until the answer.
    private func submit(_ context: RequestContext, connection: OpaquePointer) -> MHD_Result {
        guard pool.reserve() else {
            metrics.limitHit(.queue)
            return respond(ProblemResponse.queueFull(retryAfterSeconds: retryAfterSeconds), to: context, on: connection)
        }
        context.submitted = true
        MHD_suspend_connection(connection)
        let handle = ConnectionHandle(connection)
        let now = MonotonicClock.nanoseconds()
        let deadline = now + UInt64(max(0, configuration.deadlineMilliseconds)) * 1_000_000
        let slot = ReplySlot(context: context, deadlineNanoseconds: deadline) { MHD_resume_connection(handle.pointer) }
        context.cancellation = slot.cancellation
        if let tracked = tracked(connection) { tracker.answering(tracked, slot: slot) }
        guard watchdog.watch(slot) else {
            pool.cancelReservation()
            slot.complete(ProblemResponse.draining())
            return .YES
        }
        let body = context.body
        context.body = []
        pool.submit(SolveJob(body: body, slot: slot, enqueuedNanoseconds: now, render: context.renderFormat))
        return .YES
    }

    func respond(_ response: HTTPResponse, to context: RequestContext, on connection: OpaquePointer) -> MHD_Result {
        if !context.responded, !context.submitted, let tracked = tracked(connection) { tracker.answering(tracked) }
        context.responded = true
        context.status = response.status
        context.responseBytes = response.body.count
        let mhdResponse = response.body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let mhdResponse else { return .NO }
        defer { MHD_destroy_response(mhdResponse) }
        for (name, value) in response.headers {
            MHD_add_response_header(mhdResponse, name, value)
        }
        if isDraining && !response.headers.contains(where: { $0.name == "Connection" }) {
            MHD_add_response_header(mhdResponse, "Connection", "close")
        }
        return MHD_queue_response(connection, UInt32(response.status), mhdResponse)
    }

    private func header(_ name: String, of connection: OpaquePointer) -> String? {
        MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
    }
}
