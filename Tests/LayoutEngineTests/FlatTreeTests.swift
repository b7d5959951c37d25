import Testing
@testable import LayoutEngine

/// The views flattened in tree order, as each walk over them reads them: ``TreeNodes`` (the
/// views, their superviews and arranged flags, in one walk), ``LayoutTree`` (the arranged views
/// by stack, the guides), ``DirectTree`` (the same order, with views left out), and
/// ``DirectTree/ViewMarks`` (its pruned views as flags by index).
@Suite struct FlatTreeTests {
    /// Views in tree order (a view, its `subviews`, then its `arrangedSubviews`, depth first,
    /// whatever the order of the keys in the text): screen 0, header 1, logo 2 (header's),
    /// list 3, shade 4 (list's subview), one 5 and two 6 (list's arranged views), pane 7 (a scroll
    /// view), inner 8 (pane's). Guides after the 9 views, by their views' order: screen's `g`,
    /// two's `h`, then pane's content and frame layout guides, 9 + 2 = 11 and 12.
    private static let json = """
    {"root": {"id": "screen", "width": 320, "height": 480, "layoutGuides": [{"id": "g"}], "subviews": [
       {"id": "header", "subviews": [{"id": "logo"}]},
       {"id": "list", "type": "stack", "axis": "vertical",
        "arrangedSubviews": [{"id": "one"}, {"id": "two", "layoutGuides": [{"id": "h"}]}], "subviews": [{"id": "shade"}]},
       {"id": "pane", "type": "scroll", "subviews": [{"id": "inner"}]}]},
     "constraints": []}
    """

    @Test func theViewsAreInTreeOrderWithTheirSuperviews() throws {
        let document = try DocumentFixture.document(Self.json)
        var parents: [Int32] = [], isArranged: [Bool] = []
        let nodes = TreeNodes(root: document.root, parents: &parents, isArranged: &isArranged)
        #expect(nodes.map(\.id) == ["screen", "header", "logo", "list", "shade", "one", "two", "pane", "inner"])
        // logo is header's (1); shade, one and two are list's (3); inner is pane's (7); the rest the root's.
        #expect(parents == [-1, 0, 1, 0, 3, 3, 3, 0, 7])
        #expect(isArranged == [false, false, false, false, false, true, true, false, false])
        // Each view is where the document's tree holds it: its address reads that view.
        #expect(nodes.indices.allSatisfy { nodes.address(of: $0).pointee.id == nodes[$0].id })
    }

    @Test func theLayoutTreeReadsTheFlatViews() throws {
        let document = try DocumentFixture.document(Self.json)
        let tree = LayoutTree(document)
        #expect(tree.viewCount == 9)
        #expect(tree.parents == [-1, 0, 1, 0, 3, 3, 3, 0, 7])
        #expect(Array(tree.arranged(of: 3)) == [5, 6])
        #expect((0..<9).filter { $0 != 3 }.allSatisfy { tree.arranged(of: $0).isEmpty })
        #expect(tree.guideIDs.prefix(2) == ["g", "h"])
        #expect(tree.guideIDs.count == 4)
        #expect(tree.guideOwners == [0, 6, 7, 7])
        #expect(tree.scrollViews.map(\.view) == [7] && tree.scrollViews.map(\.contentGuide) == [11])
    }

    /// A document in the direct solver's class (no layout guides, no scroll view): screen 0,
    /// row 1 (a stack), a 2 and b 3 (row's arranged views), c 4, d 5 (c's subview).
    private static let directJSON = """
    {"root": {"id": "screen", "width": 375, "height": 812, "subviews": [
       {"id": "row", "type": "stack", "axis": "horizontal",
        "arrangedSubviews": [{"id": "a", "intrinsicContentSize": {"width": 10, "height": 10}},
                             {"id": "b", "intrinsicContentSize": {"width": 20, "height": 10}}]},
       {"id": "c", "subviews": [{"id": "d", "width": 5, "height": 5}]}]},
     "constraints": []}
    """

    /// The direct solver's tree numbers the views as the layout tree does.
    @Test func theDirectTreeKeepsTheOrder() throws {
        let document = try DocumentFixture.document(Self.directJSON)
        let layoutTree = LayoutTree(document)
        let tree = try #require(DirectTree(root: document.root, rightToLeft: false))
        #expect(tree.ids == layoutTree.nodes.map(\.id))
        #expect((0..<tree.viewCount).map { tree.parents[$0] } == layoutTree.parents)
        #expect((0..<tree.viewCount).map { tree.isArranged[$0] } == layoutTree.isArranged)
        #expect(tree.prunedViews.isEmpty)
    }

    /// Leaving d (5) out: the views after it keep their order, c (4) has no subview left, and is
    /// marked pruned (d might pull on its fitting size: no `pulling` list says otherwise); no
    /// other view is.
    @Test func aViewLeftOutMarksItsSuperview() throws {
        let document = try DocumentFixture.document(Self.directJSON)
        var leaving = [Bool](repeating: false, count: 6)
        leaving[5] = true
        let tree = try #require(DirectTree(root: document.root, rightToLeft: false, leaving: leaving))
        #expect(tree.ids == ["screen", "row", "a", "b", "c"])
        #expect(!tree.hasPlainSubviews(4))
        #expect((0..<6).map { tree.prunedViews.contains(Int32($0)) } == [false, false, false, false, true, false])
        // Marked as not pulling, d leaves c unmarked.
        let pulling = [Bool](repeating: false, count: 6)
        let quiet = try #require(DirectTree(root: document.root, rightToLeft: false, leaving: leaving, pulling: pulling))
        #expect(quiet.prunedViews.isEmpty)
    }

    @Test func viewMarksHoldTheViewsMarked() {
        var marks = DirectTree.ViewMarks()
        #expect(marks.isEmpty && !marks.contains(0))
        marks.insert(5)
        marks.insert(2)
        marks.insert(5)
        #expect(!marks.isEmpty)
        // Marked: 2 and 5; below, between and past them (beyond the flags' end) unmarked.
        #expect((0..<8).filter { marks.contains(Int32($0)) } == [2, 5])
        #expect(!marks.contains(1_000))
    }
}
