import Testing
@testable import LayoutEngine

/// The encoder's fast paths held to the general ones: numbers to `description`, strings to a
/// byte-by-byte RFC 8259 escaper, compact frames to the writer's own calls.
@Suite struct JSONEncodingTests {
    private static func random(_ state: inout UInt64) -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }

    /// Integers, halves, quarters, eighths, thousandths, thirds and sevenths, powers of ten from
    /// 1e-7 to 1e21, the 2^33 and 2^53 edges, negative zero, extremes, and random bit patterns.
    private static var numbers: [Double] {
        var values: [Double] = [
            0, -0.0, 1, -1, 0.5, -0.5, 1e-7, -1e-7, 1e21, -1e21, 1e20, 1e16, 1e15, 1e-4, 1e-5,
            9_007_199_254_740_992, 9_007_199_254_740_994, 9_007_199_254_740_996, -9_007_199_254_740_992,
            8_589_934_591.5, 8_589_934_592.5, 8_589_934_591.999, 8_589_934_592, 8_589_934_592.001,
            .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .ulpOfOne, 1 + .ulpOfOne, 1 - .ulpOfOne / 2, 0.1 + 0.2, 2.675, 1.005, 0.0005, 0.0015, 999.9995,
            Double(Int64.max), Double(Int64.min), .infinity, -.infinity, .nan,
        ]
        for exponent in -30...30 { values.append(Double("1e\(exponent)")!) }
        for n in -2_000...2_000 {
            let whole = Double(n)
            values += [whole, whole / 2, whole / 3, whole / 4, whole / 7, whole / 8, whole / 1000, whole / 10_000]
            values += [whole * 1_000_003, whole * 1e12 + 0.5]
        }
        var state: UInt64 = 11
        for _ in 0..<20_000 {
            let bits = random(&state)
            values.append(Double(bitPattern: bits))
            let milli = Double(Int64(bitPattern: bits >> 21) % 9_000_000_000_000) / 1000
            values += [milli, milli.nextUp, milli.nextDown]
            values.append(Double(Int64(bitPattern: bits) >> 10))
        }
        return values
    }

    @Test func numberFastPathPrintsTheGeneralPathsText() {
        for value in Self.numbers {
            #expect(JSONNumberFormat.string(value) == JSONNumberFormat._generalString(value), "\(value.bitPattern)")
        }
    }

    @Test func numberFastPathTakesIntegersAndShortDecimals() {
        // The values frames mostly are must not fall back to `description` (which allocates):
        // integers up to 2^53 and up to three fraction digits below 2^33; others must.
        func fast(_ value: Double) -> Bool { JSONNumberFormat._takesFastPath(value) }
        for value in [0, -0.0, 375, -12, 9_007_199_254_740_992, 0.5, 383.25, -0.125, 0.001, 8_589_934_591.5] {
            #expect(fast(value), "\(value)")
        }
        for value in [1.0 / 3, 1e-7, 0.0001, 1e21, 9_007_199_254_740_994, 8_589_934_592.5, .infinity, .nan] {
            #expect(!fast(value), "\(value)")
        }
    }

    @Test func generalPathIsTheContractsFormat() {
        // Integral values within 2^53 print as integers, -0 as 0, non-finite as null, the rest as
        // Swift's shortest round-trip description.
        #expect(JSONNumberFormat._generalString(-0.0) == "0")
        #expect(JSONNumberFormat._generalString(1e15) == "1000000000000000")
        #expect(JSONNumberFormat._generalString(1e21) == "1e+21")
        #expect(JSONNumberFormat._generalString(-.infinity) == "null")
        for value in [1.0 / 3, -2.5e-300, 123.456, 1e-7] {
            #expect(JSONNumberFormat._generalString(value) == value.description)
        }
    }

    /// RFC 8259 escaping, byte by byte: the reference for the word-at-a-time writer.
    private static func escaped(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x22]
        let hex = Array("0123456789abcdef".utf8)
        for byte in bytes {
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x0D: out += [0x5C, UInt8(ascii: "r")]
            case 0x09: out += [0x5C, UInt8(ascii: "t")]
            case 0x08: out += [0x5C, UInt8(ascii: "b")]
            case 0x0C: out += [0x5C, UInt8(ascii: "f")]
            case 0..<0x20: out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: out.append(byte)
            }
        }
        return out + [0x22]
    }

    private static func written(_ bytes: [UInt8]) -> [UInt8] {
        let capacity = JSONWriter.maxStringLength(bytes.count)
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = bytes.withUnsafeBufferPointer { JSONWriter.writeString($0, to: buffer.baseAddress!) }
            #expect(count <= capacity)
        }
    }

    @Test func everyByteAtEveryPlaceOfAWordIsEscapedAsByByte() {
        // Each byte value at each place of the first and second word and of the tail after them
        // (which the last, overlapping word covers when it is clean).
        for length in [1, 7, 8, 9, 12, 16, 19, 23] {
            for place in 0..<length {
                for byte in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = UInt8(byte)
                    #expect(Self.written(bytes) == Self.escaped(bytes), "length \(length), byte \(byte) at \(place)")
                }
            }
        }
        #expect(Self.written([]) == [0x22, 0x22])
    }

    @Test func idsAreEscapedOnlyWhenNeeded() throws {
        let ids = ["screen", "c1000_retweet", "a-rather-long-identifier_with_35_bytes", "q\"b", "back\\slash",
                   "tab\there", "new\nline", "nul\u{0}", "\u{1F}", "é", "😀 emoji and text", "ends with quote\"",
                   String(repeating: "x", count: 40) + "\u{7F}\"" + String(repeating: "y", count: 9)]
        for id in ids {
            let response = LayoutResponse(
                frames: [ViewFrame(id: id, x: 1, y: 2, width: 3, height: 4)], diagnostics: [], constraints: nil,
                stats: LayoutStats(variables: 0, constraints: 0, solveMicroseconds: 0, totalMicroseconds: 0))
            let expected = Array(#"{"frames":{"#.utf8) + Self.escaped(Array(id.utf8))
                + Array(#":{"x":1,"y":2,"width":3,"height":4}},"diagnostics":[],"stats":{"#.utf8)
                + Array(#""variables":0,"constraints":0,"solveMicroseconds":0,"totalMicroseconds":0}}"#.utf8)
            let bytes = response.json()
            #expect(bytes == expected, "\(id)")
            guard case .object(let object) = try JSONParser.parse(bytes), case .object(let frames)? = object["frames"] else {
                Issue.record("no frames object for \(id)")
                continue
            }
            #expect(frames.members.map(\.key) == [id])
        }
    }

    @Test func compactFramesAreTheWritersCalls() {
        // More frames than one batch of scratch memory holds, with every kind of number; a frame's
        // numbers are written noise-free by both.
        var state: UInt64 = 3
        let numbers = Self.numbers
        var frames: [ViewFrame] = []
        for index in 0..<3_000 {
            func number() -> Double { numbers[Int(Self.random(&state) >> 33) % numbers.count] }
            let id = index % 97 == 5 ? "v\(index)\"\\\n" : "view_\(index)"
            frames.append(ViewFrame(id: id, x: number(), y: Double(index), width: number(), height: 0.5 * Double(index)))
        }
        let response = LayoutResponse(
            frames: frames, diagnostics: [.ambiguous(view: "view_1", attributes: ["x"], message: "m")],
            constraints: ["c"], stats: LayoutStats(variables: 1, constraints: 2, solveMicroseconds: 3, totalMicroseconds: 4))
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("frames")
        writer.beginObject()
        for frame in frames {
            writer.key(frame.id)
            writer.beginObject()
            writer.key("x")
            writer.noiseFreeNumber(frame.x)
            writer.key("y")
            writer.noiseFreeNumber(frame.y)
            writer.key("width")
            writer.noiseFreeNumber(frame.width)
            writer.key("height")
            writer.noiseFreeNumber(frame.height)
            writer.endObject()
        }
        writer.endObject()
        writer.key("diagnostics")
        writer.beginArray()
        writer.beginObject()
        for (key, value) in [("severity", "warning"), ("code", "ambiguous"), ("view", "view_1")] {
            writer.key(key)
            writer.string(value)
        }
        writer.key("attributes")
        writer.value(.array([.string("x")]))
        writer.key("message")
        writer.string("m")
        writer.endObject()
        writer.endArray()
        writer.key("constraints")
        writer.value(.array([.string("c")]))
        writer.key("stats")
        writer.value(.object(JSONObject([
            JSONMember(key: "variables", value: .number(1)), JSONMember(key: "constraints", value: .number(2)),
            JSONMember(key: "solveMicroseconds", value: .number(3)), JSONMember(key: "totalMicroseconds", value: .number(4)),
        ])))
        writer.endObject()
        #expect(response.json() == writer.bytes)
        #expect(response.json().count > 65_536)
    }
}
