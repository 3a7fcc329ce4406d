"""Hypothesis profile: deterministic (derandomized) runs so `make test` gives the same result
every time, no deadline (2-core machine). HYPOTHESIS_PROFILE=explore searches afresh."""

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("explore", deadline=None, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
