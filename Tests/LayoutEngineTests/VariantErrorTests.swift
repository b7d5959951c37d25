import Foundation
import LayoutEngine
import Testing

/// Variants and `when` in error: each a 422 with a JSON Pointer to the exact place.
@Suite("Variants: errors")
struct VariantErrorTests {
    /// The pointers and details of `text`'s 422.
    static func errors(_ text: String) throws -> [Problem.FieldError] {
        let problem = try SizesTests.problem(text)
        #expect(problem.status == 422, "\(text)")
        return problem.errors
    }

    static func view(_ members: String, type: String = "view") -> String {
        #"{"root":{"id":"r","width":600,"subviews":[{"id":"v","type":"\#(type)",\#(members)}]}}"#
    }

    @Test(arguments: [
        ("~500", "/width"), ("> abc", "/width"), ("500", "/width"), ("=> 5", "/width"), ("> 1e400", "/width"),
        ("> 0x10", "/width"), ("> 5.", "/width"), ("> +5", "/width"), ("", "/width"),
    ])
    func badComparisonsAreRefusedAtTheirPlace(_ comparison: String, _ member: String) throws {
        let errors = try Self.errors(Self.view(#""variants":[{"when":{"width":"\#(comparison)"},"set":{"hidden":true}}]"#))
        #expect(errors.map(\.pointer) == ["/root/subviews/0/variants/0/when" + member])
        #expect(errors.first?.detail.contains("comparison") == true)
    }

    @Test func badConditionsAreRefusedAtTheirPlace() throws {
        let errors = try Self.errors(Self.view(
            #""variants":[{"when":{"height":["> 1", 5, "< x"],"sizeClass":"compact","verticalSizeClass":"tiny","layoutDirection":"up","width":[]},"set":{"hidden":true}}]"#))
        let base = "/root/subviews/0/variants/0/when"
        #expect(errors.map(\.pointer) == [
            base + "/height/1", base + "/height/2", base + "/sizeClass", base + "/verticalSizeClass",
            base + "/layoutDirection", base + "/width",
        ])
    }

    @Test(arguments: ["id", "type", "subviews", "arrangedSubviews", "variants", "layoutGuides"])
    func forbiddenFieldsInSetAreRefused(_ field: String) throws {
        let value = ["id": #""w""#, "type": #""stack""#, "variants": "[]", "layoutGuides": #"[{"id":"g"}]"#][field] ?? "[]"
        let errors = try Self.errors(Self.view(#""variants":[{"when":{},"set":{"\#(field)":\#(value)}}]"#, type: "stack"))
        #expect(errors.map(\.pointer) == ["/root/subviews/0/variants/0/set/\(field)"])
        #expect(errors.first?.detail.contains("cannot set") == true)
    }

    /// A field the view does not take, wherever `type` is written.
    @Test func aSetFieldTheViewDoesNotTakeIsRefused() throws {
        for members in [
            #""variants":[{"when":{"width":"< 10"},"set":{"distribution":"fill"}}]"#,
            #""variants":[{"when":{"width":"< 10"},"set":{"distribution":"fill"}}],"type":"view""#,
        ] {
            let errors = try Self.errors(#"{"root":{"id":"r","subviews":[{"id":"v",\#(members)}]}}"#)
            #expect(errors.map(\.pointer) == ["/root/subviews/0/variants/0/set/distribution"])
            #expect(errors.first?.detail.contains("stack") == true)
        }
        let rootOnly = try Self.errors(Self.view(#""variants":[{"when":{},"set":{"safeAreaInsets":{"top":1}}}]"#))
        #expect(rootOnly.map(\.pointer) == ["/root/subviews/0/variants/0/set/safeAreaInsets"])
        let text = try Self.errors(Self.view(#""variants":[{"when":{},"set":{"numberOfLines":2}}]"#))
        #expect(text.map(\.pointer) == ["/root/subviews/0/variants/0/set/numberOfLines"])
    }

    @Test func badVariantsAreRefused() throws {
        let errors = try Self.errors(Self.view(
            #""variants":[{"set":{"hidden":true}},{"when":{}},5,{"when":{},"set":{"hidden":1,"colour":"red"},"else":{}}]"#))
        let base = "/root/subviews/0/variants"
        #expect(errors.map(\.pointer) == [
            base + "/0", base + "/1", base + "/2", base + "/3/set/hidden", base + "/3/set/colour", base + "/3/else",
        ])
        #expect(try Self.errors(Self.view(#""variants":{}"#)).map(\.pointer) == ["/root/subviews/0/variants"])
    }

    /// A `set` valid alone but invalid at one size: baseline alignment on a stack that is vertical there.
    @Test func aSetInvalidAtOneSizeIsRefusedAtTheVariant() throws {
        let text = #"""
        {"root":{"id":"r","subviews":[{"id":"s","type":"stack","alignment":"firstBaseline",
          "variants":[{"when":{"width":"> 500"},"set":{"axis":"vertical"}}]}]},
         "options":{"sizes":[{"width":375},{"width":700}]}}
        """#
        let errors = try Self.errors(text)
        #expect(errors.map(\.pointer) == ["/root/subviews/0/variants/0/set/axis"])
        #expect(errors.first?.detail.contains("/options/sizes/1") == true)
        // Where the variant never holds, the document is valid.
        #expect(throws: Never.self) { try SizesTests.layouts(text.replacingOccurrences(of: "700", with: "400")) }
        // Alone, at its root's width.
        let alone = #"{"root":{"id":"r","width":600,"subviews":[{"id":"s","type":"stack","axis":"vertical","variants":[{"when":{"width":"> 500"},"set":{"alignment":"lastBaseline"}}]}]}}"#
        #expect(try Self.errors(alone).map(\.pointer) == ["/root/subviews/0/variants/0/set/alignment"])
    }

    @Test func badWhensOnConstraintsAndVisualFormatsAreRefused() throws {
        let text = #"""
        {"root":{"id":"r","subviews":[{"id":"v"}]},
         "constraints":["v.top == r.top",{"firstItem":"v","firstAttribute":"width","relation":"==","constant":1,"when":{"width":"=5"}},
                       {"firstItem":"v","firstAttribute":"height","relation":"==","constant":1,"when":5}],
         "visualFormat":[{"format":"H:|[v]|","when":{"horizontalSizeClass":"big"}}]}
        """#
        #expect(try Self.errors(text).map(\.pointer) == [
            "/constraints/1/when/width", "/constraints/2/when", "/visualFormat/0/when/horizontalSizeClass",
        ])
    }
}
