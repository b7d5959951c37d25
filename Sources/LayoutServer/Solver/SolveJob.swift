import LayoutRender

/// A complete layout request body waiting for a solver.
struct SolveJob: Sendable {
    let body: [UInt8]
    let slot: ReplySlot
    let enqueuedNanoseconds: UInt64
    /// For `/v1/render`, the picture to answer; nil for `/v1/layout`'s JSON.
    var render: RenderFormat? = nil
}
