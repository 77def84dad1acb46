"""The Gymnasium-style environment, against the real engine.

SchedLab is started as ``SCHEDLAB_COMMAND`` says (the JUnit test that runs these sets it to the
build's own classes), else with the repository's launcher.
"""

import importlib
import random
import sys
import types
import unittest

import schedlab.env
from schedlab.env import SchedLabEnv

JOBS = 60


def episode(env, seed, policy, policy_seed=0):
    """Runs one episode; returns (observations, rewards, final info)."""
    rng = random.Random(policy_seed)
    obs, info = env.reset(seed=seed)
    observations, rewards = [obs], []
    done = False
    while not done:
        n = sum(info["mask"])
        if policy == "random":
            action = rng.randrange(n)
        else:  # sjf: the visible job with the shortest estimate, the oldest of equals
            visible = list(env.state.queue.values())[:n]
            action = min(range(n), key=lambda i: (visible[i].estimate, i))
        obs, reward, done, truncated, info = env.step(action)
        assert not truncated
        observations.append(obs)
        rewards.append(reward)
    return observations, rewards, info


def plain(rows):
    return [[float(x) for x in row] for row in rows]


class EnvTest(unittest.TestCase):
    def make(self, **kw):
        args = dict(machine="flat:32", jobs=JOBS, k=8, args=("--utilization", "0.95"))
        args.update(kw)
        env = SchedLabEnv(**args)
        self.addCleanup(env.close)
        return env

    def test_random_and_sjf_episodes_run_to_the_end(self):
        env = self.make()
        for policy in ("random", "sjf"):
            observations, rewards, info = episode(env, 3, policy)
            self.assertEqual(len(observations[0]), 8)
            self.assertTrue(all(len(row) == 4 for row in observations[0]))
            self.assertTrue(all(0.0 <= x <= 1.0 for obs in observations for row in obs for x in row))
            self.assertGreaterEqual(len(rewards), 1)
            self.assertEqual(info["metrics"]["jobs"], JOBS)
            # minus the bounded slowdowns of every job: the engine's own mean, times the jobs
            self.assertAlmostEqual(-sum(rewards), JOBS * info["metrics"]["meanBoundedSlowdown"], places=6)

    def test_sjf_waits_less_than_random_here(self):
        env = self.make(reward="wait")
        _, random_rewards, _ = episode(env, 3, "random")
        _, sjf_rewards, info = episode(env, 3, "sjf")
        self.assertAlmostEqual(-sum(sjf_rewards), JOBS * info["metrics"]["meanWait"], places=4)
        self.assertLess(-sum(sjf_rewards), -sum(random_rewards))

    def test_one_seed_gives_identical_observations_and_rewards(self):
        first = episode(self.make(), 11, "random", policy_seed=5)
        second = episode(self.make(), 11, "random", policy_seed=5)
        self.assertEqual([plain(o) for o in first[0]], [plain(o) for o in second[0]])
        self.assertEqual(first[1], second[1])
        other = episode(self.make(), 12, "random", policy_seed=5)
        self.assertNotEqual(first[1], other[1])

    def test_later_episodes_follow_from_the_first_seed(self):
        env = SchedLabEnv()
        first = [env._next_seed(4), env._next_seed(None), env._next_seed(None)]
        again = [env._next_seed(4), env._next_seed(None), env._next_seed(None)]
        self.assertEqual(first, again)
        self.assertEqual(first[0], 4)
        self.assertNotEqual(first[1], first[2])
        self.assertEqual(SchedLabEnv()._next_seed(None), 0)

    def test_an_action_outside_the_visible_jobs_is_refused(self):
        env = self.make()
        _, info = env.reset(seed=1)
        with self.assertRaisesRegex(ValueError, "does not pick one of the"):
            env.step(sum(info["mask"]))

    def test_a_topology_asks_the_engine_what_fits(self):
        env = self.make(machine="mesh:4x4", workload="mesh-uniform", jobs=30, k=4)
        observations, rewards, info = episode(env, 2, "sjf")
        self.assertEqual(info["metrics"]["jobs"], 30)
        self.assertAlmostEqual(-sum(rewards), 30 * info["metrics"]["meanBoundedSlowdown"], places=6)


class GymnasiumTest(unittest.TestCase):
    def reload_with(self, gymnasium, numpy):
        """Reloads schedlab.env with these modules standing for gymnasium and numpy (None: not
        installed); restores the real state afterwards."""
        saved = {name: sys.modules.get(name, "absent") for name in ("gymnasium", "numpy")}

        def restore():
            for name, mod in saved.items():
                if mod == "absent":
                    sys.modules.pop(name, None)
                else:
                    sys.modules[name] = mod
            importlib.reload(schedlab.env)

        self.addCleanup(restore)
        sys.modules["gymnasium"], sys.modules["numpy"] = gymnasium, numpy
        return importlib.reload(schedlab.env)

    def test_registers_with_gymnasium_when_it_is_importable(self):
        registered = []
        gym = types.ModuleType("gymnasium")

        class Env:
            pass

        gym.Env = Env
        gym.register = lambda **kw: registered.append(kw)
        gym.spaces = types.SimpleNamespace(
            Box=lambda low, high, shape, dtype: ("Box", low, high, shape),
            Discrete=lambda n: ("Discrete", n),
        )
        np = types.ModuleType("numpy")
        np.float32 = "float32"
        np.asarray = lambda rows, dtype: ("array", rows)
        module = self.reload_with(gym, np)
        self.assertEqual(registered, [{"id": "SchedLab-v0", "entry_point": "schedlab.env:SchedLabEnv"}])
        self.assertTrue(issubclass(module.SchedLabEnv, Env))
        env = module.SchedLabEnv(k=16)
        self.assertEqual(env.observation_space, ("Box", 0.0, 1.0, (16, 4)))
        self.assertEqual(env.action_space, ("Discrete", 16))

    def test_works_without_gymnasium(self):
        module = self.reload_with(None, None)  # a None entry makes the import fail, as if not installed
        self.assertIsNone(module._gym)
        env = module.SchedLabEnv(k=3)
        self.assertFalse(hasattr(env, "observation_space"))
        self.assertIs(module.SchedLabEnv.__mro__[1], object)


if __name__ == "__main__":
    unittest.main()
