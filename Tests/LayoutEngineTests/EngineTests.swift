import LayoutEngine
import Testing

@Suite struct EngineTests {
    func anchor(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LayoutAnchor { LayoutAnchor(item, attribute) }

    /// root 375 x 812 with a safe area of 44 (top) and 34 (bottom), holding the stack `card`
    /// arranging `a` (50x20) and `b` (30x20) 5 apart inside margins of 4, pinned to the root's
    /// layout margins guide.
    func cardDocument(frames: LayoutOptions.FrameSpace) -> LayoutDocument {
        var card = ViewNode(id: "card", pointer: "/root/subviews/0")
        var properties = StackProperties()
        properties.spacing = 5
        properties.layoutMarginsRelativeArrangement = true
        card.stack = properties
        card.layoutMargins = DirectionalInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        for (id, width) in [("a", 50.0), ("b", 30.0)] {
            var view = ViewNode(id: id)
            view.intrinsicContentSize = OptionalSize(width: width, height: 20)
            card.arrangedSubviews.append(view)
        }
        var root = ViewNode(id: "root")
        root.width = 375
        root.height = 812
        root.safeAreaInsets = EdgeInsets(top: 44, bottom: 34)
        root.subviews = [card]
        let constraints = [
            LayoutConstraint(name: "constraints[0]", first: anchor(.view("card"), .leading), relation: .equal,
                             second: anchor(.layoutMarginsGuide("root"), .leading)),
            LayoutConstraint(name: "constraints[1]", first: anchor(.view("card"), .top), relation: .equal,
                             second: anchor(.view("root"), .topMargin)),
        ]
        return LayoutDocument(root: root, constraints: constraints, options: LayoutOptions(frames: frames))
    }

    @Test func superviewFramesInsideRootMarginsAndSafeArea() {
        let response = LayoutEngine().layout(document: cardDocument(frames: .superview))
        // The root's margins (8) sit inside its safe area (top 44): card at (8, 52). Its size is
        // its content plus its own margins: 4 + 50 + 5 + 30 + 4 = 93 by 4 + 20 + 4 = 28.
        #expect(close(response.frame("root"), [0, 0, 375, 812]))
        #expect(close(response.frame("card"), [8, 52, 93, 28]))
        #expect(close(response.frame("a"), [4, 4, 50, 20]))
        #expect(close(response.frame("b"), [59, 4, 30, 20]))
        #expect(response.diagnostics.isEmpty)
        #expect(response.frames.map(\.id) == ["root", "card", "a", "b"])
    }

    @Test func absoluteFrames() {
        let response = LayoutEngine().layout(document: cardDocument(frames: .absolute))
        // The same layout, offset by card's origin (8, 52).
        #expect(close(response.frame("a"), [12, 56, 50, 20]))
        #expect(close(response.frame("b"), [67, 56, 30, 20]))
    }

    @Test func customLayoutGuideAndSafeArea() {
        var root = ViewNode(id: "root")
        root.width = 320
        root.height = 480
        root.safeAreaInsets = EdgeInsets(top: 20)
        root.layoutGuides = ["g"]
        root.subviews = [ViewNode(id: "v", pointer: "/root/subviews/0")]
        let c = { (i: Int, first: LayoutAnchor, second: LayoutAnchor?, constant: Double) in
            LayoutConstraint(name: "constraints[\(i)]", first: first, relation: .equal, second: second, constant: constant)
        }
        let constraints = [
            c(0, anchor(.guide("g"), .leading), anchor(.view("root"), .leading), 10),
            c(1, anchor(.guide("g"), .width), nil, 100),
            c(2, anchor(.guide("g"), .top), anchor(.safeAreaLayoutGuide("root"), .top), 0),
            c(3, anchor(.guide("g"), .height), nil, 10),
            c(4, anchor(.view("v"), .centerX), anchor(.guide("g"), .centerX), 0),
            c(5, anchor(.view("v"), .top), anchor(.guide("g"), .bottom), 0),
            c(6, anchor(.view("v"), .width), nil, 20),
            c(7, anchor(.view("v"), .height), nil, 20),
        ]
        let response = LayoutEngine().layout(document: LayoutDocument(root: root, constraints: constraints))
        // g spans x 10...110 and y 20...30 (the safe area's top); v is centred under it: 60 - 10.
        #expect(close(response.frame("v"), [50, 30, 20, 20]))
        #expect(response.diagnostics.isEmpty)
    }

    @Test func nestedStacksAndAPlainSubview() {
        var row = ViewNode(id: "row")
        var rowProperties = StackProperties()
        rowProperties.spacing = 4
        rowProperties.alignment = .center
        row.stack = rowProperties
        for (id, width, height) in [("icon", 24.0, 24.0), ("title", 100.0, 18.0)] {
            var view = ViewNode(id: id)
            view.intrinsicContentSize = OptionalSize(width: width, height: height)
            row.arrangedSubviews.append(view)
        }
        var body = ViewNode(id: "body")
        body.intrinsicContentSize = OptionalSize(width: 200, height: 60)
        var column = ViewNode(id: "column", pointer: "/root/subviews/0")
        var columnProperties = StackProperties(axis: .vertical)
        columnProperties.spacing = 8
        columnProperties.alignment = .leading
        column.stack = columnProperties
        column.arrangedSubviews = [row, body]
        column.subviews = [ViewNode(id: "background")]
        var root = ViewNode(id: "root")
        root.subviews = [column]
        var constraints = pinnedToRootOrigin("column")
        for (k, edge) in [LayoutAttribute.leading, .trailing, .top, .bottom].enumerated() {
            constraints.append(constraint(2 + k, "background", edge, .equal, "column"))
        }
        let response = LayoutEngine().layout(document: LayoutDocument(root: root, constraints: constraints))
        // row: 24 + 4 + 100 = 128 wide, 24 high (icon), title centred at y 3. column: row, 8, body
        // (200 x 60): 200 wide (the widest, leading-aligned), 24 + 8 + 60 = 92 high. The plain
        // subview is only constrained by the document: it fills the column. The root is 0 x 0
        // (fitting size, nothing ties it to the column's far edges).
        #expect(close(response.frame("column"), [0, 0, 200, 92]))
        #expect(close(response.frame("background"), [0, 0, 200, 92]))
        #expect(close(response.frame("row"), [0, 0, 128, 24]))
        #expect(close(response.frame("icon"), [0, 0, 24, 24]))
        #expect(close(response.frame("title"), [28, 3, 100, 18]))
        #expect(close(response.frame("body"), [0, 32, 200, 60]))
        #expect(response.frames.map(\.id) == ["root", "column", "background", "row", "icon", "title", "body"])
        #expect(response.diagnostics.isEmpty)
    }

    @Test func includeConstraintsListsEverySolvedConstraint() {
        var document = seedStackDocument(constraints: pinnedToRootOrigin("StackView")) { $0.spacing = 8 }
        document.options.includeConstraints = true
        let response = LayoutEngine().layout(document: document)
        let listed = response.constraints ?? []
        // Every constraint the solver got, service-made first, then the document's.
        #expect(listed.count == response.stats.constraints)
        #expect(listed.contains { $0.hasPrefix("UISV-spacing: Subview1.leading == Subview0.trailing + 8") })
        #expect(listed.last?.hasPrefix("constraints[1]: StackView.top == root.top") == true)
        // 5 views, 4 variables each; no stack guides for a fill/fill stack; 2 segment offsets
        // over the 3 arranged views ([Subview0] [Subview1 Subview2]).
        #expect(response.stats.variables == 22)
    }

    @Test func multipliedLocationsAreMeasuredInTheCommonSuperview() {
        var box = ViewNode(id: "box", pointer: "/root/subviews/0")
        box.width = 200
        box.height = 80
        var dot = ViewNode(id: "dot", pointer: "/root/subviews/0/subviews/0")
        dot.width = 20
        dot.height = 20
        box.subviews = [dot]
        var root = ViewNode(id: "root")
        root.width = 400
        root.height = 300
        root.subviews = [box]
        let constraints = [
            constraint(0, "box", .leading, .equal, "root", constant: 100),
            constraint(1, "box", .top, .equal, "root", constant: 50),
            constraint(2, "dot", .centerX, .equal, "box", .centerX, multiplier: 0.5),
            constraint(3, "dot", .centerY, .equal, "box", .bottom, multiplier: 0.25),
        ]
        let response = LayoutEngine().layout(document: LayoutDocument(root: root, constraints: constraints))
        // In box's own coordinates (its bounds): centerX 100, bottom 80. dot's centre is at
        // 0.5 x 100 = 50 and 0.25 x 80 = 20 from box's origin, so dot's frame in box is (40, 10),
        // whatever box's own position (100, 50) in the root.
        #expect(close(response.frame("box"), [100, 50, 200, 80]))
        #expect(close(response.frame("dot"), [40, 10, 20, 20]))
    }
}
