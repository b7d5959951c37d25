@_spi(Testing) import LayoutEngine

// libFuzzer's target for the decoding: the document, the constraint grammar and the visual format
// language, as the server reaches them. Built by `scripts/fuzz.sh` with `swift build
// --sanitize=fuzzer --sanitize=address`, which compiles this file as a library (no top-level
// code) and links libFuzzer's `main`; a plain `swift build` links an executable that does nothing.

/// The engines each input goes through. The limits are small so that one execution stays fast,
/// yet large enough for every committed example (the largest has 70 views): the fuzzer looks for
/// crashes, hangs and leaks in the decoding and building, not for large documents.
private let limits = LayoutLimits(
    maxViews: 2_000, maxConstraints: 2_000, maxViewDepth: 1_000, maxRequestMemoryBytes: 64 << 20)

/// The server's engine: the decoding, then the direct path, the dependent blocks or the solver.
private let serverEngine = LayoutEngine(limits: limits)

/// The same input through the constraint solver only, so that documents the direct path accepts
/// reach the builders and the simplex too.
private let fullEngine: LayoutEngine = {
    var engine = LayoutEngine(limits: limits)
    engine._directPath = false
    return engine
}()

/// Lays out one input with both engines. A crash, a sanitizer report or a timeout is a finding;
/// so is an answer the service must never give: a status outside 4xx and 503, or the two engines
/// disagreeing on whether the input is a valid document (both strategies implement one contract).
@_cdecl("LLVMFuzzerTestOneInput")
public func layoutFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let served = serverEngine.layout(json: bytes)
    let full = fullEngine.layout(json: bytes)
    switch (served, full) {
    case (.success, .success):
        break
    case (.failure(let problem), .failure(let other)):
        precondition((400..<500).contains(problem.status) || problem.status == 503, "status \(problem.status)")
        precondition(problem.status == other.status, "statuses differ: \(problem.status) and \(other.status)")
    case (.success, .failure(let problem)), (.failure(let problem), .success):
        preconditionFailure("one engine answers 200, the other \(problem.status): \(problem.detail)")
    }
    return 0
}
