/// The views of a raw view tree (objects reachable from the root through `subviews` and
/// `arrangedSubviews`), counted, and the first one (in document order) deeper than a limit.
///
/// A walk with an explicit stack, one entry per level down to the limit, so neither a deep
/// document nor a high limit uses the thread's stack.
struct ViewWalk {
    /// How many views were walked: all of them, unless one was too deep.
    private(set) var count = 0
    /// The JSON Pointer of the first view deeper than the limit, if any.
    private(set) var tooDeep: String?

    /// No views walked.
    init() {}

    /// Walks the views under `root`, the root being at depth 1; stops at the first one deeper than `maxDepth`.
    /// - Complexity: O(the views' members), and O(`maxDepth`) memory.
    init(_ root: JSONNode, _ reader: JSONReader, maxDepth: Int) {
        guard reader.kind(root) == .object else { return }
        count = 1
        guard maxDepth >= 1 else {
            tooDeep = "/root"
            return
        }
        var stack = [Level(view: root, reader)]
        while !stack.isEmpty {
            let top = stack.count - 1
            if stack[top].elements > 0 {
                let element = stack[top].nextElement
                stack[top].nextElement = reader.next(element)
                stack[top].elements -= 1
                stack[top].index += 1
                guard reader.kind(element) == .object else { continue }
                count += 1
                // The element is at depth stack.count + 1.
                guard stack.count < maxDepth else {
                    tooDeep = stack.reduce("/root") { JSONPointer.appending(JSONPointer.appending($0, $1.list), $1.index) }
                    return
                }
                stack.append(Level(view: element, reader))
            } else if stack[top].members > 0 {
                let key = stack[top].nextMember, value = JSONNode(index: key.index + 1)
                stack[top].nextMember = reader.next(value)
                stack[top].members -= 1
                // Only arrays can hold views; checking that first skips most keys unread.
                guard reader.kind(value) == .array else { continue }
                let name = JSONKey(bytes: reader.bytes(key))
                if name.equals("subviews") || name.equals("arrangedSubviews") {
                    stack[top].list = name.string
                    stack[top].nextElement = JSONNode(index: value.index + 1)
                    stack[top].elements = reader.count(value)
                    stack[top].index = -1
                }
            } else {
                stack.removeLast()
            }
        }
    }

    /// A view being walked: its members left, and the list of subviews being walked in it.
    private struct Level {
        var nextMember: JSONNode
        var members: Int
        var list = ""
        var nextElement = JSONNode(index: 0)
        var elements = 0
        /// The position in `list` of the element last taken.
        var index = -1

        init(view: JSONNode, _ reader: JSONReader) {
            nextMember = JSONNode(index: view.index + 1)
            members = reader.count(view)
        }
    }
}
