import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The `layoutd` executable SwiftPM built beside this test bundle, run as a child process.
public final class LayoutdProcess {
    public let process = Process()
    public private(set) var port = 0
    private let portFile: URL

    /// The executable: in the test runner's folder or the nearest folder above it that holds one
    /// (the test bundle may sit below the build products).
    public static var binary: URL {
        var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("layoutd").path)
            && directory.path != "/"
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("layoutd")
    }

    /// Starts `layoutd serve` and waits (up to 6 s) for the port it writes to its port file.
    /// - Parameter usePortFileEnvironment: pass the port file through `LAYOUTD_PORT_FILE` instead of the flag.
    public init(arguments: [String], environment: [String: String] = [:], usePortFileEnvironment: Bool = false) throws {
        portFile = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-\(UUID().uuidString).port")
        process.executableURL = Self.binary
        var environment = environment
        if usePortFileEnvironment {
            environment["LAYOUTD_PORT_FILE"] = portFile.path
            process.arguments = ["serve"] + arguments
        } else {
            process.arguments = ["serve", "--port-file", portFile.path] + arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        try process.run()
        for _ in 0..<300 where port == 0 {
            let text = try? String(contentsOf: portFile, encoding: .utf8)
            port = text.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
            if port == 0 { usleep(20_000) }
        }
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: portFile)
    }

    public func sendSIGTERM() { kill(process.processIdentifier, SIGTERM) }

    /// Runs another `layoutd` subcommand to completion; returns its exit status.
    public static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Int32 {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// What a subcommand run to completion printed, and its exit status.
    public struct Output {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs another `layoutd` subcommand to completion with `stdin` as its standard input; returns
    /// its exit status and what it printed.
    public static func run(_ arguments: [String], stdin: String) throws -> Output {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }
}
