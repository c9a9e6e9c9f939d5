#!/usr/bin/env python3
"""Measures how long the viewer takes to show a saved prototype file.

Starts `cellscope view COPY.json` (a copy of a prototype in a temporary folder) on the display in
DISPLAY (run it under `xvfb-run -a`), saves the copy again and again with a changed title text,
alternating the two ways editors save (writing the file in place, and renaming a new file over it),
and reads the viewer's "reloaded … in N ms" lines: the time from the file's modification to the end
of the frame that shows the new list. Prints each figure, then the median and the largest.

    swift build -c release --product cellscope
    xvfb-run -a python3 Tests/Prototypes/measure-reload.py .build/release/cellscope Resources/Prototypes/settings.json
"""
import os, re, shutil, statistics, subprocess, sys, tempfile, threading, time

def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    binary, prototype = sys.argv[1], sys.argv[2]
    saves = int(sys.argv[3]) if len(sys.argv) > 3 else 30
    folder = tempfile.mkdtemp(prefix="prototype-reload-")
    path = os.path.join(folder, os.path.basename(prototype))
    shutil.copy(prototype, path)
    original = open(path).read()
    viewer = subprocess.Popen([binary, "view", path], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    figures, ready = [], threading.Event()
    def read():
        for line in viewer.stdout:
            match = re.match(r"reloaded .* in (\d+) ms", line)
            if match:
                figures.append(int(match.group(1)))
                ready.set()
    threading.Thread(target=read, daemon=True).start()
    try:
        # The first save is answered once the window is up; retry until it is.
        while not ready.is_set():
            if viewer.poll() is not None:
                sys.exit("the viewer ended before it reloaded")
            with open(path, "w") as file:
                file.write(original)
            ready.wait(2)
        figures.clear()
        for index in range(saves):
            text = original.replace('"Settings"', f'"Settings {index}"', 1)
            count = len(figures)
            if index % 2 == 0:
                with open(path, "w") as file:
                    file.write(text)
            else:
                temporary = path + ".new"
                with open(temporary, "w") as file:
                    file.write(text)
                os.rename(temporary, path)
            deadline = time.time() + 10
            while len(figures) == count and time.time() < deadline:
                time.sleep(0.01)
            time.sleep(0.3)
    finally:
        viewer.terminate()
        viewer.wait()
        shutil.rmtree(folder, ignore_errors=True)
    print("reload times (ms):", " ".join(map(str, figures)))
    print(f"saves {saves}, reloads {len(figures)}, median {statistics.median(figures):.0f} ms, largest {max(figures)} ms")

if __name__ == "__main__":
    main()
