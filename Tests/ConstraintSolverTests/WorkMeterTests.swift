import ConstraintSolver
import Foundation
import Synchronization
import Testing

/// The solver under a ``WorkMeter``: a raised cancellation or storage over the limit stops a
/// long solve with ``SolverError/stopped(_:)``; a meter that never stops changes nothing.
@Suite(.serialized) struct WorkMeterTests {
    /// The constraints of a horizontal `equalCentering` stack of `count` views pinned to both
    /// ends of a 375-point canvas, as the engine lowers it: each view at least its content width
    /// at 750 and at most it at 250 (10...46, far more than 375 in all), the views in a row,
    /// a gap guide from each view's centre to the next's, the guides equal at 149. The ties and
    /// the guides make the rows dense: the system that took minutes and gigabytes.
    static func centeringStack(_ solver: Solver, count: Int) -> (widths: [Variable], constraints: [Constraint]) {
        let lefts = (0..<count).map { _ in solver.makeVariable() }
        let widths = (0..<count).map { _ in solver.makeVariable() }
        let gapLefts = (0..<count - 1).map { _ in solver.makeVariable() }
        let gapWidths = (0..<count - 1).map { _ in solver.makeVariable() }
        var constraints = [eq(v(lefts[0]), k(0)), eq(lefts[count - 1] + widths[count - 1], k(375))]
        for i in 0..<count {
            let content = Double(10 + (i * 7) % 40)
            constraints.append(ge(v(widths[i]), k(0)))
            constraints.append(ge(v(widths[i]), k(content), Priority(750)))
            constraints.append(le(v(widths[i]), k(content), Priority(250)))
            if i > 0 { constraints.append(ge(v(lefts[i]), lefts[i - 1] + widths[i - 1])) }
        }
        for g in 0..<count - 1 {
            constraints.append(eq(v(gapLefts[g]), v(lefts[g]) + 0.5 * widths[g]))
            constraints.append(eq(gapLefts[g] + gapWidths[g], v(lefts[g + 1]) + 0.5 * widths[g + 1]))
            if g > 0 { constraints.append(eq(v(gapWidths[g]), v(gapWidths[0]), Priority(149))) }
        }
        return (widths, constraints)
    }

    /// Adds `constraints` until one throws; the error, or nil when all were added.
    static func addAll(_ constraints: [Constraint], to solver: Solver) -> SolverError? {
        for constraint in constraints {
            do { try solver.add(constraint) } catch { return error }
        }
        return nil
    }

    @Test func cancellationFromAnotherThreadStopsALargeSolvePromptly() {
        let solver = Solver()
        let cancellation = Cancellation()
        solver.meter = WorkMeter(cancellation: cancellation)
        // 600 views: seconds of pivoting in any build, so the flag is raised well before the end.
        let (_, constraints) = Self.centeringStack(solver, count: 600)
        let clock = ContinuousClock()
        let raisedAt = Mutex<ContinuousClock.Instant?>(nil)
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.05)
            raisedAt.withLock { $0 = clock.now }
            cancellation.cancel()
        }
        let error = Self.addAll(constraints, to: solver)
        let stoppedAt = clock.now
        #expect(error == .stopped(.cancelled))
        let raised = raisedAt.withLock { $0 }
        #expect(raised != nil)
        if let raised {
            // Polled every 65,536 terms: well under a millisecond of work; 2 s allows for a loaded machine.
            #expect(stoppedAt - raised < .seconds(2))
        }
        // A stopped solver fails every later change at once, the same way.
        #expect(throws: SolverError.stopped(.cancelled)) { try solver.add(eq(v(solver.makeVariable()), k(1))) }
    }

    @Test func storageOverTheLimitStopsTheSolve() {
        let solver = Solver()
        let limit = 1 << 20
        solver.meter = WorkMeter(memoryLimitBytes: limit)
        // 400 views' dense rows hold tens of megabytes: far over 1 MiB.
        let (_, constraints) = Self.centeringStack(solver, count: 400)
        #expect(Self.addAll(constraints, to: solver) == .stopped(.memory(limitBytes: limit)))
    }

    @Test func workOverTheLimitStopsTheSolveAtTheSamePointEveryTime() {
        // Work is counted, not timed: two solves of the same system under the same work limit stop
        // after the same constraint, having done the same work (to within one poll interval,
        // 65,536 units, the granularity of the count).
        var stops: [(added: Int, work: Int)] = []
        for _ in 0..<2 {
            let solver = Solver()
            let meter = WorkMeter(workLimit: 2_000_000)
            solver.meter = meter
            let (_, constraints) = Self.centeringStack(solver, count: 400)
            var added = 0
            var failure: SolverError?
            for constraint in constraints {
                do { try solver.add(constraint) } catch {
                    failure = error
                    break
                }
                added += 1
            }
            #expect(failure == .stopped(.work(limit: 2_000_000)))
            #expect(meter.workDone > 2_000_000 && meter.workDone <= 2_000_000 + 2 * 65_536)
            stops.append((added, meter.workDone))
        }
        #expect(stops[0].added == stops[1].added)
        #expect(stops[0].work == stops[1].work)
        // Twice the limit gets further: the limit, not the system, stopped it.
        let solver = Solver()
        solver.meter = WorkMeter(workLimit: 4_000_000)
        let (_, constraints) = Self.centeringStack(solver, count: 400)
        var added = 0
        for constraint in constraints {
            guard (try? solver.add(constraint)) != nil else { break }
            added += 1
        }
        #expect(added > stops[0].added)
    }

    @Test func aMeterThatNeverStopsChangesNoValue() throws {
        // The same system (small enough to solve quickly) with and without a meter: the meter
        // only counts, so every width must be the same bits.
        let plain = Solver()
        let metered = Solver()
        metered.meter = WorkMeter(cancellation: Cancellation(), memoryLimitBytes: 1 << 30)
        let (plainWidths, plainConstraints) = Self.centeringStack(plain, count: 30)
        let (meteredWidths, meteredConstraints) = Self.centeringStack(metered, count: 30)
        #expect(Self.addAll(plainConstraints, to: plain) == nil)
        #expect(Self.addAll(meteredConstraints, to: metered) == nil)
        for (a, b) in zip(plainWidths, meteredWidths) { #expect(plain.value(of: a) == metered.value(of: b)) }
        // The widths fill the canvas less the gaps, which cannot be negative: at most 375 in all.
        #expect(plainWidths.reduce(0) { $0 + plain.value(of: $1) } <= 375 + 1e-6)
    }
}
