#!/usr/bin/env python3
"""Interface Builder (.xib / .storyboard) to layout document, for the regression fixtures.

Turns one view hierarchy of an Interface Builder file into a layout document
(docs/LAYOUT-DOCUMENT.md) plus the frames Xcode stored for it, in absolute coordinates,
as one fixture of Tests/LayoutEngineTests/Fixtures/InterfaceBuilder/.

    ib-to-layout.py FILE --scan [--allow-measured]
        lists the views of FILE that can root a fixture (hierarchies with a stack view whose
        layout depends on nothing outside them but their own size), and why the others cannot.
    ib-to-layout.py FILE --view IBID --repo OWNER/NAME --path PATH --commit SHA \
            --licence MIT [--name NAME] [--safe-area top,left,bottom,right] [--allow-measured] \
            [--note TEXT] [--known-difference TEXT] > fixture.json
        converts the hierarchy rooted at the view IBID.

The mapping is deliberately narrow: whatever the contract cannot express, or whatever Xcode
laid out from data the file does not hold (text measured by Xcode, controls' built-in sizes,
autoresizing masks, placeholder constraints, misplaced or ambiguous frames), makes the
hierarchy ineligible, with the reason given. Size-class variations are resolved for the
device the file was saved with. With --allow-measured, labels and controls Xcode measured are
admitted without an intrinsic size and listed under `measured`: the fixture then holds only if
none of them moves a frame, which the test checks. Python 3 standard library only.
"""

import argparse
import json
import re
import sys
import xml.etree.ElementTree as ET

# Elements that are views, and what they become.
PLAIN = {"view", "containerView", "tableViewCellContentView", "collectionViewCellContentView"}
VIEW_TAGS = PLAIN | {"stackView", "imageView", "scrollView"}
# Views whose size Xcode measures from content the file does not hold (text, built-in control
# metrics). One may still appear when its own required constant width and height fix it.
MEASURED = {"label", "button", "textField", "textView", "segmentedControl", "slider",
            "progressView", "activityIndicatorView", "pageControl", "stepper", "datePicker",
            "pickerView", "searchBar", "navigationBar", "toolbar", "tabBar"}
# Views whose subviews something other than Auto Layout places, or that are not plain views.
REJECTED = {"switch",  # UISwitch keeps its own size whatever its constraints say
            "tableView", "collectionView", "visualEffectView", "mapView", "wkWebView", "webView",
            "sceneKitView", "arscnView", "arskView", "glkView", "mtkView", "spriteKitView",
            "tableViewCell", "collectionViewCell", "collectionReusableView"}

# Child elements of a view that carry nothing for layout (looks, behaviour, connections).
INERT_CHILDREN = {"color", "fontDescription", "nil", "state", "connections", "userDefinedRuntimeAttributes",
                  "accessibility", "autoresizingMask", "gestureRecognizers", "point", "inset",
                  "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "simulatedStatusBarMetrics",
                  "simulatedOrientationMetrics", "simulatedScreenMetrics", "size", "integer", "real",
                  "string", "bool", "imageReference", "preferredSymbolConfiguration", "textInputTraits",
                  "buttonConfiguration", "attributedString", "offsetWrapper", "edgeInsets",
                  "directionalEdgeInsets", "rect", "subviews", "constraints", "viewLayoutGuide",
                  "layoutGuides", "userDefinedRuntimeAttribute", "backgroundConfiguration", "date",
                  "locale", "mutableArray", "segments", "dataDetectorType", "pointerStyle"}

ATTRIBUTES = {
    "left", "right", "leading", "trailing", "top", "bottom", "width", "height", "centerX", "centerY",
    "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "leadingMargin", "trailingMargin",
    "topMargin", "bottomMargin", "centerXWithinMargins", "centerYWithinMargins",
}
RELATIONS = {None: "==", "greaterThanOrEqual": ">=", "lessThanOrEqual": "<="}
MARGIN_ATTRIBUTES = {"leftMargin", "rightMargin", "leadingMargin", "trailingMargin", "topMargin",
                     "bottomMargin", "centerXWithinMargins", "centerYWithinMargins"}
ID_PATTERN = re.compile(r"^[A-Za-z_][A-Za-z0-9_-]*$")

# The safe area Xcode simulates for a view controller's full-screen view, by the portrait size of
# the device's screen: (top, bottom) in portrait. In landscape the top inset moves to both sides
# and the home indicator leaves 21 at the bottom; screens without a notch have no side insets and
# no status bar in landscape. Only scenes with no simulated navigation, tab or tool bar use it.
SAFE_AREAS = {
    (320, 568): (20, 0), (375, 667): (20, 0), (414, 736): (20, 0),
    (375, 812): (44, 34), (414, 896): (44, 34), (360, 780): (50, 34), (390, 844): (47, 34),
    (428, 926): (47, 34), (393, 852): (59, 34), (430, 932): (59, 34),
}
# iPhones whose landscape width is regular (the Plus and Max sizes).
REGULAR_LANDSCAPE = {(414, 736), (414, 896), (428, 926), (430, 932)}


class Ineligible(Exception):
    """The hierarchy uses something the contract cannot express, or Xcode laid it out from data
    the file does not hold."""


def number(text):
    value = float(text)
    return int(value) if value == int(value) else value


def doc_id(ib_id):
    """IB ids may start with a digit; the contract's may not."""
    return ib_id if ID_PATTERN.match(ib_id) else "_" + re.sub(r"[^A-Za-z0-9_-]", "_", ib_id)


class Source:
    """One parsed file: its elements by id, each element's parent, its image sizes."""

    def __init__(self, path):
        self.tree = ET.parse(path)
        self.root = self.tree.getroot()
        self.parent = {child: parent for parent in self.root.iter() for child in parent}
        self.by_id = {element.get("id"): element for element in self.root.iter() if element.get("id")}
        self.images = {}
        for image in self.root.iter("image"):
            if image.get("name") and image.get("width") and self.parent.get(image) is not None \
                    and self.parent[image].tag == "resources":
                self.images[image.get("name")] = image
        self.device = self.root.find("device")

    def traits(self):
        """The device's size classes, {"widthClass": ..., "heightClass": ...}, or None if unknown."""
        if self.device is None:
            return None
        device_id = self.device.get("id", "")
        landscape = self.device.get("orientation") == "landscape"
        if device_id.startswith("ipad"):
            return {"widthClass": "regular", "heightClass": "regular"}
        if not device_id.startswith("retina"):
            return None
        if not landscape:
            return {"widthClass": "compact", "heightClass": "regular"}
        return None  # landscape: depends on the screen size, see Converter.traits

    def scene_of(self, element):
        node = element
        while node is not None and node.tag != "scene":
            node = self.parent.get(node)
        return node

    def is_view(self, element):
        return element.tag in VIEW_TAGS or element.tag in MEASURED or element.tag in REJECTED

    def subviews(self, element):
        container = element.find("subviews")
        return [child for child in container if self.is_view(child)] if container is not None else []

    def descendants(self, element):
        """The element and every view below it, depth first in document order."""
        out = [element]
        for child in self.subviews(element):
            out.extend(self.descendants(child))
        return out

    def guides(self, element):
        """Layout guides owned by a view: {guide id: key}."""
        found = {}
        for guide in element.findall("viewLayoutGuide"):
            found[guide.get("id")] = guide.get("key")
        guides = element.find("layoutGuides")
        if guides is not None:
            for guide in guides:
                found[guide.get("id")] = guide.get("key") or "layoutGuide"
        return found

    def constraints_of(self, element):
        container = element.find("constraints")
        return list(container.findall("constraint")) if container is not None else []

    def view_parent(self, element):
        """The view a view is a subview of (skipping the <subviews> element), or None."""
        container = self.parent.get(element)
        if container is None or container.tag != "subviews":
            return None
        return self.parent.get(container)

    def frame(self, element):
        rect = element.find("rect[@key='frame']")
        if rect is None:
            raise Ineligible(f"{element.get('id')}: no stored frame")
        return [float(rect.get(k, "0")) for k in ("x", "y", "width", "height")]


def required_size(source, element):
    """(width, height) when the view's own required constant constraints fix both, else None."""
    fixed = {}
    for c in source.constraints_of(element):
        first = c.get("firstItem", element.get("id"))
        if first == element.get("id") and c.get("secondItem") is None and c.get("relation") is None \
                and float(c.get("priority", "1000")) == 1000 and c.get("firstAttribute") in ("width", "height") \
                and c.get("placeholder") != "YES":
            fixed[c.get("firstAttribute")] = number(c.get("constant", "0"))
    return (fixed["width"], fixed["height"]) if len(fixed) == 2 else None


class Converter:
    def __init__(self, path, root_id, safe_area=None, allow_measured=False):
        self.source = source = Source(path)
        self.allow_measured = allow_measured
        self.measured = []
        self.root = source.by_id.get(root_id)
        if self.root is None or not source.is_view(self.root):
            raise Ineligible(f"{root_id}: no such view")
        self.safe_area = safe_area
        self.notes = []
        self.views = source.descendants(self.root)
        self.view_ids = {v.get("id") for v in self.views}
        # Every guide owned by a view of the hierarchy: guide id -> (owner view, key).
        self.guide_owner = {}
        for view in self.views:
            for guide_id, key in source.guides(view).items():
                self.guide_owner[guide_id] = (view, key)
        self.margins_used = set()
        self.safe_area_used = set()

    # -- size classes ---------------------------------------------------------------------------

    def traits(self):
        traits = self.source.traits()
        if traits is None and self.source.device is not None and \
                self.source.device.get("orientation") == "landscape":
            size = self.screen_size()
            if size is not None:
                wide = (size[1], size[0]) in REGULAR_LANDSCAPE
                traits = {"widthClass": "regular" if wide else "compact", "heightClass": "compact"}
        return traits

    def screen_size(self):
        """The portrait size of the screen the scene is simulated on, from the root's frame."""
        if not self.is_controller_view():
            return None
        _, _, width, height = self.source.frame(self.root)
        portrait = (min(width, height), max(width, height))
        return portrait if portrait in SAFE_AREAS else None

    def is_controller_view(self):
        parent = self.source.parent.get(self.root)
        return self.root.get("key") == "view" and parent is not None and parent.tag.endswith("ontroller")

    def device_safe_area(self):
        """The safe area Xcode simulates for the root, from SAFE_AREAS; Ineligible where unknown."""
        size = self.screen_size()
        if size is None:
            raise Ineligible("the root's safe area is used, and it is not a full-screen view controller's view")
        scene = self.source.scene_of(self.root)
        for tag in ("navigationItem", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
                    "simulatedToolbarMetrics", "tabBarItem"):
            if scene is not None and scene.find(f".//{tag}") is not None:
                raise Ineligible(f"the root's safe area is used, and the scene simulates a bar ({tag})")
        top, bottom = SAFE_AREAS[size]
        _, _, width, height = self.source.frame(self.root)
        landscape = self.source.device is not None and self.source.device.get("orientation") == "landscape"
        if landscape != (width > height):
            raise Ineligible("the root's frame does not match the device's orientation")
        if not landscape:
            insets = {"top": top, "bottom": bottom}
        elif bottom:  # a notched screen in landscape: the notch's inset on both sides
            insets = {"left": top, "right": top, "bottom": 21}
        else:
            insets = {}
        self.notes.append(f"safe area {insets} is the one Xcode simulates for a {size[0]}x{size[1]} "
                          f"screen ({self.source.device.get('id')}, {self.source.device.get('orientation')})")
        return {k: v for k, v in insets.items() if v}

    def variations(self, element):
        """The element's variations that hold on the device, least specific first."""
        traits = self.traits()
        chosen = []
        for variation in element.findall("variation"):
            key = variation.get("key")
            if key == "default":
                chosen.append((0, variation))
                continue
            if traits is None:
                raise Ineligible(f"{element.get('id')}: size-class variations on an unknown device")
            conditions = dict(part.split("=") for part in key.split("-"))
            if any(name not in ("widthClass", "heightClass") for name in conditions):
                raise Ineligible(f"{element.get('id')}: variation {key}")
            if all(traits[name] == value for name, value in conditions.items()):
                chosen.append((len(conditions), variation))
        chosen.sort(key=lambda pair: pair[0])
        return [variation for _, variation in chosen]

    def resolve_variations(self):
        """Applies the variations in force on the device: attribute overrides and installed
        constraints. Records the constraints not installed in self.uninstalled."""
        self.uninstalled = set()
        for element in self.views:
            for variation in self.variations(element):
                for child in variation:
                    if child.tag != "mask" or child.get("key") != "constraints":
                        raise Ineligible(f"{element.get('id')}: variation with <{child.tag} key={child.get('key')}>")
                    for entry in child:
                        if entry.tag == "include":
                            self.uninstalled.discard(entry.get("reference"))
                        elif entry.tag == "exclude":
                            self.uninstalled.add(entry.get("reference"))
                for name, value in variation.attrib.items():
                    if name != "key":
                        element.set(name, value)
                if "spacing" in variation.attrib:  # a variation's spacing replaces "standard"
                    element.attrib.pop("spacingType", None)
            for variation in element.findall("variation"):
                element.remove(variation)
        # This converter's copy of the file: constraints not installed on the device go.
        for element in self.views:
            container = element.find("constraints")
            for constraint in list(container) if container is not None else []:
                if constraint.get("id") in self.uninstalled:
                    container.remove(constraint)

    # -- checks -------------------------------------------------------------------------------

    def check(self):
        self.resolve_variations()
        for view in self.views:
            vid = view.get("id")
            if view.tag in REJECTED:
                raise Ineligible(f"{vid}: a {view.tag} (not laid out by Auto Layout alone)")
            if view.get("misplaced") == "YES" or view.get("ambiguous") == "YES":
                raise Ineligible(f"{vid}: Xcode marked its frame misplaced or ambiguous")
            if view.tag in MEASURED and required_size(self.source, view) is None:
                if not self.allow_measured:
                    raise Ineligible(f"{vid}: a {view.tag} whose size Xcode measured (not stored in the file)")
                self.measured.append(doc_id(vid))
            if view.tag in MEASURED and self.source.subviews(view):
                raise Ineligible(f"{vid}: a {view.tag} with subviews")
            if view is not self.root and view.get("translatesAutoresizingMaskIntoConstraints") != "NO":
                parent = self.source.view_parent(view)
                if parent is None or parent.tag != "stackView":
                    raise Ineligible(f"{vid}: placed by its autoresizing mask")
            if view.tag == "imageView":
                image = view.get("image")
                if image and view.get("placeholderIntrinsicWidth") is None:
                    resource = self.source.images.get(image)
                    if resource is None or resource.get("catalog") == "system":
                        raise Ineligible(f"{vid}: image {image!r} has no stored size (or is a system symbol)")
            for child in view:
                if child.tag not in INERT_CHILDREN and not self.source.is_view(child) \
                        and child.tag not in ("subviews",):
                    raise Ineligible(f"{vid}: <{child.tag}> is not mapped")
            for c in self.source.constraints_of(view):
                if c.get("placeholder") == "YES":
                    raise Ineligible(f"{c.get('id')}: a placeholder constraint (Xcode used it, the app does not)")
            if view.get("layoutMarginsFollowReadableWidth") == "YES":
                raise Ineligible(f"{vid}: readable-width margins depend on the text size")
        # A constraint owned outside the hierarchy may touch only its root (the root's frame is fixed).
        for element in self.source.root.iter("constraint"):
            owner = self.source.parent[self.source.parent[element]]
            items = self.items(element, owner)
            inside = [i for i in items if i in self.view_ids or i in self.guide_owner]
            if inside and len(inside) < len(items) and set(inside) != {self.root.get("id")}:
                raise Ineligible(f"{element.get('id')}: joins the hierarchy to a view outside it")
            if owner.get("id") not in self.view_ids and inside and set(inside) != {self.root.get("id")}:
                raise Ineligible(f"{element.get('id')}: installed outside the hierarchy")
        if not any(v.tag == "stackView" for v in self.views):
            raise Ineligible("no stack view")
        if len(self.views) < 3:
            raise Ineligible("fewer than three views")

    def items(self, constraint, owner):
        first = constraint.get("firstItem", owner.get("id"))
        second = constraint.get("secondItem")
        return [first] + ([second] if second is not None else [])

    # -- conversion ---------------------------------------------------------------------------

    def item(self, ib_id, attribute):
        """The contract's item for an IB item id (a view or a guide)."""
        if ib_id in self.view_ids:
            if attribute in MARGIN_ATTRIBUTES:
                self.margins_used.add(ib_id)
            return doc_id(ib_id)
        owner, key = self.guide_owner[ib_id]
        oid = owner.get("id")
        if key == "safeArea":
            self.safe_area_used.add(oid)
            return f"{doc_id(oid)}.safeAreaLayoutGuide"
        if key in ("contentLayoutGuide", "frameLayoutGuide"):
            return f"{doc_id(oid)}.{key}"
        raise Ineligible(f"{ib_id}: a layout guide ({key}) the contract has no name for")

    def constraint(self, c, owner):
        first_attr = c.get("firstAttribute")
        second_attr = c.get("secondAttribute")
        for attr in (first_attr, second_attr):
            if attr is not None and attr not in ATTRIBUTES and attr != "baseline":
                raise Ineligible(f"{c.get('id')}: attribute {attr}")
        first_attr = "lastBaseline" if first_attr == "baseline" else first_attr
        second_attr = "lastBaseline" if second_attr == "baseline" else second_attr
        if c.get("relation") not in RELATIONS:
            raise Ineligible(f"{c.get('id')}: relation {c.get('relation')}")
        out = {"id": doc_id(c.get("id")),
               "firstItem": self.item(c.get("firstItem", owner.get("id")), first_attr),
               "firstAttribute": first_attr, "relation": RELATIONS[c.get("relation")]}
        if c.get("secondItem") is not None:
            out["secondItem"] = self.item(c.get("secondItem"), second_attr)
            out["secondAttribute"] = second_attr
        multiplier = c.get("multiplier")
        if multiplier is not None:
            if ":" in multiplier:  # IB's ratio form, "16:9"
                numerator, denominator = multiplier.split(":")
                out["multiplier"] = float(numerator) / float(denominator)
            else:
                out["multiplier"] = number(multiplier)
        if c.get("constant") is not None:
            out["constant"] = number(c.get("constant"))
        if c.get("priority") is not None:
            out["priority"] = number(c.get("priority"))
        if c.get("symbolic") == "YES" and c.get("constant") is None:
            raise Ineligible(f"{c.get('id')}: a standard-spacing constraint with no stored constant")
        return out

    def margins(self, view):
        directional = view.find("directionalEdgeInsets[@key='directionalLayoutMargins']")
        if directional is not None:
            return {k: number(directional.get(k, "0")) for k in ("top", "leading", "bottom", "trailing")}
        plain = view.find("edgeInsets[@key='layoutMargins']")
        if plain is not None:  # left-to-right documents only: left is leading
            return {"top": number(plain.get("top", "0")), "leading": number(plain.get("left", "0")),
                    "bottom": number(plain.get("bottom", "0")), "trailing": number(plain.get("right", "0"))}
        return None

    def view(self, element, is_root=False):
        vid = element.get("id")
        out = {"id": doc_id(vid)}
        if element.tag == "stackView":
            out["type"] = "stack"
            out["axis"] = element.get("axis", "horizontal")
            for key, default in (("distribution", "fill"), ("alignment", "fill")):
                if element.get(key, default) != default:
                    out[key] = element.get(key)
            if element.get("spacingType") == "standard":
                out["spacing"] = "system"
            elif element.get("spacing") is not None:
                out["spacing"] = number(element.get("spacing"))
            if element.get("baselineRelativeArrangement") == "YES":
                out["baselineRelativeArrangement"] = True
            if element.get("layoutMarginsRelativeArrangement") == "YES":
                out["layoutMarginsRelativeArrangement"] = True
                self.margins_used.add(vid)
            if element.find("customSpacing") is not None:
                raise Ineligible(f"{vid}: custom spacing is not mapped")
        elif element.tag == "scrollView":
            out["type"] = "scroll"
        if is_root:
            _, _, width, height = self.source.frame(element)
            out["width"], out["height"] = number(width), number(height)
        if element.get("hidden") == "YES":
            out["hidden"] = True
        intrinsic = {}
        for axis, key in (("width", "placeholderIntrinsicWidth"), ("height", "placeholderIntrinsicHeight")):
            value = element.get(key)
            if value is not None and value != "infinite":
                intrinsic[axis] = number(value)
        size = element.find("size[@key='intrinsicContentSize']")
        if size is not None:
            intrinsic = {"width": number(size.get("width")), "height": number(size.get("height"))}
        if element.tag == "imageView" and element.get("image") and not intrinsic \
                and element.get("placeholderIntrinsicWidth") is None:
            resource = self.source.images[element.get("image")]
            intrinsic = {"width": number(resource.get("width")), "height": number(resource.get("height"))}
        if intrinsic:
            out["intrinsicContentSize"] = intrinsic
        elif element.tag == "imageView" and not element.get("image"):
            self.notes.append(f"{vid} is an image view with no image: no intrinsic size")
        if element.tag in MEASURED and doc_id(vid) in self.measured:
            self.notes.append(f"{vid} is a {element.tag} Xcode measured from its text: it has no intrinsic "
                              f"size here, and the fixture holds only if no frame depends on it (see measured)")
        elif element.tag in MEASURED:
            self.notes.append(f"{vid} is a {element.tag} fixed by its own required width and height "
                              f"constraints {required_size(self.source, element)}: its text cannot move it, "
                              f"so it is a plain view here")
        hugging = {axis: number(element.get(f"{axis}HuggingPriority"))
                   for axis in ("horizontal", "vertical") if element.get(f"{axis}HuggingPriority")}
        if hugging:
            out["contentHugging"] = hugging
        resistance = {axis: number(element.get(f"{axis}CompressionResistancePriority"))
                      for axis in ("horizontal", "vertical")
                      if element.get(f"{axis}CompressionResistancePriority")}
        if resistance:
            out["compressionResistance"] = resistance
        if (margins := self.margins(element)) is not None:
            out["layoutMargins"] = margins
        if element.get("preservesSuperviewLayoutMargins") == "YES":
            out["preservesSuperviewLayoutMargins"] = True
        if element.get("insetsLayoutMarginsFromSafeArea") == "NO":
            out["insetsLayoutMarginsFromSafeArea"] = False
        children = [self.view(child) for child in self.source.subviews(element)]
        if children:
            out["arrangedSubviews" if element.tag == "stackView" else "subviews"] = children
        return out

    def convert(self):
        self.check()
        root_view = self.view(self.root, is_root=True)
        constraints = []
        for owner in self.views:
            for c in self.source.constraints_of(owner):
                items = self.items(c, owner)
                if all(i in self.view_ids or i in self.guide_owner for i in items):
                    constraints.append(self.constraint(c, owner))
        # The root's own constraints to views outside it only placed it: its frame fixes it here.
        if self.safe_area is None and self.root.get("id") in self.safe_area_used:
            self.safe_area = self.device_safe_area()
        if self.safe_area:
            root_view["safeAreaInsets"] = self.safe_area
        # Xcode lays a xib's top-level view out as the view of its owner, a view controller: with the
        # system minimum margins.
        top_level = self.source.parent.get(self.root) is not None and \
            self.source.parent[self.root].tag == "objects" and self.source.root.get("type", "").endswith(".XIB")
        preserving = any(v.get("preservesSuperviewLayoutMargins") == "YES"
                         for v in self.source.subviews(self.root))
        if (self.is_controller_view() or top_level) and (self.root.get("id") in self.margins_used or preserving):
            root_view["viewController"] = True
            if top_level:
                self.notes.append("the root is a xib's top-level view, which Xcode lays out as its owner's "
                                  "view controller view: viewController, for the system minimum margins")
        elif self.is_controller_view() or top_level:
            self.notes.append("the root is a view controller's (or a xib's top-level) view; nothing uses "
                              "its margins, so viewController is left out")
        for v in self.views:
            if v.get("id") in self.margins_used and self.margins(v) is None \
                    and v.tag in ("tableViewCellContentView", "collectionViewCellContentView"):
                raise Ineligible(f"{v.get('id')}: a cell's content view margins (UIKit's default is not stored)")
        document = {"root": root_view, "constraints": constraints, "options": {"frames": "absolute"}}
        return document, self.expected()

    def expected(self):
        frames = {}

        def walk(element, origin):
            x, y, width, height = self.source.frame(element)
            if element is self.root:
                x, y = 0.0, 0.0
            absolute = (origin[0] + x, origin[1] + y)
            frames[doc_id(element.get("id"))] = {"x": absolute[0], "y": absolute[1],
                                                 "width": width, "height": height}
            for child in self.source.subviews(element):
                walk(child, absolute)

        walk(self.root, (0.0, 0.0))
        return frames


def scan(path, allow_measured):
    """Every view that can root a fixture, with its view count, requirements and measured views,
    and the reason each view with a stack below it cannot."""
    found = []
    source = Source(path)
    for element in source.root.iter():
        if element.tag not in VIEW_TAGS:
            continue
        if element.get("id") is None:
            continue
        try:
            converter = Converter(path, element.get("id"), allow_measured=allow_measured)
            _, expected = converter.convert()
        except (Ineligible, KeyError) as reason:
            if any(v.tag == "stackView" for v in source.descendants(element)):
                found.append((element.get("id"), None, str(reason)))
            continue
        found.append((element.get("id"), len(expected),
                      f"measured={len(converter.measured)}"))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file")
    parser.add_argument("--scan", action="store_true")
    parser.add_argument("--view")
    parser.add_argument("--repo")
    parser.add_argument("--path")
    parser.add_argument("--commit")
    parser.add_argument("--licence")
    parser.add_argument("--name")
    parser.add_argument("--safe-area", help="the root's safe area: top,left,bottom,right")
    parser.add_argument("--note", action="append", default=[])
    parser.add_argument("--known-difference",
                        help="why the engine's frames differ from Xcode's (an analysis, kept in the fixture)")
    parser.add_argument("--allow-measured", action="store_true",
                        help="admit labels and controls Xcode measured, without an intrinsic size, "
                             "listed under measured: the fixture then holds only if no frame depends on them")
    args = parser.parse_args()
    if args.scan:
        for view_id, count, detail in scan(args.file, args.allow_measured):
            status = f"OK {count} views {detail}" if count else f"no: {detail}"
            print(f"{view_id}\t{status}")
        return 0
    safe_area = None
    if args.safe_area:
        top, left, bottom, right = (number(v) for v in args.safe_area.split(","))
        safe_area = {k: v for k, v in (("top", top), ("left", left), ("bottom", bottom), ("right", right)) if v}
    try:
        converter = Converter(args.file, args.view, safe_area, args.allow_measured)
        document, expected = converter.convert()
    except Ineligible as reason:
        print(f"ineligible: {reason}", file=sys.stderr)
        return 1
    device = converter.source.device
    fixture = {
        "name": args.name or args.view,
        "source": {
            "repo": args.repo, "path": args.path, "commit": args.commit, "view": args.view,
            "url": f"https://github.com/{args.repo}/blob/{args.commit}/{args.path}",
            "licence": args.licence,
            "device": device.attrib if device is not None else None,
        },
        "measured": converter.measured,
        "notes": converter.notes + args.note,
        **({"knownDifference": args.known_difference} if args.known_difference else {}),
        "document": document,
        "expected": expected,
    }
    json.dump(fixture, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
