"""Motion on the injected clock: the clocks (real time for people, simulated time for tests
and headless frames), tweens that move a value toward a target, and the cosmetic pymunk
spring that pulls a refused card back. Nothing here touches a game."""
