import Foundation
@_spi(Testing) @testable import LayoutServer
import TestSupport
import Testing

@Suite("Queue overflow and deadlines")
struct OverloadTests {
    @Test func fullQueueAnswers503WithRetryAfterThenRecovers() throws {
        // One solver, one queued job, each solve held 1 s: of six simultaneous requests at most
        // two fit (one solving, one waiting); the rest must be turned away at once.
        let server = try TestServer {
            $0.solverThreads = 1
            $0.queueDepth = 1
            $0._solveDelayMilliseconds = 1000
        }
        defer { server.stop() }
        let results = LockedBox<[(status: Int, retryAfter: String?)]>([])
        let threads = (0..<6).map { _ in
            Thread {
                let response = try? server.post(json: Documents.centredBox())
                results.mutate { $0.append((response?.status ?? -1, response?.header("retry-after"))) }
            }
        }
        threads.forEach { $0.start() }
        let deadline = Date().addingTimeInterval(30)
        while results.value.count < 6 && Date() < deadline { usleep(10_000) }
        let answers = results.value
        #expect(answers.count == 6)
        let rejected = answers.filter { $0.status == 503 }
        #expect(rejected.count >= 4)
        #expect(rejected.allSatisfy { $0.retryAfter == "1" })
        #expect(answers.allSatisfy { $0.status == 200 || $0.status == 503 })
        #expect(answers.contains { $0.status == 200 })
        // Recovery: once the queue has drained, requests are solved again.
        let after = try server.post(json: Documents.centredBox())
        #expect(after.status == 200)
        #expect(try server.get("/metrics").text.contains(#"layoutd_http_requests_total{route="/v1/layout",status="503"} \#(rejected.count)"#))
    }

    @Test func missedDeadlineAnswers503AndTheServerStaysUp() throws {
        let server = try TestServer {
            $0.solverThreads = 1
            $0.deadlineMilliseconds = 150
            $0._solveDelayMilliseconds = 2000
        }
        defer { server.stop() }
        let start = Date()
        let response = try server.post(json: Documents.centredBox())
        #expect(response.status == 503)
        #expect(response.header("retry-after") == "1")
        #expect((response.json["detail"] as? String)?.contains("deadline") == true)
        // Answered at the deadline, not after the 2 s solve.
        #expect(Date().timeIntervalSince(start) < 1.5)
        #expect(try server.get("/healthz").status == 200)
    }
}
