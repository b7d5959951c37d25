import ArgumentParser
import LayoutServer

/// `layoutd healthcheck`: GET /healthz on loopback, exit 0 on 200; the container's HEALTHCHECK (no curl needed).
struct HealthcheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "healthcheck",
        abstract: "Exit 0 if the server on this machine answers GET /healthz with 200, else 1."
    )

    @Option(help: "Server address (LAYOUTD_HEALTHCHECK_HOST). Default 127.0.0.1.")
    var host: String?
    @Option(help: "Server port (LAYOUTD_PORT). Default 8080.")
    var port: Int?
    @Option(help: "Seconds to wait for the answer.")
    var timeout: Int = 3

    func run() throws {
        let environment = Environment()
        let host = environment.string(host, "LAYOUTD_HEALTHCHECK_HOST", default: "127.0.0.1")
        let port = try environment.int(port, "LAYOUTD_PORT", default: 8080, minimum: 1, maximum: 65535)
        do {
            let response = try MinimalHTTPClient.send(host: host, port: port, path: "/healthz", timeoutSeconds: timeout)
            guard response.status == 200 else {
                print("unhealthy: GET /healthz answered \(response.status)")
                throw ExitCode.failure
            }
            print("healthy")
        } catch let failure as MinimalHTTPClient.Failure {
            print("unhealthy: \(failure)")
            throw ExitCode.failure
        }
    }
}
