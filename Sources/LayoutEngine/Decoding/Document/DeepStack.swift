#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread with room for the deepest documents: the decoder recurses one level a view, and its
/// frames (large in a debug or sanitized build) for `LayoutLimits.maxViewDepth` levels need more
/// stack than a caller's thread is sure to have. A document nested past
/// ``DocumentDecoder/callerDepth`` levels is decoded here; the others never leave the caller's thread.
enum DeepStack {
    /// The stack of the thread: what the server's solver threads have.
    static let bytes = 64 << 20

    private final class Job {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `body` on a new thread with ``bytes`` of stack and waits for it; on the caller's
    /// thread if no thread can be made.
    static func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            var result: T?
            let job = Job { result = body() }
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, bytes)
            let context = Unmanaged.passRetained(job).toOpaque()
            var thread = pthread_t()
            let started = pthread_create(&thread, &attributes, { context in
                let job = Unmanaged<Job>.fromOpaque(context!).takeRetainedValue()
                job.body()
                return nil
            }, context)
            guard started == 0 else {
                Unmanaged<Job>.fromOpaque(context).release()
                return body()
            }
            pthread_join(thread, nil)
            return result!
        }
    }
}
