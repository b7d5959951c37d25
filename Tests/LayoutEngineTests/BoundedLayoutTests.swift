import ConstraintSolver
import Foundation
import LayoutEngine
import Synchronization
import TestSupport
import Testing

/// Issue 13's pathological documents: a layout cancelled from another thread stops promptly and
/// the engine then lays out a small document; a small memory budget refuses them with a 422
/// naming it. Serialized: each solve may hold a few hundred megabytes on a 2-core machine.
@Suite(.serialized) struct BoundedLayoutTests {
    @Test(arguments: PathologicalDocuments.table.map(\.name))
    func cancelledLayoutStopsPromptly(_ name: String) throws {
        let json = try #require(PathologicalDocuments.table.first { $0.name == name }).json
        let engine = LayoutEngine()
        let cancellation = Cancellation()
        let clock = ContinuousClock()
        let raisedAt = Mutex<ContinuousClock.Instant?>(nil)
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.05)
            raisedAt.withLock { $0 = clock.now }
            cancellation.cancel()
        }
        var timings = LayoutTimings()
        let result = engine.layout(json: json, pretty: false, timings: &timings, cancellation: cancellation)
        let returnedAt = clock.now
        // The simplex takes seconds to solve each or to reach the default budget, in any build: a
        // success of the simplex within 50 ms would be wrong. The budget may refuse first (422)
        // on a fast machine. The `fill` and `equalSpacing` stacks are ties the direct path now
        // lays out (in tens of milliseconds), which may finish before the flag is raised.
        if case .success = result {
            #expect(timings.directLayouts == 1, "\(name) was laid out before the cancellation: \(timings)")
        }
        if case .failure(let problem) = result {
            #expect(problem.status == 503 || problem.status == 422, "\(problem)")
        }
        if case .failure(let problem) = result, problem.status == 503, let raised = raisedAt.withLock({ $0 }) {
            // Polled every few thousand steps; 2 s is for a debug build on a loaded machine,
            // including the rest of a decoding under way when the flag was raised.
            #expect(returnedAt - raised < .seconds(2), "\(name) stopped \(returnedAt - raised) after the cancel")
        }
        // The same engine, with a fresh flag, lays out a small document as before.
        guard case .success(let bytes) = engine.layout(json: PathologicalDocuments.small) else {
            Issue.record("the small document failed after \(name)")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self).contains(PathologicalDocuments.smallBoxFrame))
    }

    /// A small budget of each kind refuses the 400-view equalCentering stack (a 25 KB body whose
    /// solver rows take megabytes and hundreds of millions of units of work, 6e8 to 8e8) with a 422
    /// naming the limit, and still admits a small document.
    @Test(arguments: [
        (LayoutLimits(maxRequestMemoryBytes: 1 << 20), LayoutLimits.Kind.memory, "memory limit of 1048576 bytes"),
        (LayoutLimits(maxRequestWork: 1_000_000), LayoutLimits.Kind.work, "work limit of 1000000 units"),
    ])
    func aSmallBudgetRefusesALargeDocumentNamingTheLimit(
        limits: LayoutLimits, kind: LayoutLimits.Kind, named: String
    ) throws {
        let engine = LayoutEngine(limits: limits)
        let json = try #require(PathologicalDocuments.table.first).json
        guard case .failure(let problem) = engine.layout(json: json) else {
            Issue.record("laid out within the \(named)")
            return
        }
        #expect(problem.status == 422)
        #expect(problem.limit == kind)
        #expect(problem.detail.contains(named))
        #expect(problem.errors.map(\.pointer) == ["/root"])
        guard case .success(let bytes) = engine.layout(json: PathologicalDocuments.small) else {
            Issue.record("the small document was refused under the \(named)")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self).contains(PathologicalDocuments.smallBoxFrame))
    }

    /// A `fillProportionally` row of 1,000 cards, each holding a badge pinned to its four edges
    /// (4,000 constraints): every card is measured as the builders do, a lone layout of its
    /// subtree that reads all 4,000 constraints, some 4 million units of work in all, which the
    /// meter counts. Under a work limit of 2 million the layout stops with a 422 naming it (the
    /// rest of the layout needs under half a million). Uncounted, the measurements ran on past
    /// the limits and the deadline: 16,000 such cards answered 503 a minute after a 10 s deadline.
    @Test func measuredSubtreesCountAgainstTheWorkLimit() throws {
        var views: [String] = []
        var constraints: [String] = []
        for card in 0..<1_000 {
            views.append(
                #"{"id": "c\#(card)", "intrinsicContentSize": {"height": 20}, "subviews": [{"id": "b\#(card)", "intrinsicContentSize": {"width": \#(10 + card % 7), "height": 20}}]}"#)
            constraints += ["leading", "trailing", "top", "bottom"].map { #""b\#(card).\#($0) == c\#(card).\#($0)""# }
        }
        let json = #"{"root": {"id": "row", "type": "stack", "axis": "horizontal", "distribution": "fillProportionally", "width": 10000, "arrangedSubviews": ["#
            + views.joined(separator: ",") + #"]}, "constraints": ["# + constraints.joined(separator: ",") + "]}"
        let engine = LayoutEngine(limits: LayoutLimits(maxRequestWork: 2_000_000))
        guard case .failure(let problem) = engine.layout(json: Array(json.utf8)) else {
            Issue.record("laid out within the work limit of 2000000 units")
            return
        }
        #expect(problem.status == 422)
        #expect(problem.limit == .work)
        #expect(problem.detail.contains("work limit of 2000000 units"))
    }

    @Test func aCancellationRaisedBeforeTheLayoutAnswers503() {
        let cancellation = Cancellation()
        cancellation.cancel()
        var timings = LayoutTimings()
        // Any document: the flag is looked at once the document is read, before solving it.
        let result = LayoutEngine().layout(
            json: PathologicalDocuments.small, pretty: false, timings: &timings, cancellation: cancellation)
        guard case .failure(let problem) = result else {
            Issue.record("laid out under a raised cancellation")
            return
        }
        #expect(problem.status == 503)
    }
}
