"""Seed 004: tool calls as a JSON blob (json-blob format), with the real CMA weather API.

    TAO_WEATHER_PROVIDER=cma tao run "北京和广州天气怎么样" --format json-blob --tool get_weather

The built-in get_weather asks the China Meteorological Administration (weather.cma.cn) when
TAO_WEATHER_PROVIDER=cma, as the seed does, and Open-Meteo otherwise.
"""

import os

QUESTION = "北京和广州天气怎么样"

if __name__ == "__main__":
    from tao import Agent

    os.environ.setdefault("TAO_WEATHER_PROVIDER", "cma")
    agent = Agent(tools=["get_weather"], format="json-blob", max_steps=5)
    print(agent.run(QUESTION).answer)
