import Testing
@testable import LayoutEngine

/// `intrinsicContentSize`, `contentHugging`, `compressionResistance` and `layoutMargins` are read in
/// one pass when they hold only distinct known keys with numbers in range; anything else goes the
/// general way. Both ways must give the same view and the same errors.
@Suite struct DecodingSmallObjectTests {
    private func root(_ fields: String) -> [UInt8] {
        Array(#"{"root":{"id":"r","width":100,"height":100,"subviews":[{"id":"v",\#(fields)}]}}"#.utf8)
    }

    private func view(_ fields: String) throws -> ViewNode {
        let document = try DocumentDecoder.decode(root(fields), limits: LayoutLimits()).get()
        return try #require(document.root.subviews.first)
    }

    private func errors(_ fields: String) -> [Problem.FieldError] {
        guard case .failure(let problem) = DocumentDecoder.decode(root(fields), limits: LayoutLimits()) else { return [] }
        return problem.errors
    }

    /// Values as written; omitted members keep the contract's defaults (no intrinsic size, hugging
    /// 250, compression resistance 750, margins 8).
    @Test func plainObjectsReadAsWritten() throws {
        let v = try view(#""intrinsicContentSize":{"height":60},"contentHugging":{"horizontal":249},"#
            + #""compressionResistance":{"vertical":1000,"horizontal":1},"layoutMargins":{"trailing":-4,"top":0}"#)
        #expect(v.intrinsicContentSize == OptionalSize(width: nil, height: 60))
        #expect(v.contentHugging == AxisPriorities(horizontal: 249, vertical: 250))
        #expect(v.compressionResistance == AxisPriorities(horizontal: 1, vertical: 1000))
        #expect(v.layoutMargins == DirectionalInsets(top: 0, leading: 8, bottom: 8, trailing: -4))
        let empty = try view(#""intrinsicContentSize":{},"layoutMargins":{}"#)
        #expect(empty.intrinsicContentSize == OptionalSize())
        #expect(empty.layoutMargins == DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    }

    /// Named priorities are not numbers: the general path reads them (`defaultLow` is 250).
    @Test func namedPrioritiesStillRead() throws {
        let v = try view(#""contentHugging":{"horizontal":"defaultLow","vertical":751}"#)
        #expect(v.contentHugging == AxisPriorities(horizontal: 250, vertical: 751))
    }

    /// Each object that leaves the shortcut is reported by the general path, with its pointer.
    @Test func objectsOffTheShortcutReportTheirErrors() {
        let base = "/root/subviews/0"
        #expect(errors(#""intrinsicContentSize":{"width":10,"width":12}"#).map(\.pointer)
            == [base + "/intrinsicContentSize/width"])
        #expect(errors(#""intrinsicContentSize":{"width":-1}"#).map(\.pointer) == [base + "/intrinsicContentSize/width"])
        #expect(errors(#""intrinsicContentSize":{"depth":1}"#).map(\.pointer) == [base + "/intrinsicContentSize/depth"])
        #expect(errors(#""contentHugging":{"vertical":0}"#).map(\.pointer) == [base + "/contentHugging/vertical"])
        #expect(errors(#""compressionResistance":{"horizontal":1001}"#).map(\.pointer)
            == [base + "/compressionResistance/horizontal"])
        #expect(errors(#""layoutMargins":{"top":"8"}"#).map(\.pointer) == [base + "/layoutMargins/top"])
        #expect(errors(#""layoutMargins":{"top":1e999}"#).map(\.pointer) == [base + "/layoutMargins/top"])
        #expect(errors(#""layoutMargins":{"top":1,"leading":2,"bottom":3,"trailing":4,"left":5}"#).map(\.pointer)
            == [base + "/layoutMargins/left"])
        #expect(errors(#""intrinsicContentSize":[10,20]"#).map(\.pointer) == [base + "/intrinsicContentSize"])
    }
}
