import Testing
@testable import LayoutEngine

/// The decoder resolves each constraint's items to owner numbers in tree order (``LayoutAnchor/owner``),
/// the numbers ``LayoutTree`` gives views and guides, which it then reads without looking ids up.
@Suite struct ConstraintItemNumberTests {
    /// The card's `arrangedSubviews` come before its `subviews` in the text: tree order (a view,
    /// its subviews, then its arranged views) decides the numbers, not the order of reading.
    ///
    /// Views in tree order: screen 0, card 1, bg 2 (card's subview), title 3 and body 4 (card's
    /// arranged views), badge 5, scroll 6, content 7. Guides after the 8 views, by their views'
    /// order, a view's own first: screen's `g` 8, badge's `h` 9, then scroll's content and frame
    /// layout guides 10 and 11 (which the decoder leaves unnumbered: the tree finds them by id).
    private static let json = """
    {"root": {"id": "screen", "width": 375, "height": 812, "layoutGuides": [{"id": "g"}], "subviews": [
       {"id": "card", "type": "stack", "axis": "vertical",
        "arrangedSubviews": [{"id": "title"}, {"id": "body"}], "subviews": [{"id": "bg"}]},
       {"id": "badge", "layoutGuides": [{"id": "h"}]},
       {"id": "scroll", "type": "scroll", "subviews": [{"id": "content"}]}]},
     "constraints": [
       "bg.top == card.top",
       "title.leading == card.layoutMarginsGuide.leading",
       "body.bottom == screen.safeAreaLayoutGuide.bottom",
       {"firstItem": "badge", "firstAttribute": "centerY", "relation": "==", "secondItem": "g", "secondAttribute": "centerY"},
       "h.width == badge.width",
       "content.top == scroll.contentLayoutGuide.top"]}
    """

    /// (first, second) owner numbers of each constraint, from the tree order above.
    private static let expected: [(Int32, Int32)] = [(2, 1), (3, 1), (4, 0), (5, 8), (9, 5), (7, -1)]

    @Test func itemsAreResolvedToTheirTreeNumbers() throws {
        let document = try DocumentFixture.document(Self.json)
        #expect(document.constraints.count == Self.expected.count)
        for (constraint, numbers) in zip(document.constraints, Self.expected) {
            #expect(constraint.first.owner == numbers.0, "\(constraint.name): \(constraint.first.item)")
            #expect(constraint.second?.owner == numbers.1, "\(constraint.name): \(String(describing: constraint.second?.item))")
        }
    }

    /// The decoder's table remembers its last two answers and answers a repeat by comparing
    /// bytes: every answer must still be the table's. Views in tree order: screen 0, aa 1, ab 2,
    /// ba 3 (three ids of one length, which only their bytes tell apart), then a 70-byte id 4
    /// (longer than an id remembered); screen's guide `g` 5, after the 5 views. The constraints
    /// name the items in runs (a hit on both sides), then cycle through three ids so that each
    /// remembered answer is replaced: `ab ba` (ab remembered, ba replaces aa), `aa ba` (aa
    /// replaces ab, ba remembered), `ab aa` (ab replaces ba, aa remembered); the long id twice;
    /// the guide, asked for once the views are walked, then remembered.
    @Test func rememberedAnswersAreTheTables() throws {
        let long = String(repeating: "v", count: 70)
        let json = """
        {"root": {"id": "screen", "width": 375, "height": 812, "layoutGuides": [{"id": "g"}], "subviews": [
           {"id": "aa"}, {"id": "ab"}, {"id": "ba"}, {"id": "\(long)"}]},
         "constraints": [
           "aa.top == ab.top", "aa.bottom == ab.bottom", "ab.leading == ba.leading", "aa.width == ba.width",
           "ab.height == aa.height", "\(long).top == screen.top", "\(long).bottom == screen.bottom",
           "g.width == screen.width", "g.height == aa.height"]}
        """
        let expected: [(Int32, Int32)] = [(1, 2), (1, 2), (2, 3), (1, 3), (2, 1), (4, 0), (4, 0), (5, 0), (5, 1)]
        let document = try DocumentFixture.document(json)
        #expect(document.constraints.count == expected.count)
        for (constraint, numbers) in zip(document.constraints, expected) {
            #expect(constraint.first.owner == numbers.0, "\(constraint.name): \(constraint.first.item)")
            #expect(constraint.second?.owner == numbers.1, "\(constraint.name): \(String(describing: constraint.second?.item))")
        }
        let ids = document.constraints.map { [$0.first.item.description, $0.second?.item.description ?? ""] }
        #expect(ids == [["aa", "ab"], ["aa", "ab"], ["ab", "ba"], ["aa", "ba"], ["ab", "aa"], [long, "screen"],
                        [long, "screen"], ["g", "screen"], ["g", "aa"]])
    }

    /// The numbers are those the tree finds by id for the same items (an anchor naming its item
    /// again forgets its number), the margins and safe area on their views', and the scroll
    /// view's content guide, unnumbered, found by id at 10.
    @Test func numbersAgreeWithTheTreeByID() throws {
        let document = try DocumentFixture.document(Self.json)
        let tree = LayoutTree(root: document.root, constraints: document.constraints)
        let unnumbered = document.constraints.map { constraint in
            var copy = constraint
            copy.first.item = copy.first.item
            copy.second?.item = constraint.second!.item
            return copy
        }
        #expect(unnumbered.allSatisfy { $0.first.owner == -1 && $0.second?.owner == -1 })
        let byID = LayoutTree(root: document.root, constraints: unnumbered)
        for (numbered, plain) in zip(document.constraints, unnumbered) {
            #expect(tree.resolve(numbered.first) == byID.resolve(plain.first))
            #expect(tree.resolve(numbered.second!) == byID.resolve(plain.second!))
        }
        #expect(tree.resolve(document.constraints[1].second!) == ItemRef(1, .margins))
        #expect(tree.resolve(document.constraints[2].second!) == ItemRef(0, .safeArea))
        #expect(tree.resolve(document.constraints[5].second!) == ItemRef(10))
    }

    /// A view added in front after decoding moves every number after it: the tree checks each
    /// number against its view's or guide's id and finds the moved ones by id.
    @Test func staleNumbersAreFoundByID() throws {
        var document = try DocumentFixture.document(Self.json)
        document.root.subviews.insert(ViewNode(id: "added"), at: 0)
        let tree = LayoutTree(root: document.root, constraints: document.constraints)
        // Every view after the root moves by one, every guide by one.
        #expect(tree.resolve(document.constraints[0].first) == ItemRef(3))
        #expect(tree.resolve(document.constraints[0].second!) == ItemRef(2))
        #expect(tree.resolve(document.constraints[2].second!) == ItemRef(0, .safeArea))
        #expect(tree.resolve(document.constraints[3].second!) == ItemRef(9))
        #expect(tree.resolve(document.constraints[4].first) == ItemRef(10))
    }
}

extension ConstraintItemNumberTests {
    /// Which writes keep ``LayoutDocument/itemsNumbered``: any write to the root or the
    /// constraints from outside clears it (even one that moves no number, such as a width: the
    /// document cannot tell), the engine's own writes that keep every id and the tree's shape keep
    /// it (a size, the variants in force, the constraints whose `when` fails dropped), and a
    /// document made in code has none.
    @Test func writesThatMayMoveANumberClearTheDocumentsWord() throws {
        let decoded = try DocumentFixture.document(Self.json)
        #expect(decoded.itemsNumbered)
        var widened = decoded
        widened.root.width = 320
        #expect(!widened.itemsNumbered)
        var appended = decoded
        appended.constraints.append(decoded.constraints[0])
        #expect(!appended.itemsNumbered)
        #expect(!LayoutDocument(root: decoded.root, constraints: decoded.constraints).itemsNumbered)
        #expect(decoded.sized(LayoutSize(width: 320, height: 480)).itemsNumbered)

        let varied = try DocumentFixture.document("""
            {"root": {"id": "screen", "width": 375, "height": 667,
              "subviews": [{"id": "a", "variants": [{"when": {"width": "> 500"}, "set": {"hidden": true}}]}, {"id": "b"}]},
             "constraints": ["a.top == screen.top",
               {"firstItem": "b", "firstAttribute": "top", "relation": "==", "secondItem": "a", "secondAttribute": "bottom",
                "when": {"width": "< 400"}},
               "b.leading == screen.leading"]}
            """)
        #expect(varied.itemsNumbered)
        for width in [320.0, 600] {
            let size = LayoutSize(width: width, height: 667)
            let applied = try varied.sized(size).applying(varied.variantSelection(for: size)).get()
            #expect(applied.itemsNumbered, "at \(width)")
            #expect(applied.constraints.count == (width < 400 ? 3 : 2))
            #expect(applied.root.subviews[0].isHidden == (width > 500))
            // The numbers still name the items: b is 2, the screen 0.
            #expect(applied.constraints.last?.first.owner == 2 && applied.constraints.last?.second?.owner == 0)
        }
    }
}

extension ConstraintItemNumberTests {
    /// The same constraints resolved against the decoder's numbered ids (the document without a
    /// visual format) and against the whole namespace (with one, whose line's constraints come
    /// after): the same items, and the same numbers for views and their guides (the namespace
    /// numbers no layout guide: -1, found by id later).
    @Test func bothLookupsResolveTheSameItems() throws {
        let plain = try DocumentFixture.document(Self.jsonForLookups(format: ""))
        let withFormat = try DocumentFixture.document(Self.jsonForLookups(format: #""visualFormat": [{"format": "V:|[badge]"}],"#))
        #expect(plain.constraints.count == 5)
        #expect(withFormat.constraints.count == plain.constraints.count + 1)
        for (numbered, named) in zip(plain.constraints, withFormat.constraints) {
            #expect(numbered == named)
            for (a, b) in [(numbered.first, named.first), (numbered.second!, named.second!)] {
                if case .guide = a.item {
                    #expect(a.owner == 6 || a.owner == 7)
                    #expect(b.owner == -1)
                } else {
                    #expect(a.owner == b.owner && a.owner >= 0, "\(a.item)")
                }
            }
        }
    }

    /// ``json`` without the scroll view, whose guides neither lookup numbers (views 0 to 5, the
    /// guides `g` 6 and `h` 7), `format` before its constraints.
    private static func jsonForLookups(format: String) -> String {
        """
        {"root": {"id": "screen", "width": 375, "height": 812, "layoutGuides": [{"id": "g"}], "subviews": [
           {"id": "card", "type": "stack", "axis": "vertical",
            "arrangedSubviews": [{"id": "title"}, {"id": "body"}], "subviews": [{"id": "bg"}]},
           {"id": "badge", "layoutGuides": [{"id": "h"}]}]}, \(format)
         "constraints": [
           "bg.top == card.top",
           "title.leading == card.layoutMarginsGuide.leading",
           "body.bottom == screen.safeAreaLayoutGuide.bottom",
           {"firstItem": "badge", "firstAttribute": "centerY", "relation": "==", "secondItem": "g", "secondAttribute": "centerY"},
           "h.width == badge.width"]}
        """
    }
}

extension ConstraintItemNumberTests {
    /// Views in tree order: screen 0, p1 1, bg 2 (p1's subview), p2 3. Frames by hand:
    /// p1 is pinned to the screen's edges, 0 from the top and 10 from the bottom: (0, 0, 375, 802);
    /// bg spans p1's height and is centred in it at its width 100: x = (375 − 100) / 2 = 137.5,
    /// (137.5, 0, 100, 802) in p1; p2 floats 8 from the leading edge and 20 from the top at its
    /// required 40 × 50: (8, 20, 40, 50).
    private static let directJSON = """
    {"root": {"id": "screen", "width": 375, "height": 812,
      "subviews": [{"id": "p1", "subviews": [{"id": "bg"}]}, {"id": "p2"}]},
     "constraints": [
       "p1.top == screen.top", "p1.bottom == screen.bottom - 10",
       "p1.leading == screen.leading", "p1.trailing == screen.trailing",
       "bg.top == p1.top", "bg.bottom == p1.bottom", "bg.centerX == p1.centerX", "bg.width == 100",
       "p2.top == screen.top + 20", "p2.height == 50", "p2.leading == screen.leading + 8", "p2.width == 40"]}
    """

    private static let directFrames: [String: [Double]] = [
        "screen": [0, 0, 375, 812], "p1": [0, 0, 375, 802], "bg": [137.5, 0, 100, 802], "p2": [8, 20, 40, 50],
    ]

    /// The direct path finds a constraint's views by the anchors' numbers where they check, and
    /// by id where they are missing (constraints made in code) or stale (the root's subviews
    /// reordered after decoding: p2 is then 1, p1 2 and bg 3, every number naming another view):
    /// the same frames each way.
    @Test func theDirectPathReadsNumbersAndFallsBackByID() throws {
        let decoded = try DocumentFixture.document(Self.directJSON)
        #expect(decoded.constraints.allSatisfy { $0.first.owner >= 0 && $0.second.map { $0.owner >= 0 } ?? true })
        var unnumbered = decoded
        unnumbered.constraints = decoded.constraints.map { constraint in
            var copy = constraint
            copy.first.item = constraint.first.item
            if let second = constraint.second { copy.second?.item = second.item }
            return copy
        }
        #expect(unnumbered.constraints.allSatisfy { $0.first.owner == -1 && ($0.second?.owner ?? -1) == -1 })
        var stale = decoded
        stale.root.subviews.swapAt(0, 1)
        for (name, document) in [("numbered", decoded), ("unnumbered", unnumbered), ("stale", stale)] {
            let direct = try #require(DirectLayout(document: document), "\(name)")
            let frames = direct.frames
            #expect(frames.count == Self.directFrames.count, "\(name)")
            for frame in frames {
                #expect([frame.x, frame.y, frame.width, frame.height] == Self.directFrames[frame.id], "\(name): \(frame.id)")
            }
        }
    }

    /// An anchor keeps its item as the item's case and id side by side (``LayoutAnchor/kind``,
    /// ``LayoutAnchor/id``): every case reads back as written, naming another item replaces both
    /// and forgets the number, and equality is the item's and attribute's, never the number's.
    @Test func anAnchorKeepsItsItemsCaseAndID() throws {
        let items: [LayoutItem] = [.view("a"), .guide("a"), .layoutMarginsGuide("a"), .safeAreaLayoutGuide("a")]
        let kinds: [LayoutAnchor.Kind] = [.view, .guide, .layoutMarginsGuide, .safeAreaLayoutGuide]
        for (item, kind) in zip(items, kinds) {
            let anchor = LayoutAnchor(item, .top, owner: 3)
            #expect(anchor.item == item)
            #expect(anchor.kind == kind)
            #expect(anchor.id == "a")
            #expect(anchor == LayoutAnchor(item, .top), "the owner number is not part of the value")
        }
        // Same id, other case; same case, other id: four items, none equal to another.
        let anchors = items.map { LayoutAnchor($0, .top) }
        #expect(Set(anchors).count == 4)
        #expect(LayoutAnchor(.view("a"), .top) != LayoutAnchor(.view("b"), .top))
        var renamed = LayoutAnchor(.view("a"), .leading, owner: 2)
        renamed.item = .safeAreaLayoutGuide("b")
        #expect(renamed.item == .safeAreaLayoutGuide("b"))
        #expect(renamed.kind == .safeAreaLayoutGuide && renamed.id == "b" && renamed.owner == -1)
        #expect(renamed.attribute == .leading)
    }
}
