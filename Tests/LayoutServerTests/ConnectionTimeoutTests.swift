import Foundation
@testable import LayoutServer
import Testing

@Suite("Connection limits and timeouts")
struct ConnectionTimeoutTests {
    @Test func slowClientIsCutOffAndFreesItsSlot() throws {
        let server = try TestServer {
            $0.ioThreads = 1
            $0.connectionLimit = 1
            $0.connectionTimeoutSeconds = 2
        }
        defer { server.stop() }
        let slow = try RawConnection(port: server.port)
        // Half a request, then silence: the connection holds the only slot.
        try slow.send("POST /v1/layout HTTP/1.1\r\nHost: x\r\n")
        usleep(200_000)
        // A second client waits in the listen backlog, unanswered.
        #expect((try? MinimalHTTPClient.send(port: server.port, path: "/healthz", timeoutSeconds: 1))?.status == nil)
        // The timeout (2 s) closes the silent connection...
        let start = Date()
        #expect(slow.isClosedByServer())
        #expect(Date().timeIntervalSince(start) < 6)
        // ...and its slot serves the next client.
        #expect(try server.get("/healthz").status == 200)
    }
}
