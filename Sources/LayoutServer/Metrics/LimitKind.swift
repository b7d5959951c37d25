import LayoutEngine

/// A limit a request ran into: the `limit` label of `layoutd_limits_hit_total`.
enum LimitKind: String, Sendable, CaseIterable {
    /// `--max-body-bytes`, declared or streamed.
    case body
    /// `--max-views`.
    case views
    /// `--max-constraints`.
    case constraints
    /// `--max-view-depth`.
    case depth
    /// `--max-request-memory`.
    case memory
    /// `--header-timeout`: the headers did not arrive in time.
    case headerTimeout = "header_timeout"
    /// `--min-body-rate`: the body arrived too slowly.
    case bodyRate = "body_rate"
    /// `--queue-depth`: every solver busy and the queue full.
    case queue

    /// The limit an engine problem names, if it is one of the document limits.
    ///
    /// The engine's `Problem` carries no limit identifier, so its wording is read: the engine
    /// names the limit in `detail` ("... the limit is N.", "... over the memory budget ...").
    init?(problem: Problem) {
        guard problem.status == 413 || problem.status == 422 else { return nil }
        let detail = problem.detail.lowercased()
        guard detail.contains("limit") || detail.contains("budget") else { return nil }
        if detail.contains("memory") {
            self = .memory
        } else if detail.contains("depth") || detail.contains("deep") {
            self = .depth
        } else if detail.contains("constraint") {
            self = .constraints
        } else if detail.contains("views") {
            self = .views
        } else {
            return nil
        }
    }
}
