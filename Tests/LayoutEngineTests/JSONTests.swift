import Testing
@testable import LayoutEngine

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(text) }

    private func failure(_ text: String) -> JSONParseError? {
        do {
            _ = try JSONParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesScalarsAndContainers() throws {
        #expect(try parse("null") == .null)
        #expect(try parse(" true ") == .bool(true))
        #expect(try parse("false") == .bool(false))
        #expect(try parse("-12.5e1") == .number(-125))
        #expect(try parse("\"hi\"") == .string("hi"))
        #expect(try parse("[1, [2], {}]") == .array([.number(1), .array([.number(2)]), .object(JSONObject())]))
    }

    @Test func objectsKeepOrderAndDuplicates() throws {
        guard case .object(let object) = try parse(#"{"b": 1, "a": 2, "b": 3}"#) else {
            Issue.record("not an object")
            return
        }
        #expect(object.members.map(\.key) == ["b", "a", "b"])
        #expect(object["b"] == .number(1))
        #expect(object.duplicateFlags == [false, false, true])
    }

    @Test func duplicateFlagsInLargeObjects() throws {
        let members = (0..<40).map { "\"k\($0 % 30)\": \($0)" }.joined(separator: ",")
        guard case .object(let object) = try parse("{\(members)}") else {
            Issue.record("not an object")
            return
        }
        // Keys k0...k29 then k0...k9 again: the last 10 members repeat earlier keys.
        #expect(object.duplicateFlags == Array(repeating: false, count: 30) + Array(repeating: true, count: 10))
    }

    @Test func numbers() throws {
        #expect(try parse("0") == .number(0))
        #expect(try parse("-0") == .number(-0.0))
        #expect(try parse("0.1") == .number(0.1))
        #expect(try parse("1E2") == .number(100))
        #expect(try parse("1e-7") == .number(1e-7))
        #expect(try parse("123456789012345678901234567890") == .number(1.2345678901234568e29))
        #expect(try parse("9007199254740993") == .number(9007199254740992))
        #expect(try parse("0.30000000000000004") == .number(0.1 + 0.2))
        #expect(try parse("2.2250738585072014e-308") == .number(2.2250738585072014e-308))
        #expect(try parse("1e400") == .number(.infinity))
    }

    @Test func invalidNumbers() {
        #expect(failure("01")?.reason == "invalid number: leading zeros are not allowed")
        #expect(failure("1.")?.column == 3)
        #expect(failure(".5") != nil)
        #expect(failure("+1") != nil)
        #expect(failure("1e") != nil)
        #expect(failure("-") != nil)
        #expect(failure("NaN") != nil)
    }

    @Test func unicodeEscapesAndSurrogates() throws {
        #expect(try parse(#""\u00e9\u4e2d""#) == .string("é中"))
        #expect(try parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(try parse(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{08}\u{0C}\n\r\t"))
        #expect(try parse("\"😀 raw\"") == .string("😀 raw"))
        #expect(failure(#""\ud83d""#)?.reason.contains("not followed by a low surrogate") == true)
        #expect(failure(#""\ud83dx""#) != nil)
        #expect(failure(#""\ude00""#)?.reason.contains("lone low surrogate") == true)
        #expect(failure(#""\u12G4""#) != nil)
        #expect(failure(#""\x""#)?.reason == "invalid escape sequence in a string")
    }

    @Test func byteOrderMarkIsIgnored() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number(1)]))
        // Only at the start: elsewhere it is not whitespace.
        #expect(throws: JSONParseError.self) { try JSONParser.parse(Array("[1]".utf8) + [0xEF, 0xBB, 0xBF]) }
    }

    @Test func invalidUTF8AndControlCharacters() {
        #expect(failure("\"a\u{01}b\"")?.reason.contains("control character") == true)
        let bytes: [UInt8] = [0x22, 0xFF, 0x22]
        #expect(throws: JSONParseError.self) { try JSONParser.parse(bytes) }
    }

    /// The string scanner tests 8 bytes at a time; put each special byte at every offset of
    /// two words so it lands in every lane and in the byte-by-byte tail.
    @Test func specialBytesAtEveryOffsetOfAString() throws {
        for offset in 0..<18 {
            let before = String(repeating: "a", count: offset), after = String(repeating: "b", count: 17 - offset)
            #expect(try parse("\"\(before)\"") == .string(before))
            #expect(try parse("\"\(before)\\n\(after)\"") == .string(before + "\n" + after))
            #expect(try parse("\"\(before)\\\"\(after)\"") == .string(before + "\"" + after))
            #expect(try parse("\"\(before)é\(after)\"") == .string(before + "é" + after))
            #expect(try parse("\"\(before)~\u{7F}\(after)\"") == .string(before + "~\u{7F}" + after))
            // The raw control byte is column offset + 2: after the quote and `offset` letters.
            let control = failure("\"\(before)\u{1F}\(after)\"")
            #expect(control?.column == offset + 2)
            #expect(control?.reason == "control character U+001F in a string must be escaped")
            let invalid = Array("\"\(before)".utf8) + [0xC3] + Array("\(after)\"".utf8)
            #expect(throws: JSONParseError.self) { try JSONParser.parse(invalid) }
        }
    }

    /// Well-formed UTF-8 per RFC 3629 Table 3-7: the same answers as the standard library's validation.
    @Test func utf8ValidationMatchesTheStandardLibrary() {
        let samples: [[UInt8]] = [
            [0x41], [0xC2, 0x80], [0xC1, 0xBF], [0xE0, 0xA0, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0x9F, 0xBF],
            [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
            [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0x80], [0xC3],
            [0xE2, 0x82], [0xE2, 0x28, 0xA1], [0xF0, 0x9F, 0x98, 0x80, 0x41], [0xFF],
        ]
        for sample in samples {
            let expected = String(validating: sample, as: UTF8.self) != nil
            #expect(sample.withUnsafeBufferPointer(JSONTape.isValidUTF8) == expected, "\(sample)")
        }
    }

    @Test func errorsGiveLineAndColumn() {
        // Line 3 is `  "b" 2`: two spaces, `"b"` in columns 3-5, a space, then `2` where ':' belongs: column 7.
        let error = failure("{\n  \"a\": 1,\n  \"b\" 2\n}")
        #expect(error?.line == 3)
        #expect(error?.column == 7)
        #expect(error?.description == "line 3, column 7: expected ':' after an object key, found '2'")
        // Columns count scalars: in `["é", 1 2]` "é" is two bytes but one column, so the `2` is at column 9.
        let wide = failure("[\"é\", 1 2]")
        #expect(wide?.line == 1)
        #expect(wide?.column == 9)
        #expect(failure("")?.description == "line 1, column 1: expected a JSON value, found the end of the input")
        #expect(failure("[1,]")?.column == 4)
        #expect(failure("{} x")?.column == 4)
        #expect(failure("\"abc")?.reason == "unterminated string")
        #expect(failure("tru")?.column == 1)
    }

    @Test func nestingLimit() throws {
        let deep = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try JSONParser.parse(deep) }
        let bomb = String(repeating: "[", count: 100_000)
        let error = failure(bomb)
        #expect(error?.reason == "arrays and objects are nested deeper than 512 levels")
        #expect(error?.column == 513)
        let objects = String(repeating: "{\"a\":", count: 600)
        #expect(failure(objects)?.reason.contains("nested deeper") == true)
    }
}

@Suite struct JSONWriterTests {
    @Test func numbersAreDeterministic() {
        #expect(JSONNumberFormat.string(8) == "8")
        #expect(JSONNumberFormat.string(-0.0) == "0")
        #expect(JSONNumberFormat.string(-375) == "-375")
        #expect(JSONNumberFormat.string(0.5) == "0.5")
        #expect(JSONNumberFormat.string(1.0 / 3.0) == "0.3333333333333333")
        #expect(JSONNumberFormat.string(9_007_199_254_740_992) == "9007199254740992")
        #expect(JSONNumberFormat.string(1e20) == "1e+20")
        #expect(JSONNumberFormat.string(1e-7) == "1e-07")
        #expect(JSONNumberFormat.string(.infinity) == "null")
        #expect(JSONNumberFormat.string(.nan) == "null")
        #expect(JSONNumberFormat.string(Double(Int64.min)) == "-9.223372036854776e+18")
    }

    @Test func shortDecimalsPrintAsDescription() {
        // The allocation-free path for values with at most 3 fraction digits must print exactly
        // what Swift's shortest round-trip `description` prints.
        var state: UInt64 = 7
        var values: [Double] = [0.5, -0.5, 0.001, -0.001, 0.01, 0.1, 0.125, 383.25, 1.005, 8_589_934_591.5, 8_589_934_592.5,
                                1e-4, 0.3333, 100.0 / 3.0, 2.675, 1234567.125, -0.999]
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let milli = Int64(bitPattern: state >> 20) % 20_000_000_000_000
            values.append(Double(milli) / 1000)
            values.append(Double(milli % 100_000) / 1000 + 1e-9)
        }
        for value in values where value.rounded() != value {
            #expect(JSONNumberFormat.string(value) == value.description, "\(value)")
        }
    }

    @Test func everyFormattedNumberParsesBack() throws {
        for value in [0.1, 1e20, 1e-7, 123.456, -2.5e-300, 9_007_199_254_740_992, .leastNonzeroMagnitude, .greatestFiniteMagnitude] {
            #expect(try JSONParser.parse(JSONNumberFormat.string(value)) == .number(value))
        }
    }

    @Test func compactAndPretty() throws {
        let value = try JSONParser.parse(#"{"a": [1, 2.5, {}], "b": {"c": null, "d": []}, "e": "x"}"#)
        #expect(String(decoding: value.serialized(), as: UTF8.self) == #"{"a":[1,2.5,{}],"b":{"c":null,"d":[]},"e":"x"}"#)
        let pretty = """
        {
          "a": [
            1,
            2.5,
            {}
          ],
          "b": {
            "c": null,
            "d": []
          },
          "e": "x"
        }
        """
        #expect(String(decoding: value.serialized(pretty: true), as: UTF8.self) == pretty)
    }

    @Test func stringEscaping() throws {
        let text = "q\"b\\s/n\nt\tc\u{01}e\u{7F}é😀"
        let bytes = JSONValue.string(text).serialized()
        #expect(String(decoding: bytes, as: UTF8.self) == "\"q\\\"b\\\\s/n\\nt\\tc\\u0001e\u{7F}é😀\"")
        #expect(try JSONParser.parse(bytes) == .string(text))
    }

    @Test func roundTripIsStable() throws {
        let source = #"{"z":1,"a":[true,false,null,-0.125,"\u00e9"],"m":{"k":1e300}}"#
        let once = try JSONParser.parse(source).serialized()
        let twice = try JSONParser.parse(once).serialized()
        #expect(once == twice)
        #expect(String(decoding: once, as: UTF8.self) == #"{"z":1,"a":[true,false,null,-0.125,"é"],"m":{"k":1e+300}}"#)
    }
}

@Suite struct ResponseJSONTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func problemJSON() {
        let problem = Problem(
            status: 422, title: "Invalid layout document", detail: "1 error",
            errors: [Problem.FieldError(pointer: "/root/width", detail: "width must be a number, found a string")])
        #expect(text(problem.json()) == #"{"type":"https://layoutd.dev/problems/422","title":"Invalid layout document","status":422,"detail":"1 error","errors":[{"pointer":"/root/width","detail":"width must be a number, found a string"}]}"#)
        let plain = Problem(status: 400, title: "Malformed JSON", detail: "line 1, column 2: \"x\"")
        #expect(text(plain.json()) == #"{"type":"https://layoutd.dev/problems/400","title":"Malformed JSON","status":400,"detail":"line 1, column 2: \"x\""}"#)
    }

    @Test func decoderProblemsSerialize() throws {
        guard case .failure(let problem) = DocumentDecoder.decode(Array(#"{"root": []}"#.utf8), limits: LayoutLimits()) else {
            Issue.record("decoded")
            return
        }
        let parsed = try JSONParser.parse(problem.json(pretty: true))
        guard case .object(let object) = parsed, case .array(let errors)? = object["errors"] else {
            Issue.record("no errors array")
            return
        }
        #expect(object["status"] == .number(422))
        #expect(errors == [.object(JSONObject([
            JSONMember(key: "pointer", value: .string("/root")),
            JSONMember(key: "detail", value: .string("a view must be an object, found an array")),
        ]))])
    }

    private var response: LayoutResponse {
        LayoutResponse(
            frames: [
                ViewFrame(id: "screen", x: 0, y: 0, width: 375, height: 812),
                ViewFrame(id: "profile", x: 8, y: 383.5, width: 359, height: 56),
            ],
            diagnostics: [
                .unsatisfiable(
                    message: "Unable to simultaneously satisfy constraints", constraints: ["constraints[1]", "width(screen)"],
                    broken: "constraints[1]"),
                .ambiguous(view: "name", attributes: ["x"], message: "x is ambiguous"),
            ],
            constraints: nil,
            stats: LayoutStats(variables: 40, constraints: 61, solveMicroseconds: 182, totalMicroseconds: 300))
    }

    @Test func responseCompact() {
        #expect(text(response.json()) == #"{"frames":{"screen":{"x":0,"y":0,"width":375,"height":812},"profile":{"x":8,"y":383.5,"width":359,"height":56}},"diagnostics":[{"severity":"error","code":"unsatisfiable","message":"Unable to simultaneously satisfy constraints","constraints":["constraints[1]","width(screen)"],"broken":"constraints[1]"},{"severity":"warning","code":"ambiguous","view":"name","attributes":["x"],"message":"x is ambiguous"}],"stats":{"variables":40,"constraints":61,"solveMicroseconds":182,"totalMicroseconds":300}}"#)
    }

    @Test func responsePrettyWithConstraintsAndClock() {
        var response = LayoutResponse(
            frames: [ViewFrame(id: "v", x: -0.0, y: 0.1, width: 1e-7, height: 10)], diagnostics: [],
            constraints: ["UISV-spacing: a.top == b.bottom + 8"],
            stats: LayoutStats(variables: 1, constraints: 2, solveMicroseconds: 3, totalMicroseconds: 4))
        // Frames are written noise-free, in plain decimal: 1e-7 is 100 steps of 1e-9, `0.0000001`.
        let pretty = """
        {
          "frames": {
            "v": {
              "x": 0,
              "y": 0.1,
              "width": 0.0000001,
              "height": 10
            }
          },
          "diagnostics": [],
          "constraints": [
            "UISV-spacing: a.top == b.bottom + 8"
          ],
          "stats": {
            "variables": 1,
            "constraints": 2,
            "solveMicroseconds": 3,
            "totalMicroseconds": 99
          }
        }
        """
        #expect(text(response.json(pretty: true, totalMicroseconds: { 99 })) == pretty)
        response.constraints = []
        #expect(text(response.json()).contains(#""constraints":[],"stats""#))
    }
}
