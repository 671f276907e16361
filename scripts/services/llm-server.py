# llama.cpp's OpenAI-compatible server (the xllamacpp wheel) for one GGUF model, on 127.0.0.1 only.
# Started by scripts/services/llm.ts: python3 llm-server.py <model.gguf> <port> <model name> [threads]
# It stops on SIGTERM or SIGINT, and when its standard input ends: the parent holds the other end of
# that pipe, so the server never outlives the process that started it, however that one dies.
import os
import signal
import sys
import threading

STOP = {signal.SIGTERM, signal.SIGINT}
# Blocked before the server's threads exist, so that they inherit the mask and sigwait() below
# receives the signal instead of one of them.
signal.pthread_sigmask(signal.SIG_BLOCK, STOP)

import xllamacpp  # noqa: E402

model_file, port, model_name = sys.argv[1], int(sys.argv[2]), sys.argv[3]
# Every core unless told: the fastest answer on a machine with nothing else to do.
threads = int(sys.argv[4]) if len(sys.argv) > 4 else len(os.sched_getaffinity(0))

params = xllamacpp.CommonParams()
params.model.path = model_file
params.model_alias = {model_name}  # what /v1/models and every completion report
params.hostnames = ["127.0.0.1"]
params.port = port
# One request at a time: on a few cores parallel slots share the same compute and add no throughput.
params.n_parallel = 1
params.n_ctx = 8192
params.cpuparams.n_threads = threads
params.cpuparams_batch.n_threads = threads
params.ui = False
# Drafts from n-grams of the text so far, checked in one batch: an evaluation's answer repeats its
# own keys and the candidate's words, and about half the drafts are taken. At temperature 0 the
# answer is one the model would give; it comes about 15% sooner on one thread.
params.speculative.types = [xllamacpp.common_speculative_type.COMMON_SPECULATIVE_TYPE_NGRAM_SIMPLE]
# No Access-Control-Allow-Origin: a web page in a browser on this machine cannot read its answers.
params.cors_origins = ""

server = xllamacpp.Server(params)


def stop_when_stdin_ends():
    # The file descriptor, not sys.stdin: a thread blocked in sys.stdin's reader holds its lock, and
    # Python aborts at exit when it cannot take that lock.
    while os.read(0, 4096):
        pass
    os.kill(os.getpid(), signal.SIGTERM)


threading.Thread(target=stop_when_stdin_ends, daemon=True).start()
signal.sigwait(STOP)
del server  # its destructor ends the HTTP and inference loops
