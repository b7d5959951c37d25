/// The playground page (`GET /`), its script, style sheet and icon, and the examples it offers
/// (`GET /v1/examples`), compiled into the binary so the page works from any directory with no network.
///
/// `page`, `script`, `style`, `icon` and `examples` are written by `scripts/embed-playground.sh` into
/// `PlaygroundAssets+Generated.swift` from `playground/` and `examples/*.json`;
/// `scripts/check-embedded-playground.sh` and a test fail whenever they differ from the files.
enum PlaygroundAssets {
    /// The page's Content-Security-Policy: only same-origin scripts, styles, images and requests, no
    /// inline script or style (so no inline event handler runs), no plugins, frames or form posts.
    static let contentSecurityPolicy = [
        "default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self'", "connect-src 'self'",
        "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'",
    ].joined(separator: "; ")

    /// The headers of the page and its assets: the policy, no MIME sniffing, and revalidation so a
    /// new binary's page is never mixed with an old script.
    static let headers: [(name: String, value: String)] = [
        ("Content-Security-Policy", contentSecurityPolicy),
        ("X-Content-Type-Options", "nosniff"),
        ("Cache-Control", "no-cache"),
        ("Referrer-Policy", "no-referrer"),
    ]

    /// The example named `name` (its file name without `.json`), if there is one.
    /// - Complexity: linear in the examples (a handful).
    static func example(named name: Substring) -> EmbeddedExample? {
        examples.first { $0.name == name }
    }
}

/// One file of `examples/`, as embedded.
struct EmbeddedExample: Sendable {
    /// The file name without `.json`, e.g. `001-profile`.
    let name: String
    /// The file's text.
    let json: String
}
