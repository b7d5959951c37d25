import Testing

/// The seeds' layouts in `examples/`, each laid out by the engine and checked view by view against
/// frames derived by hand from UIKit's semantics (seed 004's constraint families). The intrinsic
/// sizes each document assumes are listed in `examples/README.md`. Frames are relative to the superview.
@Suite struct ExamplesTests {
    // MARK: - Seed 000: two player profiles

    /// One `PlayerProfileView` of seed 000 (frames relative to the profile, except the profile's own).
    ///
    /// - header (`CountryNameView`, horizontal fill, spacing 16): flag 48x32; the name label
    ///   (hugging 249 / compression 250, horizontal) keeps its intrinsic width because the profile's
    ///   center alignment only pulls the header narrower at 25 (`UISV-ambiguity-suppression`), so
    ///   header width = 48 + 16 + nameWidth. Alignment fill: flag and name share top and bottom; the
    ///   flag's compression (750) keeps >= 32 and the two huggings (250) pull down, so height = 32 and
    ///   the 28-high name stretches to 32. Centered: x = (profileWidth - headerWidth) / 2.
    /// - box (`box.width == profile.width`): the values stack is pinned to its edges. A titled value
    ///   (vertical, spacing 16, margins 8) is 8 + 21 + 16 + 21 + 8 = 74 high; fillEqually with spacing 0
    ///   makes each profileWidth / 4 wide; its labels fill the margins: width = column - 16, y 8 and 45.
    ///   Background: top half, height 74 * 0.5 = 37. Border: centered, 1 high: y = 37 - 0.5 = 36.5.
    ///   Separator i (1...3) is 1 wide, centred on the leading edge of value i: x = i * column - 0.5.
    /// - profile height = header 32 + spacing 8 + box 74 = 114; the box is at y = 32 + 8 = 40.
    private func playerFrames(
        _ player: String, frame: ExampleFrame, nameWidth: Double
    ) -> [String: ExampleFrame] {
        let width = frame.width
        let headerWidth = 48 + 16 + nameWidth
        let column = width / 4
        var frames: [String: ExampleFrame] = [
            player: frame,
            "\(player)_header": ExampleFrame((width - headerWidth) / 2, 0, headerWidth, 32),
            "\(player)_flag": ExampleFrame(0, 0, 48, 32),
            "\(player)_name": ExampleFrame(64, 0, nameWidth, 32),
            "\(player)_box": ExampleFrame(0, 40, width, 74),
            "\(player)_values": ExampleFrame(0, 0, width, 74),
        ]
        for (index, value) in ["age", "seasons", "games", "goals"].enumerated() {
            let titled = "\(player)_\(value)"
            frames[titled] = ExampleFrame(Double(index) * column, 0, column, 74)
            frames["\(titled)_background"] = ExampleFrame(0, 0, column, 37)
            frames["\(titled)_border"] = ExampleFrame(0, 36.5, column, 1)
            frames["\(titled)_title"] = ExampleFrame(8, 8, column - 16, 21)
            frames["\(titled)_value"] = ExampleFrame(8, 45, column - 16, 21)
            if index > 0 {
                frames["\(player)_separator\(index)"] = ExampleFrame(Double(index) * column - 0.5, 0, 1, 74)
            }
        }
        return frames
    }

    @Test func playerProfilesAt375PointsStackVertically() throws {
        let layout = try ExampleLayout.layOut("000-player-profiles-375.json")
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        // The root is a view controller's view: the system minimum margins, 16 at the sides below 414
        // points of width, 0 top and bottom. Margins guide: x 16...359, y 44...778 (safe area 44 and
        // 34, margins 0): centerY 411.
        // players: vertical fill, spacing 16: width 375 - 2 * 16 = 343; height 114 + 16 + 114 = 244;
        // centered on 411: y = 411 - 244 / 2 = 289. Messi's profile: y = 114 + 16 = 130.
        // Headers: Ronaldo 48 + 16 + 183 = 247 wide at x (343 - 247) / 2 = 48; Messi 187 at x 78.
        // Columns: 343 / 4 = 85.75; labels 85.75 - 16 = 69.75; separators at 85.25, 171, 256.75.
        var expected: [String: ExampleFrame] = [
            "screen": ExampleFrame(0, 0, 375, 812),
            "players": ExampleFrame(16, 289, 343, 244),
        ]
        expected.merge(playerFrames("ronaldo", frame: ExampleFrame(0, 0, 343, 114), nameWidth: 183)) { $1 }
        expected.merge(playerFrames("messi", frame: ExampleFrame(0, 130, 343, 114), nameWidth: 123)) { $1 }
        layout.expectFrames(expected)
    }

    @Test func playerProfilesAt700PointsSitSideBySide() throws {
        let layout = try ExampleLayout.layOut("000-player-profiles-700.json")
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        // Wider than 500: players is horizontal and fillEqually. A view controller's view 414 points wide or
        // more has side margins of 20: x 20, width 700 - 40 = 660;
        // each profile (660 - 16) / 2 = 322 wide, Messi's at x 322 + 16 = 338. Alignment fill: both 114
        // high, so players is 114 high, centered on the margins guide's centerY 400 / 2 = 200: y 143.
        // Headers: (322 - 247) / 2 = 37.5 and (322 - 187) / 2 = 67.5. Columns: 322 / 4 = 80.5.
        var expected: [String: ExampleFrame] = [
            "screen": ExampleFrame(0, 0, 700, 400),
            "players": ExampleFrame(20, 143, 660, 114),
        ]
        expected.merge(playerFrames("ronaldo", frame: ExampleFrame(0, 0, 322, 114), nameWidth: 183)) { $1 }
        expected.merge(playerFrames("messi", frame: ExampleFrame(338, 0, 322, 114), nameWidth: 123)) { $1 }
        layout.expectFrames(expected)
    }

    // MARK: - Seed 001: the profile with nested stacks and spacer views

    @Test func profileSizesItselfFromItsHuggingContent() throws {
        let layout = try ExampleLayout.layOut("001-profile.json")
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        // The container's width W is only bounded (leading >= 20, centered), so priorities decide it.
        // Alignment fill everywhere: the name label, the image row and the buttons are all W wide.
        // Compression (750): label W >= 184; fillEqually buttons W / 3 >= 62 (Message): W >= 186.
        // Hugging (250), summed: (W - 184) + (W/3 - 62) + (W/3 - 30) + (W/3 - 38) grows with W: W = 186.
        // x = (375 - 186) / 2 = 94.5 (>= 20 holds); y = safe area 44 + 24 = 68.
        // Image: 160 wide (required), square: 160 high; spacers (186 - 160) / 2 = 13 each, 160 high.
        // profile stack: 160 + 8 + 24 = 192; buttons at 192 + 16 = 208, 30 high, 186 / 3 = 62 each.
        // Container height: 208 + 30 = 238.
        layout.expectFrames([
            "screen": ExampleFrame(0, 0, 375, 812),
            "container": ExampleFrame(94.5, 68, 186, 238),
            "profile": ExampleFrame(0, 0, 186, 192),
            "imageRow": ExampleFrame(0, 0, 186, 160),
            "leftSpacer": ExampleFrame(0, 0, 13, 160),
            "profileImage": ExampleFrame(13, 0, 160, 160),
            "rightSpacer": ExampleFrame(173, 0, 13, 160),
            "fullNameLabel": ExampleFrame(0, 168, 186, 24),
            "buttons": ExampleFrame(0, 208, 186, 30),
            "messageButton": ExampleFrame(0, 0, 62, 30),
            "callButton": ExampleFrame(62, 0, 62, 30),
            "emailButton": ExampleFrame(124, 0, 62, 30),
        ])
    }

    // MARK: - Seed 002: the sign-in and password-recovery forms

    /// The form is `H:|-20-[form]-20-|`, `V:|-20-[form]-8-|` on 375x667: (20, 20, 335, 639). Every
    /// arranged view is 335 wide (alignment fill). fillProportionally gives each visible view
    /// `height == intrinsic / (sum of visible intrinsics + spacing × (visible − 1)) * 639` at
    /// max(999 − index, 751), the index counting hidden views (UIKit's rules, contract "Stack views");
    /// the header (a nested stack) counts with its fitting height 60 + 8 + 34 = 102. Fields and
    /// buttons are capped `<= 30` and their shares are larger, so they stay at 30; the header (999)
    /// gets its share exactly, and the remaining uncapped label, lower in priority, takes what is left.
    /// Inside the header the title hugs at 251, so the logo (250) stretches: logo = header - 8 - 34.
    private func headerFrames(height: Double) -> [String: ExampleFrame] {
        [
            "headerStackView": ExampleFrame(0, 0, 335, height),
            "logo": ExampleFrame(0, 0, 335, height - 42),
            "titleLabel": ExampleFrame(0, height - 34, 335, 34),
        ]
    }

    @Test func signInFormSharesItsHeightProportionally() throws {
        let layout = try ExampleLayout.layOut("002-sign-in-form.json")
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        // Visible: header 102, email 30, password 30, sign in 30, label 20, forgot 30; 5 spacings of 8:
        // 102 + 140 + 40 = 282. Header = 639 * 102 / 282 = 231.1277 (999, satisfied).
        // signInLabel = 639 - 40 - header - 4 * 30 = 247.8723 (its 995 share 45.3 is broken).
        // Positions: email at header + 8, then +38 each; forgot at 639 - 30 = 609.
        // The three recovery views are hidden at the end: height 0, the spacing before them collapses,
        // so they sit at the stack's bottom, y 639.
        let header = 639.0 * 102 / 282
        var expected = headerFrames(height: header)
        expected.merge([
            "view": ExampleFrame(0, 0, 375, 667),
            "formStackView": ExampleFrame(20, 20, 335, 639),
            "emailField": ExampleFrame(0, header + 8, 335, 30),
            "passwordField": ExampleFrame(0, header + 46, 335, 30),
            "signInButton": ExampleFrame(0, header + 84, 335, 30),
            "signInLabel": ExampleFrame(0, header + 122, 335, 639 - 40 - header - 120),
            "forgotButton": ExampleFrame(0, 609, 335, 30),
            "recoverLabel": ExampleFrame(0, 639, 335, 0),
            "recoverButton": ExampleFrame(0, 639, 335, 0),
            "backToSignIn": ExampleFrame(0, 639, 335, 0),
        ]) { $1 }
        layout.expectFrames(expected)
    }

    @Test func passwordRecoveryFormHidesTheSignInViews() throws {
        let layout = try ExampleLayout.layOut("002-password-recovery-form.json")
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        // Visible: header 102, email 30, recover label 40, recover 30, back 30; 4 spacings of 8:
        // 232 + 32 = 264. Header = 639 * 102 / 264 = 246.8864; email at header + 8, ending at header + 38.
        // The password field, sign-in button, sign-in label and forgot button are hidden between email
        // and the recover label: height 0, and the one spacing left between email and the recover label
        // is 8, so the recover label starts at header + 46. It (uncapped, lowest priority of the
        // uncapped: 999 − 6 = 993, the hidden views counting in the index, below the header's 999)
        // takes the rest: 639 - 32 - header - 3 * 30 = 270.1136, ending at 563; recover at
        // 563 + 8 = 571, back at 609.
        // Where inside that 8-point gap the zero-height hidden run sits depends on how the spacing is
        // split around it (seed 004 prints only a hidden first view, which every split rule agrees on),
        // so for the hidden views the test checks the invariant: height 0, full width, inside the gap.
        let header = 639.0 * 102 / 264
        var expected = headerFrames(height: header)
        expected.merge([
            "view": ExampleFrame(0, 0, 375, 667),
            "formStackView": ExampleFrame(20, 20, 335, 639),
            "emailField": ExampleFrame(0, header + 8, 335, 30),
            "recoverLabel": ExampleFrame(0, header + 46, 335, 639 - 32 - header - 90),
            "recoverButton": ExampleFrame(0, 571, 335, 30),
            "backToSignIn": ExampleFrame(0, 609, 335, 30),
        ]) { $1 }
        let hidden = ["passwordField", "signInButton", "signInLabel", "forgotButton"]
        var visible = layout
        for id in hidden {
            let frame = try #require(layout.frames[id])
            #expect(frame.x == 0 && frame.width == 335 && frame.height == 0, "\(id): \(frame)")
            #expect(frame.y >= header + 38 - 1e-6 && frame.y <= header + 46 + 1e-6, "\(id): \(frame)")
            visible.frames[id] = nil
        }
        visible.expectFrames(expected)
    }

    // MARK: - Seed 003: the Instagram and Twitter cells

    /// The Instagram cell's frames, derived in ``instagramCellFitsItsContent()``.
    static let instagramFrames: [String: ExampleFrame] = [
        "contentView": ExampleFrame(0, 0, 375, 475),
        "instagramCell": ExampleFrame(0, 0, 375, 475),
        "topRow": ExampleFrame(0, 11, 375, 32),
        "profilePic": ExampleFrame(11, 0, 32, 32),
        "username": ExampleFrame(54, 7, 277, 18),
        "timestamp": ExampleFrame(342, 7, 22, 18),
        "photo": ExampleFrame(0, 54, 375, 375),
        "bottomRow": ExampleFrame(0, 440, 375, 24),
        "leftButtons": ExampleFrame(11, 0, 71, 24),
        "likeButton": ExampleFrame(0, 0, 26, 24),
        "commentButton": ExampleFrame(47, 0, 24, 24),
        "moreButton": ExampleFrame(340, 9, 24, 6),
    ]

    @Test func instagramCellFitsItsContent() throws {
        let layout = try ExampleLayout.layOut("003-instagram-cell.json")
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        // The root's height is its fitting size (pulled to 0 at 50), so equalSpacing's gaps shrink to
        // their minimum 11: height = 11 + 32 + 11 + 375 + 11 + 24 + 11 = 475 (margins top and bottom 11).
        // topRow (center, spacing 11, margins 11 on the sides): pic 32x32 at x 11; timestamp 22 at
        // x 375 - 11 - 22 = 342; username (the only hugging 250) takes 375 - 22 - 32 - 22 - 2 * 11 = 277
        // at x 54; labels 18 high centered in 32: y 7.
        // bottomRow at 11 + 32 + 11 + 375 + 11 = 440, 24 high (tallest: the like and comment buttons).
        // leftButtons pulled to its fitting width at 50: 26 + 21 + 24 = 71, at x 11; comment at 26 + 21 = 47.
        // more: x 375 - 11 - 24 = 340, 6 high centered in 24: y 9.
        layout.expectFrames(Self.instagramFrames)
    }

    @Test func instagramEqualSpacingStackFitsWithoutItsFittingConstraint() throws {
        // Without `leftButtonsFitting`, only the article's hugging (750) is left on leftButtons, and a
        // stack has no intrinsic size for it to act on; bottomRow's one gap (>= 0) and leftButtons'
        // width w could trade off in [26 + 21 + 24, 375 - 2 * 11 - 24] = [71, 329]. But leftButtons is
        // an equalSpacing stack, and UIKit gives those `UISV-canvas-fit: leftButtons.width == 0 @49`
        // (contract, "Stack views"): w = 71, its smallest, as with the fitting constraint (at 50).
        // So the frames are instagramCellFitsItsContent's: leftButtons at x 11, 71 wide; the comment
        // button at 26 + 21 = 47; the more button at 340; no diagnostic.
        let layout = try ExampleLayout.layOut("003-instagram-cell.json") {
            try replacing(",\n    \"leftButtonsFitting: leftButtons.width == 0 @ fittingSizeLevel\"", with: "", in: $0)
        }
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        layout.expectFrames(Self.instagramFrames)
    }

    @Test func twitterCellSpreadsItsButtons() throws {
        let layout = try ExampleLayout.layOut("003-twitter-cell.json")
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        // Margins 12; pic 48 at (12, 12); the column takes the rest: x 12 + 48 + 9 = 69,
        // width 375 - 12 - 69 = 294. The cell's alignment top suppresses the column's height at 25 and
        // the root fits at 50, so the column's equalSpacing gaps are the minimum 4:
        // height 20 + 4 + 54 + 4 + 22 = 104; cell = 12 + max(48, 104) + 12 = 128.
        // metadataRow (center, spacing 4): realName 104 at 0; username (hugging 249) takes
        // 294 - 104 - 22 - 8 = 160 at x 108; timestamp 22 at x 272; the 18-high labels at y 1.
        // tweet at 20 + 4 = 24; buttonRow at 24 + 54 + 4 = 82, 22 high.
        // buttonRow (equalSpacing): three 30-wide buttons and the spacer (intrinsic width 0, hugging 1)
        // leave 294 - 90 = 204 for three equal gaps of 68: x 0, 98, 196, spacer at 294. The spacer has
        // no intrinsic height: ambiguity suppression (25) makes it 0, centered: y 11.
        layout.expectFrames([
            "contentView": ExampleFrame(0, 0, 375, 128),
            "twitterCell": ExampleFrame(0, 0, 375, 128),
            "profilePic": ExampleFrame(12, 12, 48, 48),
            "contentColumn": ExampleFrame(69, 12, 294, 104),
            "metadataRow": ExampleFrame(0, 0, 294, 20),
            "realName": ExampleFrame(0, 0, 104, 20),
            "username": ExampleFrame(108, 1, 160, 18),
            "timestamp": ExampleFrame(272, 1, 22, 18),
            "tweet": ExampleFrame(0, 24, 294, 54),
            "buttonRow": ExampleFrame(0, 82, 294, 22),
            "replyButton": ExampleFrame(0, 0, 30, 22),
            "retweetButton": ExampleFrame(98, 0, 30, 22),
            "favoriteButton": ExampleFrame(196, 0, 30, 22),
            "spacer": ExampleFrame(294, 11, 0, 0),
        ])
    }

    @Test func twitterCellAsTheArticleWritesItIsAmbiguous() throws {
        // Without the spacer's intrinsic width (the article's plain UIView), nothing sizes the spacer:
        // its hugging has no intrinsic size to act on. The three gaps stay equal, g >= 4, and
        // 90 + 3g + spacer = 294, so every g in [4, 68] is optimal: retweet.x = 30 + g,
        // favorite.x = 60 + 2g, spacer.x = 90 + 3g and spacer.width = 204 - 3g all move; nothing else does.
        let layout = try ExampleLayout.layOut("003-twitter-cell.json") {
            try replacing(#""intrinsicContentSize": {"width": 0}, "#, with: "", in: $0)
        }
        #expect(layout.diagnostics == [
            "ambiguous(retweetButton:x)", "ambiguous(favoriteButton:x)", "ambiguous(spacer:x,width)",
        ])
        let frames = layout.frames
        let gap = (frames["retweetButton"]?.x ?? 0) - 30
        #expect(gap >= 4 - 1e-9 && gap <= 68 + 1e-9, "gap \(gap)")
        #expect(abs((frames["favoriteButton"]?.x ?? 0) - (60 + 2 * gap)) < 1e-6)
        #expect(abs((frames["spacer"]?.x ?? 0) - (90 + 3 * gap)) < 1e-6)
        #expect(abs((frames["spacer"]?.width ?? 0) - (204 - 3 * gap)) < 1e-6)
        #expect(frames["replyButton"].map { $0.isClose(to: ExampleFrame(0, 0, 30, 22)) } == true)
        #expect(frames["buttonRow"].map { $0.isClose(to: ExampleFrame(0, 82, 294, 22)) } == true)
    }
}
