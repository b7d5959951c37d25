import LayoutEngine
import Testing

/// The frames of seed 004's configurations (Subview0/1/2 of intrinsic 160x200, 80x100, 40x50,
/// hugging 250, compression resistance 750), each derived by hand from the constraints the
/// seed prints. The stack is pinned to the root's top-left corner; the root's size is the
/// fitting size, so the stack takes its natural size unless a test constrains it.
@Suite struct StackViewFrameTests {
    func layout(_ document: LayoutDocument) -> LayoutResponse {
        var document = document
        document.constraints = pinnedToRootOrigin("StackView") + document.constraints
        return LayoutEngine().layout(document: document)
    }

    @Test func fill() {
        let response = layout(seedStackDocument())
        // Hugging and resistance both hold at the intrinsic widths: 160, 80, 40 laid end to end.
        // The heights are all the stack's (alignment fill): resistance at 750 needs >= 200 for
        // Subview0, hugging at 250 then pulls down to 200.
        #expect(close(response.frame("StackView"), [0, 0, 280, 200]))
        #expect(close(response.frame("Subview0"), [0, 0, 160, 200]))
        #expect(close(response.frame("Subview1"), [160, 0, 80, 200]))
        #expect(close(response.frame("Subview2"), [240, 0, 40, 200]))
        #expect(response.diagnostics.isEmpty)
    }

    @Test func fillEqually() {
        let response = layout(seedStackDocument { $0.distribution = .fillEqually })
        // Equal widths w: resistance (750) needs w >= 160; hugging (250) then takes the least, 160.
        #expect(close(response.frame("StackView"), [0, 0, 480, 200]))
        #expect(close(response.frame("Subview1"), [160, 0, 160, 200]))
        #expect(close(response.frame("Subview2"), [320, 0, 160, 200]))
    }

    @Test func fillProportionally() {
        // The seed's own "StackView.width == 200".
        let width = constraint(9, "StackView", .width, .equal, nil, constant: 200)
        let response = layout(seedStackDocument(constraints: [width]) { $0.distribution = .fillProportionally })
        // 999/998/997 all hold: 160/280, 80/280 and 40/280 of 200, which add up to exactly 200.
        #expect(close(response.frame("Subview0"), [0, 0, 200 * 160 / 280, 200]))
        #expect(close(response.frame("Subview1"), [200 * 160 / 280, 0, 200 * 80 / 280, 200]))
        #expect(close(response.frame("Subview2"), [200 * 240 / 280, 0, 200 * 40 / 280, 200]))
    }

    @Test func equalSpacing() {
        let width = constraint(9, "StackView", .width, .equal, nil, constant: 400)
        let response = layout(seedStackDocument(constraints: [width]) {
            $0.distribution = .equalSpacing
            $0.spacing = 10
        })
        // Intrinsic widths hold (280); the 120 left is split over two equal gaps of 60 (>= 10).
        #expect(close(response.frame("Subview0"), [0, 0, 160, 200]))
        #expect(close(response.frame("Subview1"), [220, 0, 80, 200]))
        #expect(close(response.frame("Subview2"), [360, 0, 40, 200]))
    }

    @Test func equalCentering() {
        let width = constraint(9, "StackView", .width, .equal, nil, constant: 400)
        let response = layout(seedStackDocument(constraints: [width]) { $0.distribution = .equalCentering })
        // Intrinsic widths hold (their 750/250 beat the gaps' 149). Centres: 80 and 400 - 20 = 380;
        // equal gaps put Subview1's centre at 230, so its x is 190 (>= 160, the minimum spacing 0).
        #expect(close(response.frame("Subview0"), [0, 0, 160, 200]))
        #expect(close(response.frame("Subview1"), [190, 0, 80, 200]))
        #expect(close(response.frame("Subview2"), [360, 0, 40, 200]))
    }

    @Test func leadingAlignment() {
        let response = layout(seedStackDocument { $0.alignment = .leading })
        // Tops at the canvas top; heights intrinsic (hugging 250 beats suppression at 25); the
        // spacer spans to the tallest bottom (fit at 51), which the stack's bottom follows.
        #expect(close(response.frame("StackView"), [0, 0, 280, 200]))
        #expect(close(response.frame("Subview0"), [0, 0, 160, 200]))
        #expect(close(response.frame("Subview1"), [160, 0, 80, 100]))
        #expect(close(response.frame("Subview2"), [240, 0, 40, 50]))
    }

    @Test func centerAlignment() {
        let response = layout(seedStackDocument { $0.alignment = .center })
        // The spacer spans Subview0 (0...200); every centre is at the stack's, 100.
        #expect(close(response.frame("StackView"), [0, 0, 280, 200]))
        #expect(close(response.frame("Subview0"), [0, 0, 160, 200]))
        #expect(close(response.frame("Subview1"), [160, 50, 80, 100]))
        #expect(close(response.frame("Subview2"), [240, 75, 40, 50]))
    }

    @Test func trailingAlignment() {
        let response = layout(seedStackDocument { $0.alignment = .trailing })
        // Bottoms at the stack's bottom, 200, set by Subview0.
        #expect(close(response.frame("Subview0"), [0, 0, 160, 200]))
        #expect(close(response.frame("Subview1"), [160, 100, 80, 100]))
        #expect(close(response.frame("Subview2"), [240, 150, 40, 50]))
    }

    @Test func firstBaselineAlignment() {
        var document = seedStackDocument { $0.alignment = .firstBaseline }
        let fromTop: [Double] = [20, 60, 10]
        for index in 0..<3 {
            document.root.subviews[0].arrangedSubviews[index].baselines = Baselines(firstFromTop: fromTop[index])
        }
        let response = layout(document)
        // Widths: text-width disambiguation (760) makes each a third of W; resistance (750) needs
        // W / 3 >= 160, hugging takes W = 480. Baselines at B: tops B-20, B-60, B-10; bottoms B+180,
        // B+40, B+40. The spacer spans B-60...B+180 and starts at the stack's top 0, so B = 60.
        #expect(close(response.frame("StackView"), [0, 0, 480, 240]))
        #expect(close(response.frame("Subview0"), [0, 40, 160, 200]))
        #expect(close(response.frame("Subview1"), [160, 0, 160, 100]))
        #expect(close(response.frame("Subview2"), [320, 50, 160, 50]))
    }

    @Test func lastBaselineAlignment() {
        var document = seedStackDocument { $0.alignment = .lastBaseline }
        let fromBottom: [Double] = [10, 30, 5]
        for index in 0..<3 {
            document.root.subviews[0].arrangedSubviews[index].baselines = Baselines(lastFromBottom: fromBottom[index])
        }
        let response = layout(document)
        // Baselines at B: tops B-190, B-70, B-45; the spacer's top is the stack's top 0 and at most
        // every top, so B >= 190, and its fit (51) takes B = 190. As UIKit prints it, the stack's
        // bottom only stays below Subview0's (200) and canvas-fit (49) holds it there: Subview1's
        // bottom (220) overhangs.
        #expect(close(response.frame("StackView"), [0, 0, 480, 200]))
        #expect(close(response.frame("Subview0"), [0, 0, 160, 200]))
        #expect(close(response.frame("Subview1"), [160, 120, 160, 100]))
        #expect(close(response.frame("Subview2"), [320, 145, 160, 50]))
    }

    @Test func hidingFirstSubview() {
        let response = layout(seedStackDocument(hidden: [0]) { $0.spacing = 10 })
        // Subview0 is 0 wide with no spacing after it; Subview1 at 0, 10 then Subview2 at 90.
        // Heights: still aligned (fill) with Subview0, whose resistance keeps them at 200.
        #expect(close(response.frame("StackView"), [0, 0, 130, 200]))
        #expect(close(response.frame("Subview0"), [0, 0, 0, 200]))
        #expect(close(response.frame("Subview1"), [0, 0, 80, 200]))
        #expect(close(response.frame("Subview2"), [90, 0, 40, 200]))
    }

    @Test func marginsRelativeArrangement() {
        let response = layout(seedStackDocument { $0.layoutMarginsRelativeArrangement = true })
        // Arranged inside the default margins of 8: the stack is 280 + 16 by 200 + 16.
        #expect(close(response.frame("StackView"), [0, 0, 296, 216]))
        #expect(close(response.frame("Subview0"), [8, 8, 160, 200]))
        #expect(close(response.frame("Subview2"), [248, 8, 40, 200]))
    }

    @Test func baselineRelativeArrangement() {
        var document = seedStackDocument {
            $0.axis = .vertical
            $0.spacing = 20
            $0.baselineRelativeArrangement = true
        }
        for index in 0..<3 {
            document.root.subviews[0].arrangedSubviews[index].baselines = Baselines(firstFromTop: 15, lastFromBottom: 5)
        }
        let response = layout(document)
        // Subview1's first baseline (y + 15) is 20 below Subview0's last (200 - 5 = 195): y + 15 = 215,
        // y = 200; Subview2: y + 15 = 200 + 95 + 20, y = 300; the stack ends at Subview2's bottom, 350.
        // Widths: all the stack's (fill), 160 by resistance.
        #expect(close(response.frame("StackView"), [0, 0, 160, 350]))
        #expect(close(response.frame("Subview0"), [0, 0, 160, 200]))
        #expect(close(response.frame("Subview1"), [0, 200, 160, 100]))
        #expect(close(response.frame("Subview2"), [0, 300, 160, 50]))
    }

    @Test func singleSubviewCenter() {
        let response = layout(seedStackDocument(count: 1) { $0.alignment = .center })
        // The stack hugs its only view: canvas-fit (49) takes the height down to the view's 200.
        #expect(close(response.frame("StackView"), [0, 0, 160, 200]))
        #expect(close(response.frame("Subview0"), [0, 0, 160, 200]))
    }

    @Test func rightToLeftFlipsTheOrder() {
        var document = seedStackDocument(direction: .rightToLeft) { $0.spacing = 10 }
        document.root.width = 400
        document.root.height = 300
        let response = layout(document)
        // Leading is the right edge and spacing runs leftwards: the stack (280 + 2 x 10 = 300 wide)
        // ends at the root's right edge, x = 100; inside it Subview0 is rightmost (300 - 160 = 140),
        // then 10 to its left Subview1 at 140 - 10 - 80 = 50, and Subview2 at 50 - 10 - 40 = 0.
        #expect(close(response.frame("StackView"), [100, 0, 300, 200]))
        #expect(close(response.frame("Subview0"), [140, 0, 160, 200]))
        #expect(close(response.frame("Subview1"), [50, 0, 80, 200]))
        #expect(close(response.frame("Subview2"), [0, 0, 40, 200]))
    }

    @Test func rightToLeftAbsoluteFramesWithMargins() {
        var document = seedStackDocument(direction: .rightToLeft) {
            $0.spacing = 10
            $0.layoutMarginsRelativeArrangement = true
        }
        document.root.subviews[0].layoutMargins = DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        document.root.width = 400
        document.root.height = 300
        document.options.frames = .absolute
        let response = layout(document)
        // The leading margin (2) is on the right, the trailing one (4) on the left: the stack is
        // 4 + 300 + 2 = 306 wide, at 400 - 306 = 94; Subview0 ends 2 before its right edge, at 398.
        #expect(close(response.frame("StackView"), [94, 0, 306, 204]))
        #expect(close(response.frame("Subview0"), [238, 1, 160, 200]))
        #expect(close(response.frame("Subview1"), [148, 1, 80, 200]))
        #expect(close(response.frame("Subview2"), [98, 1, 40, 200]))
    }
}
