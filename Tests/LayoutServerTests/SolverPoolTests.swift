import Foundation
@testable import LayoutServer
import TestSupport
import Testing

@Suite("SolverPool")
struct SolverPoolTests {
    private static func job(_ context: RequestContext, _ log: LockedBox<[Int]>, _ index: Int) -> SolveJob {
        let slot = ReplySlot(context: context, deadlineNanoseconds: .max) { log.mutate { $0.append(index) } }
        return SolveJob(body: [UInt8(index)], slot: slot, enqueuedNanoseconds: 0)
    }

    @Test func reservationsStopAtTheCapacity() {
        let pool = SolverPool(threads: 1, capacity: 3, execute: { _ in }, onDepthChange: { _ in })
        #expect(pool.reserve())
        #expect(pool.reserve())
        #expect(pool.reserve())
        #expect(!pool.reserve())
        pool.cancelReservation()
        #expect(pool.reserve())
        #expect(pool.depth == 3)
    }

    @Test func oneWorkerRunsJobsInFIFOOrderAndStopDrainsTheQueue() {
        let order = LockedBox<[Int]>([])
        let pool = SolverPool(threads: 1, capacity: 16, execute: { job in
            job.slot.complete(.text("done"))
        }, onDepthChange: { _ in })
        let context = RequestContext(method: "POST", path: "/v1/layout", route: .layout, startNanoseconds: 0)
        for index in 0..<10 {
            #expect(pool.reserve())
            pool.submit(Self.job(context, order, index))
        }
        pool.start()
        #expect(pool.stop(waitingAtMost: 30_000))
        #expect(order.value == Array(0..<10))
    }

    @Test func stopDoesNotWaitForABusySolver() {
        // A job that ignores every cancellation and holds its worker 5 s: stop gives up after 100 ms.
        let release = LockedBox(false)
        let pool = SolverPool(threads: 1, capacity: 1, execute: { _ in
            let start = Date()
            while !release.value && Date().timeIntervalSince(start) < 5 { usleep(1000) }
        }, onDepthChange: { _ in })
        let context = RequestContext(method: "POST", path: "/v1/layout", route: .layout, startNanoseconds: 0)
        pool.start()
        #expect(pool.reserve())
        pool.submit(Self.job(context, LockedBox([]), 0))
        usleep(50_000)
        let start = Date()
        #expect(!pool.stop(waitingAtMost: 100))
        // 100 ms asked; generous on a loaded machine, and far from the job's 5 s.
        #expect(Date().timeIntervalSince(start) < 2)
        release.mutate { $0 = true }
    }

    @Test func replySlotDeliversOnlyTheFirstAnswer() {
        let resumes = LockedBox(0)
        let context = RequestContext(method: "POST", path: "/v1/layout", route: .layout, startNanoseconds: 0)
        let slot = ReplySlot(context: context, deadlineNanoseconds: 0) { resumes.mutate { $0 += 1 } }
        #expect(slot.complete(.text("deadline", status: 503)))
        #expect(!slot.complete(.text("late")))
        #expect(resumes.value == 1)
        #expect(context.takeReply()?.status == 503)
    }

    @Test func watchdogAnswersExpiredSlots() {
        let reasons = LockedBox<[CancelReason]>([])
        let watchdog = DeadlineWatchdog(response: { .text("late", status: 503) }, cancelled: { reason in reasons.mutate { $0.append(reason) } })
        watchdog.start()
        let context = RequestContext(method: "POST", path: "/v1/layout", route: .layout, startNanoseconds: 0)
        let resumed = LockedBox(false)
        let slot = ReplySlot(context: context, deadlineNanoseconds: MonotonicClock.nanoseconds() + 50_000_000) {
            resumed.mutate { $0 = true }
        }
        #expect(watchdog.watch(slot))
        var waited = 0
        while !slot.isCompleted && waited < 2000 {
            usleep(5000)
            waited += 5
        }
        #expect(slot.isCompleted)
        #expect(resumed.value)
        #expect(context.takeReply()?.status == 503)
        // The answer at the deadline also stops the solve.
        #expect(slot.cancellation.isCancelled)
        #expect(reasons.value == [.deadline])
        watchdog.stop(answeringPendingWith: .text("stopped", status: 503))
        #expect(!watchdog.watch(slot))
    }
}
