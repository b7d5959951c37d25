import Foundation

/// A PNG decoded by an independent reader: a Python script using only `zlib` and `struct`, run as
/// a subprocess, so that the test does not trust the library that wrote it.
public struct DecodedPNG {
    public var width: Int
    public var height: Int
    /// RGBA of the pixels asked for, in the order asked.
    public var pixels: [[Int]]

    /// Decodes `png` and reads the pixels at `points` (x, y in pixels).
    public init(_ png: [UInt8], reading points: [(Int, Int)]) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-png-\(UUID().uuidString).png")
        try Data(png).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let list = points.map { "\($0.0),\($0.1)" }.joined(separator: " ")
        process.arguments = ["python3", "-c", Self.script, file.path] + (list.isEmpty ? [] : list.split(separator: " ").map(String.init))
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let width = object["width"] as? Int, let height = object["height"] as? Int,
              let pixels = object["pixels"] as? [[Int]]
        else { throw DecodeError(status: process.terminationStatus) }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public struct DecodeError: Error { public var status: Int32 }

    /// An SVG colour `#rrggbb` as the opaque RGBA a decoded pixel of it has; empty for anything else.
    public static func rgba(_ hex: String?) -> [Int] {
        guard let hex, hex.count == 7, hex.first == "#", let value = Int(hex.dropFirst(), radix: 16) else { return [] }
        return [(value >> 16) & 255, (value >> 8) & 255, value & 255, 255]
    }

    /// PNG (RFC 2083): the signature, IHDR, the IDAT stream inflated, each row unfiltered
    /// (None, Sub, Up, Average, Paeth); 8-bit RGB or RGBA only, not interlaced.
    static let script = #"""
import json, struct, sys, zlib
data = open(sys.argv[1], 'rb').read()
assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
pos, idat, ihdr = 8, b'', None
while pos < len(data):
    length, kind = struct.unpack('>I4s', data[pos:pos + 8])
    chunk = data[pos + 8:pos + 8 + length]
    crc = struct.unpack('>I', data[pos + 8 + length:pos + 12 + length])[0]
    assert zlib.crc32(kind + chunk) & 0xffffffff == crc, 'bad CRC'
    if kind == b'IHDR': ihdr = struct.unpack('>IIBBBBB', chunk)
    elif kind == b'IDAT': idat += chunk
    elif kind == b'IEND': break
    pos += 12 + length
width, height, depth, colour, _, _, interlace = ihdr
assert depth == 8 and colour in (2, 6) and interlace == 0, 'unsupported PNG'
channels = 4 if colour == 6 else 3
stride = width * channels
raw = zlib.decompress(idat)
rows, previous = [], bytearray(stride)
for y in range(height):
    kind = raw[y * (stride + 1)]
    line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = line[i - channels] if i >= channels else 0
        b = previous[i]
        c = previous[i - channels] if i >= channels else 0
        if kind == 1: line[i] = (line[i] + a) & 255
        elif kind == 2: line[i] = (line[i] + b) & 255
        elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif kind == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(line)
    previous = line
pixels = []
for point in sys.argv[2:]:
    x, y = map(int, point.split(','))
    px = list(rows[y][x * channels:(x + 1) * channels])
    pixels.append(px if channels == 4 else px + [255])
print(json.dumps({'width': width, 'height': height, 'pixels': pixels}))
"""#
}
