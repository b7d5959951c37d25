import Testing
@testable import LayoutEngine

/// `options.displayScale` (1, 2 or 3, default 3) and `options.rounding` (`none` or `pixel`,
/// default `none`): read alike by both decoders, refused at their JSON Pointer otherwise.
@Suite struct RenderingOptionsTests {
    private func json(_ options: String) -> String { #"{"root": {"id": "r"}, "options": {\#(options)}}"# }

    @Test func defaultsAreScaleThreeUnrounded() throws {
        let options = try DocumentFixture.document(json("")).options
        #expect(options.displayScale == 3)
        #expect(options.rounding == .none)
    }

    @Test func everyValueDecodes() throws {
        for scale in [1, 2, 3] {
            for rounding in ["none", "pixel"] {
                let text = json(#""displayScale": \#(scale), "rounding": "\#(rounding)""#)
                let full = try DocumentFixture.document(text).options
                #expect(full.displayScale == scale)
                #expect(full.rounding.rawValue == rounding)
            }
        }
        // 2.0 is the number 2.
        #expect(try DocumentFixture.document(json(#""displayScale": 2.0"#)).options.displayScale == 2)
    }

    @Test func invalidValuesAre422AtTheirPointer() {
        let cases: [(String, String, String)] = [
            (#""displayScale": 4"#, "/options/displayScale", "displayScale must be 1, 2 or 3, found 4"),
            (#""displayScale": 0"#, "/options/displayScale", "displayScale must be 1, 2 or 3, found 0"),
            (#""displayScale": 2.5"#, "/options/displayScale", "displayScale must be 1, 2 or 3, found 2.5"),
            (#""displayScale": -3"#, "/options/displayScale", "displayScale must be 1, 2 or 3, found -3"),
            (#""displayScale": "2""#, "/options/displayScale", "displayScale must be a number, found a string"),
            (#""rounding": "floor""#, "/options/rounding", "unknown rounding 'floor'; expected one of none, pixel"),
            (#""rounding": true"#, "/options/rounding", "rounding must be a string, found a boolean"),
        ]
        for (options, pointer, detail) in cases {
            let errors = DocumentFixture.errors(json(options))
            #expect(errors.map(\.pointer) == [pointer], "\(options)")
            #expect(errors.map(\.detail) == [detail], "\(options)")
        }
        // Both wrong: both reported, in document order.
        let both = DocumentFixture.errors(json(#""rounding": "up", "displayScale": 1.5"#))
        #expect(both.map(\.pointer) == ["/options/rounding", "/options/displayScale"])
    }
}
