import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Issue 13's pathological documents through the real `layoutd solve` with the default memory
/// budget: whatever the outcome (frames, a 422 from the budget, a 503 at the deadline), the
/// process's peak resident set stays under 1 GiB, read from `wait4`'s resource usage of that child.
/// Skipped under AddressSanitizer (`LAYOUTD_SANITIZER`, set by `scripts/sanitized-tests.sh`), whose
/// shadow memory the child's resident set would count.
@Suite(.serialized, .disabled(if: ProcessInfo.processInfo.environment["LAYOUTD_SANITIZER"] != nil))
struct PeakMemoryTests {
    /// The `layoutd` executable that `swift test` builds beside the test bundle.
    static var layoutd: String {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let beside = directory.appendingPathComponent("layoutd").path
        if FileManager.default.fileExists(atPath: beside) { return beside }
        return directory.deletingLastPathComponent().appendingPathComponent("layoutd").path
    }

    /// Runs `layoutd arguments`, its output to /dev/null: the exit status and the peak RSS in bytes.
    static func run(_ arguments: [String]) throws -> (status: Int32, peakBytes: Int) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([layoutd] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, layoutd, &actions, nil, argv, environ)
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        // Linux reports ru_maxrss in kilobytes.
        let exited = (status & 0x7f) == 0
        return (exited ? (status >> 8) & 0xff : -1, Int(usage.ru_maxrss) * 1024)
    }

    @Test(arguments: PathologicalDocuments.table.map(\.name))
    func peakResidentSetStaysUnderOneGiB(_ name: String) throws {
        let json = try #require(PathologicalDocuments.table.first { $0.name == name }).json
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-peak-\(name)-\(getpid()).json")
        try Data(json).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        // The deadline keeps a debug build's run short; the memory the solve reaches before it
        // is what the budget bounds.
        let (status, peak) = try Self.run(["solve", "--deadline-ms", "5000", file.path])
        // 0: laid out; 2: the problem (422 budget, 503 deadline). Anything else is a crash.
        #expect(status == 0 || status == 2, "\(name): exit status \(status)")
        #expect(peak < 1 << 30, "\(name): peak RSS \(peak) bytes")
    }
}
