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
    /// `--max-request-work`.
    case work
    /// `--max-text-bytes`: a label's text or a button's title.
    case text
    /// `--max-sizes`.
    case sizes
    /// `--header-timeout`: the headers did not arrive in time.
    case headerTimeout = "header_timeout"
    /// `--min-body-rate`: the body arrived too slowly.
    case bodyRate = "body_rate"
    /// `--queue-depth`: every solver busy and the queue full.
    case queue

    /// The limit an engine problem names, if it names one.
    init?(problem: Problem) {
        guard let limit = problem.limit else { return nil }
        switch limit {
        case .views: self = .views
        case .constraints: self = .constraints
        case .depth: self = .depth
        case .memory: self = .memory
        case .work: self = .work
        case .text: self = .text
        case .sizes: self = .sizes
        }
    }
}
