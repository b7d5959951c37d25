/// The errors of an invalid document, listed in document order whatever order they were found in.
///
/// The decoder finds most errors as it reads, but some only later (a field that only stacks take,
/// before the view's `type`; a repeated id, found when a batch of ids is checked; constraints,
/// resolved once every id is known). Each error carries a key, the offset in the request of what
/// it is about, and sorts by it (then by the order found), so the list is in document order.
///
/// Bounded: past ``Problem/maxErrors`` errors kept, those that sort after every kept one are only
/// counted, without making their pointer or detail, so a body of repeated mistakes costs no more
/// memory than a body of one.
final class ErrorLog {
    private struct Entry {
        var key: Int
        var sequence: Int
        var error: Problem.FieldError
    }

    private var entries: [Entry] = []
    /// How many errors were found in all.
    private(set) var count = 0
    /// Once the list has been cut, the last error kept: what sorts after it is only counted.
    private var cutoff: (key: Int, sequence: Int)?

    /// Records an error about the bytes at `key`.
    /// - Complexity: amortized O(log ``Problem/maxErrors``).
    func add(_ key: Int, _ pointer: @autoclosure () -> String, _ detail: @autoclosure () -> String) {
        count += 1
        if let cutoff, (key, count) > cutoff { return }
        entries.append(Entry(key: key, sequence: count, error: Problem.FieldError(pointer: pointer(), detail: detail())))
        if entries.count >= 2 * Problem.maxErrors { cut() }
    }

    /// Records `errors`, all about the bytes at `key`, in their order, and `unlisted` more found
    /// but not listed.
    func add(_ key: Int, _ errors: [Problem.FieldError], unlisted: Int) {
        for error in errors { add(key, error.pointer, error.detail) }
        count += unlisted
    }

    /// Takes back the `found` errors found about the bytes from `start` to `end` (a list of views
    /// that turned out not to be read).
    func takeBack(from start: Int, to end: Int, found: Int) {
        entries.removeAll { $0.key >= start && $0.key < end }
        count -= found
    }

    /// The first ``Problem/maxErrors`` errors in document order.
    var listed: [Problem.FieldError] {
        sorted().prefix(Problem.maxErrors).map(\.error)
    }

    private func sorted() -> [Entry] {
        entries.sorted { ($0.key, $0.sequence) < ($1.key, $1.sequence) }
    }

    /// Keeps the first ``Problem/maxErrors``.
    private func cut() {
        entries = Array(sorted().prefix(Problem.maxErrors))
        if let last = entries.last { cutoff = (last.key, last.sequence) }
    }
}
