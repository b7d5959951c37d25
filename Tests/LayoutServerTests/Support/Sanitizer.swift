import Foundation

/// Whether this test process runs under a sanitizer: `scripts/sanitized-tests.sh` sets
/// `LAYOUTD_SANITIZER` (`thread` or `address`) for CI's sanitizer steps.
///
/// Tests of time and memory bounds are skipped there: the sanitizers reserve terabytes of address
/// space (no `prlimit --as` fits), multiply resident memory, and slow solving down several times.
/// The plain `swift test` runs them.
enum Sanitizer {
    static let isActive = ProcessInfo.processInfo.environment["LAYOUTD_SANITIZER"] != nil
}
