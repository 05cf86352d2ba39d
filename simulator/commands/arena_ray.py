"""`tabletop arena ... --ray [ADDRESS]`: the arena's games as Ray tasks.

Each game is one task running `arena.play_one`, the function the local worker pool runs,
so a Ray arena and a local one with the same seed give the same results (games are
deterministic and keyed by task, not by finish order). With no address a local Ray is
started on this machine (`--workers` CPUs, default all) and shut down afterwards; with
one the arena connects to that cluster, whose every machine needs this project installed
(`pip install -e ".[cluster]"`, the same version and Python). Ray is an optional extra.
"""
from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from types import ModuleType
from typing import Any

from .arena import ArenaError, play_one

RAY_MISSING = '--ray needs Ray: pip install -e ".[cluster]"'


def import_ray() -> ModuleType:
    """The `ray` module, or an ArenaError saying in one line how to install it."""
    try:
        import ray
    except ImportError:
        raise ArenaError(RAY_MISSING) from None
    return ray


@contextmanager
def _quiet_ray() -> Iterator[None]:
    """Ray's own warnings off while a local Ray starts and stops (its token notice)."""
    logger = logging.getLogger("ray")
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)


def _first_line(exc: BaseException) -> str:
    """One line of an exception's message (Ray's run to pages): for a task that raised,
    the last line, which names the error ("ModuleNotFoundError: No module named ...");
    otherwise the first."""
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()] or [type(exc).__name__]
    return lines[-1] if type(exc).__name__.startswith("RayTaskError") else lines[0]


def _token_auth_if_token_available() -> None:
    """Ray's own rule for `ray start`, applied to the arena connecting to a cluster: with
    RAY_AUTH_MODE unset and a token at hand (RAY_AUTH_TOKEN, RAY_AUTH_TOKEN_PATH or
    ~/.ray/auth_token), use token authentication. A cluster started by `ray start --head`
    on a machine that has a token requires it, and `ray.init(address=...)` alone does not
    send it (Ray 2.60). Nothing happens on a Ray without token authentication."""
    try:
        from ray._private.authentication.authentication_token_setup import (
            maybe_enable_token_auth_if_token_available,
        )
    except ImportError:
        return
    with _quiet_ray():
        try:
            maybe_enable_token_auth_if_token_available(warn_if_disabled=False)
        except Exception:   # noqa: BLE001,S110 - then ray.init says what is wrong
            pass


@contextmanager
def ray_session(address: str, workers: int | None) -> Iterator[ModuleType]:
    """Ray connected: the session already open in this process, or a new local Ray
    (address "") or a connection to the cluster at `address`; what it opened it closes."""
    ray = import_ray()
    if ray.is_initialized():
        yield ray
        return
    if address:
        _token_auth_if_token_available()
    try:
        if address:
            ray.init(address=address, log_to_driver=False, configure_logging=False)
        else:
            with _quiet_ray():
                ray.init(address="local", num_cpus=workers or os.cpu_count() or 1, include_dashboard=False,
                         log_to_driver=False, configure_logging=False)
    except Exception as exc:   # noqa: BLE001 - whatever Ray raises, the user gets one line
        with _quiet_ray():
            ray.shutdown()
        where = f"connect to Ray at {address}" if address else "start a local Ray"
        raise ArenaError(f"cannot {where}: {_first_line(exc)}") from None
    try:
        yield ray
    finally:
        with _quiet_ray():
            ray.shutdown()


def play_on_ray(tasks: Sequence[dict[str, Any]], address: str, workers: int | None,
                on_result: Callable[[dict[str, Any]], None]) -> int:
    """Play `tasks` as Ray tasks, calling `on_result` as each game finishes; return the
    number of CPUs used. At most `workers` games (default twice the cluster's CPUs) are
    in flight at once; a task Ray could not run (a worker without the project, a lost
    machine) is an ArenaError."""
    with ray_session(address, workers) as ray:
        cpus = int(ray.cluster_resources().get("CPU", 0)) or 1
        limit = workers or 2 * cpus
        remote = ray.remote(num_cpus=1)(play_one)
        todo = iter(tasks)
        pending: dict[Any, int] = {}
        try:
            while True:
                while len(pending) < limit:
                    task = next(todo, None)
                    if task is None:
                        break
                    pending[remote.remote(task)] = task["id"]
                if not pending:
                    break
                ready, _ = ray.wait(list(pending), num_returns=1)
                for ref in ready:
                    task_id = pending.pop(ref)
                    try:
                        result = ray.get(ref)
                    except ray.exceptions.RayError as exc:
                        raise ArenaError(f"Ray could not play game {task_id}: {_first_line(exc)} (is the project "
                                         'installed on every machine? pip install -e ".[cluster]")') from None
                    on_result(result)
        finally:
            for ref in pending:
                try:
                    ray.cancel(ref, force=True)
                except Exception:   # noqa: BLE001,S110 - the session closes anyway
                    pass
        return min(limit, cpus)
