/// Layout documents whose frames the tests derive by hand.
public enum Documents {
    /// A `width` x 100 canvas with one 40 x 20 (intrinsic) box centred in it.
    ///
    /// The box's hugging (250) and compression resistance (750) hold it at its intrinsic 40 x 20,
    /// nothing else sizes it; centred, x = (width - 40) / 2 and y = (100 - 20) / 2 = 40.
    public static func centredBox(canvasWidth: Int = 320) -> String {
        """
        {"root": {"id": "screen", "width": \(canvasWidth), "height": 100,
                  "subviews": [{"id": "box", "intrinsicContentSize": {"width": 40, "height": 20}}]},
         "constraints": ["box.centerX == screen.centerX", "box.centerY == screen.centerY"]}
        """
    }

    public static func centredBoxFrame(canvasWidth: Int) -> [String: Double] {
        ["x": Double(canvasWidth - 40) / 2, "y": 40, "width": 40, "height": 20]
    }
}
