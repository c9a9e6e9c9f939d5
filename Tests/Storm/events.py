"""The storm's events: a seeded generator, their one-line text form, and how each is sent as real input.

One event is one line of the log:

    <index> +<delay ms> <verb> <arguments…>

    12 +3 click 1 512 300          move to (512, 300), press and release button 1
    13 +0 double 1 80 140          two clicks 40 ms apart
    14 +8 hold 1 300 420 250       press, hold 250 ms, release
    15 +2 drag 1 300 420 520 430 6 press, 6 motion steps to (520, 430), release
    16 +1 wheel 5 400 500 3        3 clicks of wheel button 5 (4 up, 5 down, 6 left, 7 right)
    17 +0 key ctrl+2               press Control, 2; release in reverse order
    18 +5 move 700 90

Coordinates are relative to the viewer window's top-left corner when the event is sent (the window
can move: a drag on the header bar moves it even without a window manager). The delay is the pause
after the event. Lines starting with '#' are comments; `start DEMO TAB` and `check` lines are the
runner's own (a viewer start and a liveness check).
"""

import random
import time

#: Keys a person uses to move around and operate controls.
NAVIGATION_KEYS = [
    "Up", "Down", "Left", "Right", "Tab", "shift+Tab", "space", "Return", "Escape", "Home", "End",
    "Page_Up", "Page_Down", "BackSpace", "Delete", "Menu", "shift+F10", "F10", "a", "x", "1", "period",
]

#: The viewer's own shortcuts (its shortcuts window lists them), except Ctrl+W and Ctrl+Q, which close it.
VIEWER_SHORTCUTS = [
    "ctrl+1", "ctrl+2", "ctrl+3", "ctrl+4", "ctrl+equal", "ctrl+plus", "ctrl+minus", "ctrl+0", "ctrl+d", "ctrl+r",
    "ctrl+b", "ctrl+shift+c", "ctrl+l", "alt+Up", "alt+Down", "F1", "ctrl+question", "ctrl+e", "ctrl+s", "ctrl+o",
    "ctrl+alt+equal", "ctrl+alt+minus", "ctrl+alt+0", "ctrl+9",
]

#: How often each kind of event is chosen (relative weights).
WEIGHTS = {
    "move": 18, "click": 22, "double": 5, "hold": 3, "right": 3, "middle": 1, "drag": 8, "wheel": 10,
    "key": 18, "shortcut": 10, "burst": 3,
}

MODIFIERS = {"ctrl": "Control_L", "shift": "Shift_L", "alt": "Alt_L"}
#: Keys typed with Shift on a US keyboard.
SHIFTED = {"question": "slash", "plus": "equal"}


class Generator:
    """Random events from a seed: the same seed and window size give the same events."""

    def __init__(self, seed, weights=None, shortcuts=None):
        self.random = random.Random(seed)
        self.weights = dict(WEIGHTS, **(weights or {}))
        self.shortcuts = shortcuts or VIEWER_SHORTCUTS

    def delay(self):
        # Mostly back to back (bursts find races), sometimes a pause long enough for a frame or two.
        return self.random.choice([0, 0, 0, 1, 1, 2, 3, 5, 8, 12, 20, 35, 60])

    def point(self, size, screen, origin):
        width, height = size
        if self.random.random() < 0.04:
            # Anywhere on the screen: popovers, menus and dialogs can lie outside the window.
            return (self.random.randrange(screen[0]) - origin[0], self.random.randrange(screen[1]) - origin[1])
        return (self.random.randrange(max(1, width)), self.random.randrange(max(1, height)))

    def event(self, size, screen, origin):
        """One event as (verb, arguments) for a window of `size` at `origin` on a screen of `screen`."""
        kinds = list(self.weights)
        kind = self.random.choices(kinds, weights=[self.weights[k] for k in kinds])[0]
        x, y = self.point(size, screen, origin)
        if kind == "move":
            return ("move", [x, y])
        if kind == "click":
            return ("click", [1, x, y])
        if kind == "double":
            return ("double", [1, x, y])
        if kind == "hold":
            return ("hold", [1, x, y, self.random.choice([60, 150, 250, 400])])
        if kind == "right":
            return ("click", [3, x, y])
        if kind == "middle":
            return ("click", [2, x, y])
        if kind == "drag":
            button = 1 if self.random.random() < 0.9 else 3
            if self.random.random() < 0.5:
                # Mostly horizontal, like a swipe on a row or a slider drag.
                dx, dy = self.random.randint(-260, 260), self.random.randint(-12, 12)
            else:
                dx, dy = self.random.randint(-400, 400), self.random.randint(-300, 300)
            return ("drag", [button, x, y, x + dx, y + dy, self.random.randint(2, 12)])
        if kind == "wheel":
            button = self.random.choices([4, 5, 6, 7], weights=[4, 4, 1, 1])[0]
            return ("wheel", [button, x, y, self.random.randint(1, 6)])
        if kind == "key":
            return ("key", [self.random.choice(NAVIGATION_KEYS)])
        if kind == "shortcut":
            return ("key", [self.random.choice(self.shortcuts)])
        # A burst: a click and a shortcut and keys with no pause, the input that finds races.
        return ("burst", [1, x, y, self.random.choice(self.shortcuts), self.random.choice(NAVIGATION_KEYS)])


def format_event(index, delay, verb, arguments):
    return " ".join([str(index), f"+{delay}", verb] + [str(a) for a in arguments])


def parse_event(line):
    """(index, delay, verb, arguments) from a log line, or None for other lines."""
    parts = line.split()
    if len(parts) < 3 or not parts[0].isdigit() or not parts[1].startswith("+"):
        return None
    arguments = [int(a) if a.lstrip("-").isdigit() else a for a in parts[3:]]
    return (int(parts[0]), int(parts[1][1:]), parts[2], arguments)


class Sender:
    """Sends events as real input through an `XDisplay`, relative to a window origin."""

    def __init__(self, display):
        self.display = display

    def keys(self, combo):
        combo = str(combo)
        names = combo.split("+") if combo != "plus" else ["plus"]
        *modifiers, key = names
        pressed = [MODIFIERS[m] for m in modifiers]
        if key in SHIFTED:
            if "Shift_L" not in pressed:
                pressed.append("Shift_L")
            key = SHIFTED[key]
        for name in pressed:
            self.display.key(name, True)
        self.display.key(key, True)
        self.display.key(key, False)
        for name in reversed(pressed):
            self.display.key(name, False)

    def send(self, verb, arguments, origin):
        d = self.display
        ox, oy = origin

        def at(x, y):
            d.move(ox + x, oy + y)

        if verb == "move":
            at(*arguments)
        elif verb in ("click", "double"):
            button, x, y = arguments
            at(x, y)
            for n in range(2 if verb == "double" else 1):
                if n:
                    time.sleep(0.04)
                d.button(button, True)
                d.button(button, False)
        elif verb == "hold":
            button, x, y, milliseconds = arguments
            at(x, y)
            d.button(button, True)
            time.sleep(milliseconds / 1000)
            d.button(button, False)
        elif verb == "drag":
            button, x1, y1, x2, y2, steps = arguments
            at(x1, y1)
            d.button(button, True)
            for step in range(1, steps + 1):
                time.sleep(0.008)
                at(x1 + (x2 - x1) * step // steps, y1 + (y2 - y1) * step // steps)
            d.button(button, False)
        elif verb == "wheel":
            button, x, y, count = arguments
            at(x, y)
            for _ in range(count):
                d.button(button, True)
                d.button(button, False)
        elif verb == "key":
            self.keys(arguments[0])
        elif verb == "burst":
            button, x, y, shortcut, key = arguments
            at(x, y)
            d.button(button, True)
            d.button(button, False)
            self.keys(shortcut)
            self.keys(key)
        else:
            raise ValueError(f"unknown event verb '{verb}'")
