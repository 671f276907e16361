"""Runs the course's Python reference programs in one process, many inputs each.

Reads JSON lines {"file": path, "input": text} on stdin and writes one JSON line per request:
{"output": text} or {"error": text}. Each program is compiled once and run with its input as
stdin (sys.stdin, input() and open(0)), in fresh globals, its stdout captured.
"""
import builtins
import io
import json
import sys
import traceback

compiled = {}
real_open = builtins.open
real_stdout = sys.stdout


def run(file, text):
    code = compiled.get(file)
    if code is None:
        with real_open(file, encoding="utf-8") as source:
            code = compiled[file] = compile(source.read(), file, "exec")
    stdin = io.StringIO(text)
    stdout = io.StringIO()

    def open_input(target, *args, **kwargs):
        if target == 0 or target == "/dev/stdin":
            return io.StringIO(text)
        return real_open(target, *args, **kwargs)

    sys.stdin, sys.stdout, builtins.open = stdin, stdout, open_input
    try:
        exec(code, {"__name__": "__main__", "__file__": file})
    except SystemExit:
        pass
    finally:
        sys.stdin, sys.stdout, builtins.open = sys.__stdin__, real_stdout, real_open
    return stdout.getvalue()


for line in sys.stdin:
    request = json.loads(line)
    try:
        answer = {"output": run(request["file"], request["input"])}
    except BaseException:
        answer = {"error": traceback.format_exc(limit=3)}
    real_stdout.write(json.dumps(answer) + "\n")
    real_stdout.flush()
