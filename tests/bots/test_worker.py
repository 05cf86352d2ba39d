"""Bots in a worker process: results by polling, cancellation, hints, errors."""
from __future__ import annotations

import time

import pytest

from simulator.bots.worker import BotWorker, hint, run_job

from .conftest import positions


@pytest.fixture(scope="module")
def worker():
    w = BotWorker(start=True)
    yield w
    w.close()
    assert not w.alive


def _point(game="krieg"):
    spec, points = positions(game, seeds=(1,), limit=2)
    _, state, seat, legal = points[1]
    return spec, spec.rules.observation(state, seat), seat, legal


def test_worker_returns_a_legal_decision(worker):
    spec, obs, seat, legal = _point()
    job = worker.submit(obs, seat, legal, spec.name, "search:0.1")
    assert worker.busy
    res = worker.wait(timeout=30)
    assert res is not None and res.ok and res.job == job
    assert res.action in legal and 0.0 <= res.win_chance <= 1.0
    assert worker.poll() is None and not worker.busy


def test_cancel_interrupts_and_only_the_latest_job_reports(worker):
    spec, obs, seat, legal = _point()
    worker.submit(obs, seat, legal, spec.name, "hard")
    time.sleep(0.05)
    worker.cancel()
    assert not worker.busy and worker.poll() is None
    start = time.monotonic()
    job = worker.submit(obs, seat, legal, spec.name, "greedy")
    res = worker.wait(timeout=30)
    assert res.job == job and res.action in legal
    assert time.monotonic() - start < 1.9   # the 2 s search was interrupted, not waited out


def test_hints_in_the_worker_and_in_process(worker):
    spec, obs, seat, legal = _point()
    worker.submit(obs, seat, legal, spec.name, hint=True, seconds=0.1)
    res = worker.wait(timeout=30)
    assert res.action in legal and 0.0 <= res.win_chance <= 1.0
    action, chance = hint(spec.name, obs, seat, legal, seconds=None, nodes=30)
    assert action in legal and 0.0 <= chance <= 1.0


def test_errors_come_back_as_results(worker):
    spec, obs, seat, legal = _point()
    worker.submit(obs, seat, legal, spec.name, "no-such-bot")
    res = worker.wait(timeout=30)
    assert not res.ok and "no-such-bot" in res.error


def test_hard_cancel_restarts_the_process(worker):
    spec, obs, seat, legal = _point()
    worker.submit(obs, seat, legal, spec.name, "hard")
    worker.cancel(hard=True)
    assert not worker.alive
    worker.submit(obs, seat, legal, spec.name, "random")
    res = worker.wait(timeout=30)
    assert res.ok and res.action in legal


def test_run_job_in_process():
    spec, obs, seat, legal = _point()
    res = run_job({"job": 1, "observation": obs, "seat": seat, "legal": [a.to_json() for a in legal],
                   "game": spec.name, "bot": "easy", "seed": 3})
    assert res.ok and res.action in legal


def test_a_worker_whose_pipe_broke_reports_a_stopped_worker_not_an_exception():
    """A worker process that died at its start (seen when it cannot run at all): submit
    does not raise BrokenPipeError into the table; the job reports the worker stopped, and
    the next submit starts a fresh process."""
    spec, obs, seat, legal = _point()
    w = BotWorker(start=True)
    try:
        w._proc.terminate()
        w._proc.join(5)

        class Broken:
            def send(self, msg):
                raise BrokenPipeError(32, "Broken pipe")

            def poll(self):
                return False

            def close(self):
                pass
        w._proc.is_alive = lambda: True        # the table's view of it: started, then the pipe breaks
        w._conn = Broken()
        w.submit(obs, seat, legal, spec.name, "random")
        del w._proc.is_alive
        res = w.wait(timeout=10)
        assert res is not None and not res.ok and "stopped" in res.error
        w.submit(obs, seat, legal, spec.name, "random")
        res = w.wait(timeout=30)
        assert res.ok and res.action in legal
    finally:
        w.close()
