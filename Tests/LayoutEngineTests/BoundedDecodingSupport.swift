import Foundation
@testable import LayoutEngine

/// Helpers for the bounded-decoding suites: pathological bodies and a thread with a chosen stack.
enum BoundedDecoding {
    /// What `LayoutEngine().layout(json:)` made of `json`: the status (200 or the problem's),
    /// the answer's bytes, and the problem when there is one.
    static func layout(_ json: [UInt8], engine: LayoutEngine = LayoutEngine()) -> (status: Int, body: [UInt8], problem: Problem?) {
        switch engine.layout(json: json) {
        case .success(let bytes): return (200, bytes, nil)
        case .failure(let problem): return (problem.status, problem.json(), problem)
        }
    }

    /// The answer parsed back as JSON (an object), or nil.
    static func object(_ body: [UInt8]) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
    }

    /// A chain of `depth` vertical stacks, each the only arranged subview of the one above, with
    /// `layoutMarginsRelativeArrangement`: view `v(k)` (k from 0) is inset by the default 8-point
    /// margins inside `v(k-1)`. The root is `side` × `side`.
    static func stackChain(depth: Int, side: Int) -> [UInt8] {
        var text = #"{"root":"#
        for level in 0..<depth {
            text += #"{"id":"v\#(level)""#
            if level == 0 { text += #","width":\#(side),"height":\#(side)"# }
            if level < depth - 1 {
                text += #","type":"stack","axis":"vertical","layoutMarginsRelativeArrangement":true,"arrangedSubviews":["#
            }
        }
        for level in (0..<depth).reversed() { text += level < depth - 1 ? "]}" : "}" }
        text += "}"
        return Array(text.utf8)
    }

    /// Runs `body` on a new thread with `stackSize` bytes of stack (the CLI's main thread has
    /// 8 MiB), and waits for it.
    static func onThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
        let box = ThreadResult<T>()
        let thread = Thread {
            box.value = body()
            box.done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        box.done.wait()
        return box.value!
    }
}

/// What a thread of ``BoundedDecoding/onThread(stackSize:_:)`` made, handed over once it signals.
private final class ThreadResult<T>: @unchecked Sendable {
    var value: T?
    let done = DispatchSemaphore(value: 0)
}
