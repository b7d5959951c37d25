import Foundation
@_spi(Testing) import LayoutEngine
import Testing

/// An aspect ratio on a view whose other length the required constraints hold
/// (`BlockLayout+SizeEqualities.swift`, ``BlockLayout``'s `heldLength`): a photo across a `fill`
/// feed pinned to the screen's edges or margins is as wide as the feed in every solution, so
/// `photo.height == photo.width` is a size term. Each case is derived by hand and compared with
/// the whole-document simplex (frames, diagnostics, stats: `CarriedTermTests.layOut`).
@Suite struct HeldLengthTermTests {
    /// A 375 × 812 screen (margins `margins`, direction `direction`) holding a vertical `fill` feed
    /// (spacing 8) pinned to its top, of `photo` (no intrinsic size) above `likes` (80 × 17), with
    /// `constraints`.
    static func screen(
        _ constraints: [String], margins: String = "{}", direction: String = "leftToRight"
    ) -> String {
        """
        {"root": {"id": "screen", "width": 375, "height": 812, "layoutMargins": \(margins), "subviews": [
          {"id": "feed", "type": "stack", "axis": "vertical", "spacing": 8, "arrangedSubviews": [
            {"id": "photo"}, {"id": "likes", "intrinsicContentSize": {"width": 80, "height": 17}}]}]},
         "constraints": [\((["feed.top == screen.top"] + constraints).map { "\"\($0)\"" }.joined(separator: ","))],
         "options": {"layoutDirection": "\(direction)"}}
        """
    }

    /// The feed pinned to the screen's leading and trailing edges: 375 wide, and the photo across
    /// `fill` too; square, 375 high; `likes` below it at 375 + 8 = 383, the feed 383 + 17 = 400.
    /// Without the term U left the photo's height free and the equality's check declined.
    @Test func aSquarePhotoAcrossAFullWidthFeed() throws {
        let (strategy, response) = CarriedTermTests.layOut(
            try BlockLayoutTests.decoded(
                Self.screen(["feed.leading == screen.leading", "feed.trailing == screen.trailing", "photo.height == photo.width"])))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "photo") == [0, 0, 375, 375])
        #expect(BlockLayoutTests.frame(response, "likes") == [0, 383, 375, 17])
        #expect(BlockLayoutTests.frame(response, "feed") == [0, 0, 375, 400])
        #expect(response.diagnostics.isEmpty)
    }

    /// On the margins (8 each by default): the feed 375 − 16 = 359 wide at x 8, the photo 9/16 of
    /// it high, 359 × 9 / 16 = 201.9375 (exact in binary); `likes` at 209.9375.
    @Test func aSixteenByNinePhotoWithinTheMargins() throws {
        let (strategy, response) = CarriedTermTests.layOut(
            try BlockLayoutTests.decoded(
                Self.screen([
                    "feed.leading == screen.layoutMarginsGuide.leading", "feed.trailing == screen.layoutMarginsGuide.trailing",
                    "photo.height == 0.5625 * photo.width",
                ])))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "feed") == [8, 0, 359, 226.9375])
        #expect(BlockLayoutTests.frame(response, "photo") == [0, 0, 359, 201.9375])
        #expect(BlockLayoutTests.frame(response, "likes") == [0, 209.9375, 359, 17])
    }

    /// Right to left, margins 20 leading and 4 trailing, pins `+ 2` and `- 6`: the feed's leading
    /// (right) edge at 375 − 20 − 2 = 353, its trailing (left) one at 4 + 6 = 10, 343 wide, the
    /// `width` of the formula `375 − 20 − 4 + (−6) − 2`; the photo 343 high.
    @Test func rightToLeftPinsOnUnevenMargins() throws {
        let (strategy, response) = CarriedTermTests.layOut(
            try BlockLayoutTests.decoded(
                Self.screen(
                    [
                        "feed.leading == screen.layoutMarginsGuide.leading + 2",
                        "feed.trailing == screen.layoutMarginsGuide.trailing - 6", "photo.height == photo.width",
                    ], margins: #"{"leading": 20, "trailing": 4}"#, direction: "rightToLeft")))
        #expect(strategy == "blocks")
        #expect(BlockLayoutTests.frame(response, "feed") == [10, 0, 343, 368])
        #expect(BlockLayoutTests.frame(response, "photo") == [0, 0, 343, 343])
    }

    /// Declined: the feed's trailing edge only at most the screen's, so its width is not held
    /// (its fitting pull and the photo's term trade along it): the simplex's.
    @Test func aWidthNothingHoldsIsTheSimplexs() throws {
        let (strategy, _) = CarriedTermTests.layOut(
            try BlockLayoutTests.decoded(
                Self.screen(["feed.leading == screen.leading", "feed.trailing <= screen.trailing", "photo.height == photo.width"])))
        #expect(strategy == "solver")
    }

    /// At several sizes the term's constant is the held width at each (375, then 320): each layout
    /// bit for bit the document sent alone at that size.
    @Test func everySizeHoldsItsOwnWidth() throws {
        let text = Self.screen(["feed.leading == screen.leading", "feed.trailing == screen.trailing", "photo.height == photo.width"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        try SizesTests.expectEquivalent(
            document, sizes: [["width": 375, "height": 812], ["width": 320, "height": 568]], label: "held width")
    }
}
