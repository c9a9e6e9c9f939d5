"""Real X input and window queries through ctypes on libX11 and libXtst (no Python packages).

Pointer and key events go through the XTEST extension, so the X server delivers them exactly as it
delivers a person's: GTK sees ordinary device events with real timestamps, pointer crossing events,
implicit grabs and focus changes. Nothing here talks to GTK directly.
"""

import ctypes
import ctypes.util
import select
import time

Window = ctypes.c_ulong
Atom = ctypes.c_ulong

CLIENT_MESSAGE = 33
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
IS_VIEWABLE = 2


class XClientMessageEvent(ctypes.Structure):
    _fields_ = [
        ("type", ctypes.c_int),
        ("serial", ctypes.c_ulong),
        ("send_event", ctypes.c_int),
        ("display", ctypes.c_void_p),
        ("window", Window),
        ("message_type", Atom),
        ("format", ctypes.c_int),
        ("data", ctypes.c_long * 5),
    ]


class XEvent(ctypes.Union):
    _fields_ = [("type", ctypes.c_int), ("xclient", XClientMessageEvent), ("pad", ctypes.c_long * 24)]


class XWindowAttributes(ctypes.Structure):
    _fields_ = [
        ("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int), ("height", ctypes.c_int),
        ("border_width", ctypes.c_int), ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
        ("root", Window), ("class_", ctypes.c_int), ("bit_gravity", ctypes.c_int),
        ("win_gravity", ctypes.c_int), ("backing_store", ctypes.c_int), ("backing_planes", ctypes.c_ulong),
        ("backing_pixel", ctypes.c_ulong), ("save_under", ctypes.c_int), ("colormap", ctypes.c_ulong),
        ("map_installed", ctypes.c_int), ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
        ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
        ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p),
    ]


ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)


@ERROR_HANDLER
def _ignore_x_errors(_display, _event):
    # Windows come and go (popovers, dialogs) between listing and querying them: a BadWindow is normal.
    return 0


def _load(name, soname):
    path = ctypes.util.find_library(name) or soname
    try:
        return ctypes.CDLL(path)
    except OSError as error:
        raise SystemExit(f"storm: cannot load {soname} ({error}); install libx11-6 and libxtst6") from error


class XDisplay:
    """One connection to an X server: XTEST input, window lookup and _NET_WM_PING."""

    def __init__(self, name):
        self.x = _load("X11", "libX11.so.6")
        self.xtst = _load("Xtst", "libXtst.so.6")
        x = self.x
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = Window
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XInternAtom.restype = Atom
        x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x.XStringToKeysym.restype = ctypes.c_ulong
        x.XStringToKeysym.argtypes = [ctypes.c_char_p]
        x.XKeysymToKeycode.restype = ctypes.c_ubyte
        x.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        x.XQueryTree.argtypes = [ctypes.c_void_p, Window, ctypes.POINTER(Window), ctypes.POINTER(Window),
                                 ctypes.POINTER(ctypes.POINTER(Window)), ctypes.POINTER(ctypes.c_uint)]
        x.XGetWindowProperty.argtypes = [ctypes.c_void_p, Window, Atom, ctypes.c_long, ctypes.c_long, ctypes.c_int,
                                         Atom, ctypes.POINTER(Atom), ctypes.POINTER(ctypes.c_int),
                                         ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_ulong),
                                         ctypes.POINTER(ctypes.c_void_p)]
        x.XGetWindowAttributes.argtypes = [ctypes.c_void_p, Window, ctypes.POINTER(XWindowAttributes)]
        x.XTranslateCoordinates.argtypes = [ctypes.c_void_p, Window, Window, ctypes.c_int, ctypes.c_int,
                                            ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int),
                                            ctypes.POINTER(Window)]
        x.XFree.argtypes = [ctypes.c_void_p]
        x.XSendEvent.argtypes = [ctypes.c_void_p, Window, ctypes.c_int, ctypes.c_long, ctypes.POINTER(XEvent)]
        x.XSelectInput.argtypes = [ctypes.c_void_p, Window, ctypes.c_long]
        x.XPending.argtypes = [ctypes.c_void_p]
        x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.POINTER(XEvent)]
        x.XFlush.argtypes = [ctypes.c_void_p]
        x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x.XConnectionNumber.argtypes = [ctypes.c_void_p]
        x.XDisplayWidth.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x.XDisplayHeight.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x.XCloseDisplay.argtypes = [ctypes.c_void_p]
        x.XMoveWindow.argtypes = [ctypes.c_void_p, Window, ctypes.c_int, ctypes.c_int]
        x.XMapWindow.argtypes = [ctypes.c_void_p, Window]
        x.XSetErrorHandler(_ignore_x_errors)
        self.xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]

        self.display = x.XOpenDisplay(name.encode())
        if not self.display:
            raise SystemExit(f"storm: cannot open X display {name}")
        self.root = x.XDefaultRootWindow(self.display)
        self.screen_size = (x.XDisplayWidth(self.display, 0), x.XDisplayHeight(self.display, 0))
        self._atoms = {}
        self._keycodes = {}
        self._ping_serial = int(time.time()) & 0xFFFFFF
        # GDK answers _NET_WM_PING by sending the message back to the root window with
        # SubstructureNotifyMask, so this connection sees the answers.
        x.XSelectInput(self.display, self.root, SUBSTRUCTURE_NOTIFY_MASK)
        x.XSync(self.display, 0)

    def close(self):
        if self.display:
            self.x.XCloseDisplay(self.display)
            self.display = None

    def atom(self, name):
        if name not in self._atoms:
            self._atoms[name] = self.x.XInternAtom(self.display, name.encode(), 0)
        return self._atoms[name]

    # MARK: Input

    def move(self, x, y):
        self.xtst.XTestFakeMotionEvent(self.display, 0, int(x), int(y), 0)
        self.x.XFlush(self.display)

    def button(self, number, pressed):
        self.xtst.XTestFakeButtonEvent(self.display, number, 1 if pressed else 0, 0)
        self.x.XFlush(self.display)

    def keycode(self, keysym_name):
        if keysym_name not in self._keycodes:
            keysym = self.x.XStringToKeysym(keysym_name.encode())
            code = self.x.XKeysymToKeycode(self.display, keysym) if keysym else 0
            if not code:
                raise ValueError(f"no key for keysym '{keysym_name}'")
            self._keycodes[keysym_name] = code
        return self._keycodes[keysym_name]

    def key(self, keysym_name, pressed):
        self.xtst.XTestFakeKeyEvent(self.display, self.keycode(keysym_name), 1 if pressed else 0, 0)
        self.x.XFlush(self.display)

    # MARK: Windows

    def _children(self, window):
        root, parent = Window(), Window()
        children = ctypes.POINTER(Window)()
        count = ctypes.c_uint()
        if not self.x.XQueryTree(self.display, window, ctypes.byref(root), ctypes.byref(parent),
                                 ctypes.byref(children), ctypes.byref(count)):
            return []
        result = [children[i] for i in range(count.value)]
        if children:
            self.x.XFree(children)
        return result

    def _property(self, window, name, kind):
        actual, fmt = Atom(), ctypes.c_int()
        items, after = ctypes.c_ulong(), ctypes.c_ulong()
        data = ctypes.c_void_p()
        status = self.x.XGetWindowProperty(self.display, window, self.atom(name), 0, 1024, 0, self.atom(kind),
                                           ctypes.byref(actual), ctypes.byref(fmt), ctypes.byref(items),
                                           ctypes.byref(after), ctypes.byref(data))
        if status != 0 or not data.value:
            return None
        try:
            if fmt.value == 32:
                return [ctypes.cast(data, ctypes.POINTER(ctypes.c_ulong))[i] for i in range(items.value)]
            return ctypes.string_at(data, items.value).decode("utf-8", "replace")
        finally:
            self.x.XFree(data)

    def top_level_windows(self, pid, viewable_only=True):
        """The viewable (or all) top-level windows of process `pid`: dicts with id, title, rect,
        transient, popup, viewable."""
        found = []
        for window in self._children(self.root):
            attributes = XWindowAttributes()
            if not self.x.XGetWindowAttributes(self.display, window, ctypes.byref(attributes)):
                continue
            if viewable_only and attributes.map_state != IS_VIEWABLE:
                continue
            pids = self._property(window, "_NET_WM_PID", "CARDINAL")
            if not pids or pids[0] != pid:
                continue
            found.append({
                "id": window,
                "title": self._property(window, "_NET_WM_NAME", "UTF8_STRING") or "",
                "rect": (attributes.x, attributes.y, attributes.width, attributes.height),
                "transient": bool(self._property(window, "WM_TRANSIENT_FOR", "WINDOW")),
                "popup": bool(attributes.override_redirect),
                "viewable": attributes.map_state == IS_VIEWABLE,
            })
        return found

    # MARK: Liveness

    def ping(self, window, timeout):
        """Sends _NET_WM_PING to `window` as a window manager does; the seconds until GDK answered, or None."""
        self._ping_serial = (self._ping_serial + 1) & 0x7FFFFFFF
        serial = self._ping_serial
        event = XEvent()
        event.xclient.type = CLIENT_MESSAGE
        event.xclient.window = window
        event.xclient.message_type = self.atom("WM_PROTOCOLS")
        event.xclient.format = 32
        event.xclient.data[0] = self.atom("_NET_WM_PING")
        event.xclient.data[1] = serial
        event.xclient.data[2] = window
        started = time.monotonic()
        self.x.XSendEvent(self.display, window, 0, 0, ctypes.byref(event))
        self.x.XFlush(self.display)
        fd = self.x.XConnectionNumber(self.display)
        while True:
            while self.x.XPending(self.display):
                answer = XEvent()
                self.x.XNextEvent(self.display, ctypes.byref(answer))
                if (answer.type == CLIENT_MESSAGE and answer.xclient.message_type == self.atom("WM_PROTOCOLS")
                        and answer.xclient.data[0] == self.atom("_NET_WM_PING") and answer.xclient.data[1] == serial):
                    return time.monotonic() - started
            left = timeout - (time.monotonic() - started)
            if left <= 0:
                return None
            select.select([fd], [], [], min(left, 0.05))

    def move_window(self, window, x, y):
        """Moves a top-level window, as a window manager places one."""
        self.x.XMoveWindow(self.display, window, x, y)
        self.x.XSync(self.display, 0)

    def map_window(self, window):
        """Maps a window again, as a window manager restores a minimized one."""
        self.x.XMapWindow(self.display, window)
        self.x.XSync(self.display, 0)

    def delete_window(self, window):
        """Sends WM_DELETE_WINDOW, the message a window manager sends when its close button is clicked."""
        event = XEvent()
        event.xclient.type = CLIENT_MESSAGE
        event.xclient.window = window
        event.xclient.message_type = self.atom("WM_PROTOCOLS")
        event.xclient.format = 32
        event.xclient.data[0] = self.atom("WM_DELETE_WINDOW")
        event.xclient.data[1] = 0
        self.x.XSendEvent(self.display, window, 0, 0, ctypes.byref(event))
        self.x.XFlush(self.display)
