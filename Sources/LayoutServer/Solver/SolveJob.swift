/// A complete layout request body waiting for a solver.
struct SolveJob: Sendable {
    let body: [UInt8]
    let slot: ReplySlot
    let enqueuedNanoseconds: UInt64
}
