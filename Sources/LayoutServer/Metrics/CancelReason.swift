/// Why a layout job was cancelled: the `reason` label of `layoutd_solves_cancelled_total`.
enum CancelReason: String, Sendable, CaseIterable {
    /// The request reached `--deadline-ms` and was answered 503.
    case deadline
    /// The client closed its connection before the answer.
    case clientClosed = "client_closed"
    /// A shutdown's `--drain-timeout-ms` ran out and the request was answered 503.
    case drain
}
