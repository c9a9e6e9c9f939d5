"""The processes a storm drives: a private Xvfb and the `cellscope` viewer, and what is read from them
(resident memory, CPU time, exit status, the GTK warnings in their standard error)."""

import ctypes
import os
import re
import resource
import shutil
import signal
import subprocess
import tempfile
import time

PR_SET_PDEATHSIG = 1
_libc = ctypes.CDLL(None, use_errno=True)


def _die_with_parent():
    # Runs in the child between fork and exec: the child gets SIGKILL when the storm dies, so a
    # killed or interrupted storm leaves no Xvfb or viewer behind. Dispositions are reset to default.
    _libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    for number in (signal.SIGINT, signal.SIGQUIT, signal.SIGTERM, signal.SIGPIPE):
        signal.signal(number, signal.SIG_DFL)


def _die_with_parent_dumping_core():
    # As above, and a crash writes a core file in the working directory (for its backtrace).
    _die_with_parent()
    resource.setrlimit(resource.RLIMIT_CORE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))


class PrivateXvfb:
    """An Xvfb on a free display number (Xvfb picks it and writes it to a pipe)."""

    def __init__(self, width=1600, height=1000):
        if not shutil.which("Xvfb"):
            raise SystemExit("storm: Xvfb is not installed (apt-get install xvfb)")
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp",
             "-noreset"],
            pass_fds=[write_end], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=_die_with_parent)
        os.close(write_end)
        number = b""
        deadline = time.monotonic() + 20
        while not number.endswith(b"\n") and time.monotonic() < deadline:
            chunk = os.read(read_end, 16)
            if not chunk:
                break
            number += chunk
        os.close(read_end)
        if not number.strip().isdigit():
            self.stop()
            raise SystemExit("storm: Xvfb did not start")
        self.name = ":" + number.strip().decode()

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()


WARNING_PATTERN = re.compile(r"(\S+-(?:WARNING|CRITICAL|ERROR) \*\*|AddressSanitizer|runtime error:|Fatal error:)")


class Viewer:
    """One `cellscope view DEMO --tab TAB` process on a display, its standard error in a file."""

    def __init__(self, executable, display, demo, tab, work_directory, environment):
        self.demo, self.tab = demo, tab
        self.executable = executable
        self.directory = os.path.join(work_directory, "viewer")
        os.makedirs(self.directory, exist_ok=True)
        self.log_path = os.path.join(work_directory, f"viewer-{demo}-{tab}-{int(time.time() * 1000)}.log")
        self.log = open(self.log_path, "wb")
        env = dict(os.environ)
        env.update({"DISPLAY": display, "GDK_BACKEND": "x11", "HOME": work_directory,
                    "XDG_CONFIG_HOME": os.path.join(work_directory, "config"), "GSETTINGS_BACKEND": "memory",
                    # A crash then leaves a core file for gdb instead of the Swift runtime's own report.
                    "SWIFT_BACKTRACE": "enable=no"})
        env.pop("WAYLAND_DISPLAY", None)
        env.update(environment)
        self.process = subprocess.Popen([executable, "view", demo, "--tab", tab], cwd=self.directory, env=env,
                                        stdout=self.log, stderr=subprocess.STDOUT,
                                        preexec_fn=_die_with_parent_dumping_core)
        self.pid = self.process.pid
        self._read_offset = 0
        self._ticks = os.sysconf("SC_CLK_TCK")

    def exit_status(self):
        """None while running; else the exit code (negative: the signal that ended it)."""
        return self.process.poll()

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()

    def status_field(self, name):
        """A field of /proc/PID/status in kB (VmRSS, VmHWM), or None once the process is gone."""
        try:
            with open(f"/proc/{self.pid}/status") as status:
                for line in status:
                    if line.startswith(name + ":"):
                        return int(line.split()[1])
        except OSError:
            return None
        return None

    def rss_mb(self):
        kb = self.status_field("VmRSS")
        return None if kb is None else kb / 1024

    def peak_rss_mb(self):
        kb = self.status_field("VmHWM")
        return None if kb is None else kb / 1024

    def reset_peak_rss(self):
        # Writing 5 to clear_refs resets VmHWM to the current RSS (Linux 4.0 and later).
        try:
            with open(f"/proc/{self.pid}/clear_refs", "w") as refs:
                refs.write("5")
            return True
        except OSError:
            return False

    def cpu_seconds(self):
        try:
            with open(f"/proc/{self.pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / self._ticks
        except (OSError, IndexError, ValueError):
            return None

    def wait_until_quiet(self, timeout, quiet_seconds=0.4, busy_fraction=0.05):
        """Waits until the process uses under `busy_fraction` of a core for `quiet_seconds`; False on timeout."""
        deadline = time.monotonic() + timeout
        last, since = self.cpu_seconds(), time.monotonic()
        while time.monotonic() < deadline:
            time.sleep(0.1)
            now = self.cpu_seconds()
            if now is None:
                return False
            if now - last > busy_fraction * (time.monotonic() - since) + 0.01:
                last, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet_seconds:
                return True
        return False

    #: The most output read per call: a viewer stuck printing the same warning in a loop writes
    #: gigabytes, and the runner must keep up to find it not answering its ping (a hang).
    MAX_OUTPUT_READ = 256 * 1024

    def new_output(self):
        """The lines the viewer printed since the last call (beyond MAX_OUTPUT_READ bytes, the rest
        is skipped and said so in one line)."""
        self.log.flush()
        with open(self.log_path, "rb") as log:
            log.seek(self._read_offset)
            data = log.read(self.MAX_OUTPUT_READ)
            skipped = log.seek(0, os.SEEK_END) - self._read_offset - len(data)
        end = data.rfind(b"\n") + 1
        lines = data[:end].decode("utf-8", "replace").splitlines()
        if skipped > 0:
            self._read_offset += len(data) + skipped
            lines.append(f"(the viewer printed {skipped + len(data) - end} more bytes, not read)")
        else:
            self._read_offset += end
        return lines

    def core_backtrace(self):
        """The crashed thread's stack from the viewer's core file (then deleted), or None."""
        cores = [name for name in os.listdir(self.directory) if name == "core" or name.startswith("core.")]
        if not cores:
            return None
        path = os.path.join(self.directory, cores[0])
        try:
            if not shutil.which("gdb"):
                return f"(a core file was written, but gdb is not installed to read it)"
            result = subprocess.run(["gdb", "-q", "-batch", "-ex", "bt 40", self.executable, path],
                                    capture_output=True, text=True, timeout=120)
            frames = [line for line in result.stdout.splitlines() if line.startswith("#")]
            return "\n".join(frames) or f"(gdb exited with {result.returncode}) {(result.stdout + result.stderr)[-3000:]}"
        except subprocess.TimeoutExpired:
            return "(gdb timed out reading the core file)"
        finally:
            for name in cores:
                os.remove(os.path.join(self.directory, name))

    def output_tail(self, lines=40):
        self.log.flush()
        with open(self.log_path, "rb") as log:
            text = log.read().decode("utf-8", "replace")
        return "\n".join(text.splitlines()[-lines:])

    def backtrace(self):
        """The main thread's stack through gdb, when gdb is installed (for hangs): its innermost 40
        frames, then its outermost 60, where the viewer's own Swift frames are when GTK is deep in a
        layout pass."""
        if not shutil.which("gdb"):
            return "(gdb is not installed: no backtrace)"
        try:
            result = subprocess.run(["gdb", "-p", str(self.pid), "-batch", "-ex", "bt 40", "-ex", "echo ---\\n",
                                     "-ex", "bt -60"], capture_output=True, text=True, timeout=60)
        except subprocess.TimeoutExpired:
            return "(gdb timed out)"
        return "\n".join(line for line in result.stdout.splitlines() if line.startswith("#") or line == "---")


def work_directory():
    return tempfile.mkdtemp(prefix="cellscope-storm-")
