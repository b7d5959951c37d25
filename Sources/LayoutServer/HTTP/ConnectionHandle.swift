/// A suspended connection, handed to whoever resumes it; libmicrohttpd's resume is thread-safe.
struct ConnectionHandle: @unchecked Sendable {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
}
