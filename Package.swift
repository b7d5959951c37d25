// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "layoutd",
    products: [
        .executable(name: "layoutd", targets: ["layoutd"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutServer", targets: ["LayoutServer"]),
        .library(name: "LayoutRender", targets: ["LayoutRender"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.0.0"),
    ],
    targets: [
        // The pure core: a Cassowary-style solver with strict priorities. No Foundation.
        .target(name: "ConstraintSolver"),
        // The layout document to frames and diagnostics. No HTTP.
        .target(name: "LayoutEngine", dependencies: ["ConstraintSolver"], exclude: ["README.md", "SURVEYS.md"]),
        // libmicrohttpd as a Swift module, and the non-variadic C wrappers Swift needs.
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .target(name: "CMicroHTTPDShim", dependencies: ["CMicroHTTPD"]),
        // librsvg (and cairo, which it draws with) as a Swift module: the PNG rasteriser.
        .systemLibrary(
            name: "CLibRSVG",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),
        // A layout drawn: SVG written here (text as glyph outlines from TextMeasurement), PNG by librsvg. No HTTP.
        .target(name: "LayoutRender", dependencies: ["LayoutEngine", "ConstraintSolver", "CLibRSVG", "TextMeasurement"]),
        // The text machinery's libraries: HarfBuzz (shaping, font metrics), fontconfig (families,
        // fallback), libunibreak (UAX #14 line-break opportunities).
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CUnibreak", pkgConfig: "libunibreak", providers: [.apt(["libunibreak-dev"])]),
        // Text measured with real fonts: shaping, wrapping, fallback and a shared cache. No HTTP.
        .target(name: "TextMeasurement", dependencies: ["CHarfBuzz", "CFontconfig", "CUnibreak"], exclude: ["README.md"]),
        // glibc's allocator settings for a process that lays out one document after another.
        .target(name: "CAllocatorTuning"),
        // The HTTP edge: I/O threads, the solver pool, endpoints, metrics.
        .target(
            name: "LayoutServer",
            dependencies: [
                "LayoutEngine",
                "LayoutRender",
                "ConstraintSolver",
                "CMicroHTTPDShim",
                "TextMeasurement",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]
        ),
        .executableTarget(
            name: "layoutd",
            dependencies: [
                "LayoutServer",
                "LayoutEngine",
                "LayoutRender",
                "ConstraintSolver",
                "CAllocatorTuning",
                // `bench text` times measurements with and without the cache.
                "TextMeasurement",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // libFuzzer's target for the document decoding, a fuzzer only when built with
        // `--sanitize=fuzzer` (scripts/fuzz.sh does); its seed corpus is Tests/Fuzz/corpus.
        .executableTarget(name: "LayoutFuzz", dependencies: ["LayoutEngine"]),
        // What more than one test target uses: the `layoutd` child process, shared documents and
        // helpers. Tests only; no product exposes it.
        .target(name: "TestSupport", dependencies: ["LayoutServer"], path: "Tests/TestSupport"),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        // Widths against `hb-shape`, breaks against LineBreakTest.txt, wrapping, scripts, the cache.
        .testTarget(name: "TextMeasurementTests", dependencies: ["TextMeasurement", "TestSupport"]),
        // Fixtures/ holds JSON the tests read from their source path, not resources.
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "LayoutServerTests",
            dependencies: ["LayoutServer", "LayoutEngine", "LayoutRender", "CAllocatorTuning", "TestSupport", "TextMeasurement"]),
        // The `layoutd` executable's commands (solve, bench, serve, healthcheck), run as a child process.
        .testTarget(name: "LayoutdTests", dependencies: ["layoutd", "LayoutServer", "LayoutEngine", "TestSupport"]),
        // The playground at `GET /` in headless Chromium (Debian's `chromium`), driven through the
        // DevTools protocol against `layoutd serve` on loopback.
        .testTarget(name: "PlaygroundTests", dependencies: ["layoutd", "LayoutServer", "TestSupport"]),
    ]
)
