import LayoutEngine
import Testing

/// The constraints of every configuration seed 004 prints from UIKit, transcribed into the
/// request grammar: `H:[A]-(c)-[B]` is `B.leading == A.trailing + c`, `[A]-(c)-|` is
/// `StackView.trailing == A.trailing + c`, `_UILayoutSpacer` is `StackView.spacer` and the
/// `_UIOLAGapGuide`s are `StackView.gap0`, `StackView.gap1` in order along the axis.
@Suite struct StackViewTests {
    /// The fill alignment's constraints, common to the distribution cases.
    /// Seed: "UISV-alignment: Subview0.top == Subview1.top Subview0.top == Subview2.top
    /// Subview0.bottom == Subview1.bottom Subview0.bottom == Subview2.bottom UISV-canvas-connection:
    /// StackView.leading == Subview0.leading Subview2.trailing == StackView.trailing
    /// StackView.top == Subview0.top Subview0.bottom == StackView.bottom"
    static let fillAlignment = [
        "UISV-alignment: Subview0.top == Subview1.top",
        "UISV-alignment: Subview0.top == Subview2.top",
        "UISV-alignment: Subview0.bottom == Subview1.bottom",
        "UISV-alignment: Subview0.bottom == Subview2.bottom",
        "UISV-canvas-connection: StackView.leading == Subview0.leading",
        "UISV-canvas-connection: Subview2.trailing == StackView.trailing",
        "UISV-canvas-connection: StackView.top == Subview0.top",
        "UISV-canvas-connection: Subview0.bottom == StackView.bottom",
    ]

    /// Seed: "UISV-spacing: H:[Subview0]-(0)-[Subview1] H:[Subview1]-(0)-[Subview2]"
    static let zeroSpacing = [
        "UISV-spacing: Subview1.leading == Subview0.trailing + 0",
        "UISV-spacing: Subview2.leading == Subview1.trailing + 0",
    ]

    /// Seed: "UISV-ambiguity-suppression: Subview0.height == 0 priority:25 Subview1.height == 0
    /// priority:25 Subview2.height == 0 priority:25"
    static let suppression = [
        "UISV-ambiguity-suppression: Subview0.height == 0 @25",
        "UISV-ambiguity-suppression: Subview1.height == 0 @25",
        "UISV-ambiguity-suppression: Subview2.height == 0 @25",
    ]

    @Test func fillDistribution() {
        let document = seedStackDocument()
        #expect(generatedStackConstraints(document) == canonical(Self.fillAlignment + Self.zeroSpacing))
    }

    @Test func fillEquallyDistribution() {
        let document = seedStackDocument { $0.distribution = .fillEqually }
        // Seed: "UISV-fill-equally: Subview1.width == Subview0.width Subview2.width == Subview0.width"
        let expected = Self.fillAlignment + Self.zeroSpacing + [
            "UISV-fill-equally: Subview1.width == Subview0.width",
            "UISV-fill-equally: Subview2.width == Subview0.width",
        ]
        #expect(generatedStackConstraints(document) == canonical(expected))
    }

    @Test func fillProportionallyDistribution() {
        let document = seedStackDocument { $0.distribution = .fillProportionally }
        // Seed: "UISV-fill-proportionally: Subview0.width == 0.571429*StackView.width priority:999
        // Subview1.width == 0.285714*StackView.width priority:998
        // Subview2.width == 0.142857*StackView.width priority:997"
        // (160, 80, 40 over 160 + 80 + 40 + 0 spacing = 280). The seed's "StackView.width == 200"
        // is the article's own constraint, not the stack's.
        let expected = Self.fillAlignment + Self.zeroSpacing + [
            "UISV-fill-proportionally: Subview0.width == 0.571429*StackView.width @999",
            "UISV-fill-proportionally: Subview1.width == 0.285714*StackView.width @998",
            "UISV-fill-proportionally: Subview2.width == 0.142857*StackView.width @997",
        ]
        #expect(generatedStackConstraints(document) == canonical(expected))
    }

    @Test func fillProportionallyCountsSpacing() {
        let document = seedStackDocument {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        // 160, 80, 40 over 280 + two spacings of 10 = 300.
        let proportional = generatedStackConstraints(document).filter { $0.text.hasPrefix("UISV-fill-proportionally") }
        #expect(proportional == canonical([
            "UISV-fill-proportionally: Subview0.width == 0.533333*StackView.width @999",
            "UISV-fill-proportionally: Subview1.width == 0.266667*StackView.width @998",
            "UISV-fill-proportionally: Subview2.width == 0.133333*StackView.width @997",
        ]))
    }

    @Test func equalSpacingDistribution() {
        let document = seedStackDocument {
            $0.distribution = .equalSpacing
            $0.spacing = 10
        }
        // Seed: "UISV-distributing-edge: H:[Subview0]-(0)-[_UIOLAGapGuide:0x6080001dbc60]
        // H:[_UIOLAGapGuide:0x6080001dbc60]-(0)-[Subview1.leading] H:[Subview1]-(0)-[_UIOLAGapGuide:0x6080001db8a0]
        // H:[_UIOLAGapGuide:0x6080001db8a0]-(0)-[Subview2.leading] UISV-fill-equally:
        // _UIOLAGapGuide:0x6080001db8a0.width == _UIOLAGapGuide:0x6080001dbc60.width UISV-spacing:
        // H:[Subview0]-(>=10)-[Subview1] H:[Subview1]-(>=10)-[Subview2]"
        // The seed's iOS printed no canvas fit along the axis; the contract ("Stack views") adds
        // `UISV-canvas-fit` at 49 as the seed prints it across a baseline stack
        // ("StackView.height == 0 priority:49"), here on the width.
        let expected = Self.fillAlignment + [
            "UISV-canvas-fit: StackView.width == 0 @49",
            "UISV-distributing-edge: StackView.gap0.leading == Subview0.trailing + 0",
            "UISV-distributing-edge: Subview1.leading == StackView.gap0.trailing + 0",
            "UISV-distributing-edge: StackView.gap1.leading == Subview1.trailing + 0",
            "UISV-distributing-edge: Subview2.leading == StackView.gap1.trailing + 0",
            "UISV-fill-equally: StackView.gap1.width == StackView.gap0.width",
            "UISV-spacing: Subview1.leading >= Subview0.trailing + 10",
            "UISV-spacing: Subview2.leading >= Subview1.trailing + 10",
        ]
        #expect(generatedStackConstraints(document) == canonical(expected))
    }

    @Test func equalCenteringDistribution() {
        let document = seedStackDocument { $0.distribution = .equalCentering }
        // Seed: "UISV-distributing-edge: _UIOLAGapGuide:0x6000001dc5c0.leading == Subview0.centerX
        // _UIOLAGapGuide:0x6000001dc5c0.trailing == Subview1.centerX _UIOLAGapGuide:0x6000001dc2f0.leading
        // == Subview1.centerX _UIOLAGapGuide:0x6000001dc2f0.trailing == Subview2.centerX UISV-fill-equally:
        // _UIOLAGapGuide:0x6000001dc2f0.width ==_UIOLAGapGuide:0x6000001dc5c0.width priority:149
        // UISV-spacing: H:[Subview0]-(>=0)-[Subview1] H:[Subview1]-(>=0)-[Subview2]"
        // And the canvas fit along the axis, as in equalSpacingDistribution.
        let expected = Self.fillAlignment + [
            "UISV-canvas-fit: StackView.width == 0 @49",
            "UISV-distributing-edge: StackView.gap0.leading == Subview0.centerX",
            "UISV-distributing-edge: StackView.gap0.trailing == Subview1.centerX",
            "UISV-distributing-edge: StackView.gap1.leading == Subview1.centerX",
            "UISV-distributing-edge: StackView.gap1.trailing == Subview2.centerX",
            "UISV-fill-equally: StackView.gap1.width == StackView.gap0.width @149",
            "UISV-spacing: Subview1.leading >= Subview0.trailing + 0",
            "UISV-spacing: Subview2.leading >= Subview1.trailing + 0",
        ]
        #expect(generatedStackConstraints(document) == canonical(expected))
    }

    @Test func leadingAlignment() {
        let document = seedStackDocument { $0.alignment = .leading }
        // Seed: "UISV-alignment: Subview0.top == Subview1.top Subview0.top == Subview2.top
        // UISV-spanning-boundary: _UILayoutSpacer.top == Subview0.top priority:999.5 _UILayoutSpacer.bottom
        // >= Subview0.bottom _UILayoutSpacer.top == Subview1.top priority:999.5 _UILayoutSpacer.bottom >=
        // Subview1.bottom _UILayoutSpacer.top == Subview2.top priority:999.5 _UILayoutSpacer.bottom >=
        // Subview2.bottom UISV-spanning-fit: _UILayoutSpacer.height == 0 priority:51 UISV-canvas-connection:
        // StackView.leading == Subview0.leading Subview2.trailing == StackView.trailing StackView.top ==
        // Subview0.top _UILayoutSpacer.bottom == StackView.bottom" + suppression + spacing
        let expected = Self.zeroSpacing + Self.suppression + [
            "UISV-alignment: Subview0.top == Subview1.top",
            "UISV-alignment: Subview0.top == Subview2.top",
            "UISV-spanning-boundary: StackView.spacer.top == Subview0.top @999.5",
            "UISV-spanning-boundary: StackView.spacer.bottom >= Subview0.bottom",
            "UISV-spanning-boundary: StackView.spacer.top == Subview1.top @999.5",
            "UISV-spanning-boundary: StackView.spacer.bottom >= Subview1.bottom",
            "UISV-spanning-boundary: StackView.spacer.top == Subview2.top @999.5",
            "UISV-spanning-boundary: StackView.spacer.bottom >= Subview2.bottom",
            "UISV-spanning-fit: StackView.spacer.height == 0 @51",
            "UISV-canvas-connection: StackView.leading == Subview0.leading",
            "UISV-canvas-connection: Subview2.trailing == StackView.trailing",
            "UISV-canvas-connection: StackView.top == Subview0.top",
            "UISV-canvas-connection: StackView.spacer.bottom == StackView.bottom",
        ]
        #expect(generatedStackConstraints(document) == canonical(expected))
    }

    @Test func centerAlignment() {
        let document = seedStackDocument { $0.alignment = .center }
        // Seed: "UISV-alignment: Subview0.centerY == Subview1.centerY Subview0.centerY == Subview2.centerY
        // UISV-spanning-boundary: _UILayoutSpacer.bottom >= Subview0.bottom _UILayoutSpacer.bottom >=
        // Subview1.bottom _UILayoutSpacer.bottom >= Subview2.bottom _UILayoutSpacer.top <= Subview0.top
        // _UILayoutSpacer.top <= Subview1.top _UILayoutSpacer.top <= Subview2.top UISV-spanning-fit:
        // _UILayoutSpacer.height == 0 priority:51 UISV-canvas-connection: StackView.leading ==
        // Subview0.leading Subview2.trailing == StackView.trailing StackView.top == _UILayoutSpacer.top
        // _UILayoutSpacer.bottom == StackView.bottom StackView.centerY == Subview0.centerY" + suppression + spacing
        let expected = Self.zeroSpacing + Self.suppression + [
            "UISV-alignment: Subview0.centerY == Subview1.centerY",
            "UISV-alignment: Subview0.centerY == Subview2.centerY",
            "UISV-spanning-boundary: StackView.spacer.bottom >= Subview0.bottom",
            "UISV-spanning-boundary: StackView.spacer.bottom >= Subview1.bottom",
            "UISV-spanning-boundary: StackView.spacer.bottom >= Subview2.bottom",
            "UISV-spanning-boundary: StackView.spacer.top <= Subview0.top",
            "UISV-spanning-boundary: StackView.spacer.top <= Subview1.top",
            "UISV-spanning-boundary: StackView.spacer.top <= Subview2.top",
            "UISV-spanning-fit: StackView.spacer.height == 0 @51",
            "UISV-canvas-connection: StackView.leading == Subview0.leading",
            "UISV-canvas-connection: Subview2.trailing == StackView.trailing",
            "UISV-canvas-connection: StackView.top == StackView.spacer.top",
            "UISV-canvas-connection: StackView.spacer.bottom == StackView.bottom",
            "UISV-canvas-connection: StackView.centerY == Subview0.centerY",
        ]
        #expect(generatedStackConstraints(document) == canonical(expected))
    }

    @Test func trailingAlignment() {
        let document = seedStackDocument { $0.alignment = .trailing }
        // Seed: "UISV-alignment: Subview0.bottom == Subview1.bottom Subview0.bottom == Subview2.bottom
        // UISV-spanning-boundary: _UILayoutSpacer.top <= Subview0.top _UILayoutSpacer.top <= Subview1.top
        // _UILayoutSpacer.top <= Subview2.top _UILayoutSpacer.bottom == Subview0.bottom priority:999.5
        // _UILayoutSpacer.bottom == Subview1.bottom priority:999.5 _UILayoutSpacer.bottom == Subview2.bottom
        // priority:999.5 UISV-spanning-fit: _UILayoutSpacer.height == 0 priority:51 UISV-canvas-connection:
        // StackView.leading == Subview0.leading Subview2.trailing == StackView.trailing StackView.top ==
        // _UILayoutSpacer.top Subview0.bottom == StackView.bottom" + suppression + spacing
        let expected = Self.zeroSpacing + Self.suppression + [
            "UISV-alignment: Subview0.bottom == Subview1.bottom",
            "UISV-alignment: Subview0.bottom == Subview2.bottom",
            "UISV-spanning-boundary: StackView.spacer.top <= Subview0.top",
            "UISV-spanning-boundary: StackView.spacer.top <= Subview1.top",
            "UISV-spanning-boundary: StackView.spacer.top <= Subview2.top",
            "UISV-spanning-boundary: StackView.spacer.bottom == Subview0.bottom @999.5",
            "UISV-spanning-boundary: StackView.spacer.bottom == Subview1.bottom @999.5",
            "UISV-spanning-boundary: StackView.spacer.bottom == Subview2.bottom @999.5",
            "UISV-spanning-fit: StackView.spacer.height == 0 @51",
            "UISV-canvas-connection: StackView.leading == Subview0.leading",
            "UISV-canvas-connection: Subview2.trailing == StackView.trailing",
            "UISV-canvas-connection: StackView.top == StackView.spacer.top",
            "UISV-canvas-connection: Subview0.bottom == StackView.bottom",
        ]
        #expect(generatedStackConstraints(document) == canonical(expected))
    }

    /// Seed (both baselines): "UISV-spanning-boundary: _UILayoutSpacer.top <= Subview0.top
    /// _UILayoutSpacer.bottom >= Subview0.bottom ... (each subview) UISV-spanning-fit: _UILayoutSpacer.height
    /// == 0 priority:51 UISV-canvas-fit: StackView.height == 0 priority:49 ... UISV-text-width-disambiguation:
    /// Subview0.width == 0.333333*StackView.width priority:760 (each subview)"
    static let baselineCommon = [
        "UISV-spanning-boundary: StackView.spacer.top <= Subview0.top",
        "UISV-spanning-boundary: StackView.spacer.bottom >= Subview0.bottom",
        "UISV-spanning-boundary: StackView.spacer.top <= Subview1.top",
        "UISV-spanning-boundary: StackView.spacer.bottom >= Subview1.bottom",
        "UISV-spanning-boundary: StackView.spacer.top <= Subview2.top",
        "UISV-spanning-boundary: StackView.spacer.bottom >= Subview2.bottom",
        "UISV-spanning-fit: StackView.spacer.height == 0 @51",
        "UISV-canvas-fit: StackView.height == 0 @49",
        "UISV-canvas-connection: StackView.leading == Subview0.leading",
        "UISV-canvas-connection: Subview2.trailing == StackView.trailing",
        "UISV-canvas-connection: StackView.top == StackView.spacer.top",
        "UISV-text-width-disambiguation: Subview0.width == 0.333333*StackView.width @760",
        "UISV-text-width-disambiguation: Subview1.width == 0.333333*StackView.width @760",
        "UISV-text-width-disambiguation: Subview2.width == 0.333333*StackView.width @760",
    ]

    @Test func firstBaselineAlignment() {
        let document = seedStackDocument { $0.alignment = .firstBaseline }
        // Seed: "UISV-alignment: Subview0.firstBaseline == Subview1.firstBaseline Subview0.firstBaseline ==
        // Subview2.firstBaseline ... UISV-canvas-connection: ... _UILayoutSpacer.bottom == StackView.bottom"
        let expected = Self.zeroSpacing + Self.suppression + Self.baselineCommon + [
            "UISV-alignment: Subview0.firstBaseline == Subview1.firstBaseline",
            "UISV-alignment: Subview0.firstBaseline == Subview2.firstBaseline",
            "UISV-canvas-connection: StackView.spacer.bottom == StackView.bottom",
        ]
        #expect(generatedStackConstraints(document) == canonical(expected))
    }

    @Test func lastBaselineAlignment() {
        let document = seedStackDocument { $0.alignment = .lastBaseline }
        // Seed: "UISV-alignment: Subview0.lastBaseline == Subview1.lastBaseline Subview0.lastBaseline ==
        // Subview2.lastBaseline ... UISV-canvas-connection: ... V:[Subview0]-(>=0)-|"
        let expected = Self.zeroSpacing + Self.suppression + Self.baselineCommon + [
            "UISV-alignment: Subview0.lastBaseline == Subview1.lastBaseline",
            "UISV-alignment: Subview0.lastBaseline == Subview2.lastBaseline",
            "UISV-canvas-connection: StackView.bottom >= Subview0.bottom + 0",
        ]
        #expect(generatedStackConstraints(document) == canonical(expected))
    }

    @Test func hidingFirstSubview() {
        let document = seedStackDocument(hidden: [0]) { $0.spacing = 10 }
        // Seed: "UISV-hiding: Subview0.width == 0 UISV-spacing: H:[Subview0]-(0)-[Subview1]
        // H:[Subview1]-(10)-[Subview2]" + the fill alignment and canvas connection, hidden view included.
        let expected = Self.fillAlignment + [
            "UISV-hiding: Subview0.width == 0",
            "UISV-spacing: Subview1.leading == Subview0.trailing + 0",
            "UISV-spacing: Subview2.leading == Subview1.trailing + 10",
        ]
        #expect(generatedStackConstraints(document) == canonical(expected))
    }

    @Test func marginsRelativeArrangement() {
        let document = seedStackDocument { $0.layoutMarginsRelativeArrangement = true }
        // Seed: "UISV-canvas-connection: UIViewLayoutMarginsGuide.leading == Subview0.leading
        // UIViewLayoutMarginsGuide.trailing == Subview2.trailing UIViewLayoutMarginsGuide.top == Subview0.top
        // UIViewLayoutMarginsGuide.bottom == Subview0.bottom". Its "UIView-margin-guide-constraint"s
        // (8 from each edge) are no constraints here: the guide is the stack's frame inset by its margins.
        let expected = Self.zeroSpacing + [
            "UISV-alignment: Subview0.top == Subview1.top",
            "UISV-alignment: Subview0.top == Subview2.top",
            "UISV-alignment: Subview0.bottom == Subview1.bottom",
            "UISV-alignment: Subview0.bottom == Subview2.bottom",
            "UISV-canvas-connection: StackView.layoutMarginsGuide.leading == Subview0.leading",
            "UISV-canvas-connection: StackView.layoutMarginsGuide.trailing == Subview2.trailing",
            "UISV-canvas-connection: StackView.layoutMarginsGuide.top == Subview0.top",
            "UISV-canvas-connection: StackView.layoutMarginsGuide.bottom == Subview0.bottom",
        ]
        #expect(generatedStackConstraints(document) == canonical(expected))
    }

    @Test func baselineRelativeArrangement() {
        let document = seedStackDocument {
            $0.axis = .vertical
            $0.spacing = 20
            $0.baselineRelativeArrangement = true
        }
        // Seed: "UISV-spacing: Subview1.firstBaseline == Subview0.lastBaseline + 20 Subview2.firstBaseline ==
        // Subview1.lastBaseline + 20 UISV-alignment: Subview0.leading == Subview1.leading Subview0.leading ==
        // Subview2.leading Subview0.trailing == Subview1.trailing Subview0.trailing == Subview2.trailing
        // UISV-canvas-connection: StackView.top == Subview0.top Subview2.bottom == StackView.bottom
        // StackView.leading == Subview0.leading Subview0.trailing == StackView.trailing"
        let expected = [
            "UISV-spacing: Subview1.firstBaseline == Subview0.lastBaseline + 20",
            "UISV-spacing: Subview2.firstBaseline == Subview1.lastBaseline + 20",
            "UISV-alignment: Subview0.leading == Subview1.leading",
            "UISV-alignment: Subview0.leading == Subview2.leading",
            "UISV-alignment: Subview0.trailing == Subview1.trailing",
            "UISV-alignment: Subview0.trailing == Subview2.trailing",
            "UISV-canvas-connection: StackView.top == Subview0.top",
            "UISV-canvas-connection: Subview2.bottom == StackView.bottom",
            "UISV-canvas-connection: StackView.leading == Subview0.leading",
            "UISV-canvas-connection: Subview0.trailing == StackView.trailing",
        ]
        #expect(generatedStackConstraints(document) == canonical(expected))
    }

    @Test func singleSubviewCenterAlignment() {
        let document = seedStackDocument(count: 1) { $0.alignment = .center }
        // Seed: "UISV-canvas-connection: StackView.leading == Subview0.leading H:[Subview0]-(0)-|
        // StackView.top <= Subview0.top V:[Subview0]-(>=0)-| StackView.centerY == Subview0.centerY
        // UISV-canvas-fit: StackView.height == 0 priority:49 UISV-ambiguity-suppression: Subview0.height == 0 priority:25"
        let expected = [
            "UISV-canvas-connection: StackView.leading == Subview0.leading",
            "UISV-canvas-connection: StackView.trailing == Subview0.trailing + 0",
            "UISV-canvas-connection: StackView.top <= Subview0.top",
            "UISV-canvas-connection: StackView.bottom >= Subview0.bottom + 0",
            "UISV-canvas-connection: StackView.centerY == Subview0.centerY",
            "UISV-canvas-fit: StackView.height == 0 @49",
            "UISV-ambiguity-suppression: Subview0.height == 0 @25",
        ]
        #expect(generatedStackConstraints(document) == canonical(expected))
    }
}
