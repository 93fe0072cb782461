"""uci_engine.py -- a UCI engine as a child process, for the tools beside
this file (label_positions.py, uci_suite.py).

    engine = UciEngine("stockfish", EngineError)
    engine.send("position startpos")
    line = engine.wait_for("bestmove")
    engine.close()

Every failure (the command cannot start, the engine exits while we wait)
raises the caller's error class with a message that names the engine;
failure_message() makes the line each tool prints for it.
"""
import shlex
import subprocess


def failure_message(tool, error):
    """The one line a tool prints for ERROR, its own error class or an
    OSError from opening a file: the file and the system's reason."""
    if isinstance(error, OSError):
        return f"{tool}: {error.filename}: {error.strerror}"
    return f"{tool}: {error}"


class UciEngine:
    def __init__(self, command, error, options=()):
        """Start COMMAND, finish the UCI handshake and set OPTIONS, a list
        of (name, value) pairs; ERROR is the exception class to raise."""
        self.command = command
        self.error = error
        try:
            self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, text=True, bufsize=1)
        except OSError as e:
            raise error(f"cannot start engine '{command}': {e.strerror}")
        self.send("uci")
        self.name = None  # from the engine's "id name", if it gives one
        for line in self.lines_until("uciok"):
            words = line.split(None, 2)
            if words[:2] == ["id", "name"] and len(words) == 3:
                self.name = words[2].strip()
        for name, value in options:
            self.send(f"setoption name {name} value {value}")
        self.ready()

    def send(self, line):
        try:
            self.proc.stdin.write(line + "\n")
        except BrokenPipeError:
            raise self.error(f"engine '{self.command}' exited")

    def ready(self):
        self.send("isready")
        self.wait_for("readyok")

    def wait_for(self, word, where=None):
        """The first line whose first word is WORD (see lines_until)."""
        return self.lines_until(word, where)[-1]

    def lines_until(self, word, where=None):
        """Every line up to and including the first whose first word is
        WORD; WHERE (a FILE:LINE, a position's id) prefixes the message if
        the engine exits first."""
        out = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                prefix = f"{where}: " if where else ""
                raise self.error(f"{prefix}engine '{self.command}' exited while we waited for '{word}'")
            out.append(line)
            if line.split()[:1] == [word]:
                return out

    def close(self):
        try:
            self.send("quit")
            self.proc.stdin.close()
        except (self.error, BrokenPipeError):
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
