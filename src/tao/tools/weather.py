"""get_weather: current weather from Open-Meteo (keyless) or the China Meteorological Administration.

Base URLs come from the environment so that tests can point them at a local server:
TAO_WEATHER_PROVIDER (open-meteo | cma), TAO_OPEN_METEO_GEOCODING_URL, TAO_OPEN_METEO_URL,
TAO_CMA_URL.
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.parse
import urllib.request
from typing import Any

from tao.errors import ToolError

TIMEOUT = 10.0

_WMO = {
    0: "clear sky", 1: "mainly clear", 2: "partly cloudy", 3: "overcast", 45: "fog",
    48: "rime fog", 51: "light drizzle", 53: "drizzle", 55: "dense drizzle",
    56: "freezing drizzle", 57: "freezing drizzle", 61: "light rain", 63: "rain",
    65: "heavy rain", 66: "freezing rain", 67: "freezing rain", 71: "light snow", 73: "snow",
    75: "heavy snow", 77: "snow grains", 80: "light showers", 81: "showers",
    82: "violent showers", 85: "snow showers", 86: "heavy snow showers", 95: "thunderstorm",
    96: "thunderstorm with hail", 99: "thunderstorm with heavy hail",
}  # fmt: skip


def _get_json(url: str) -> Any:
    request = urllib.request.Request(url, headers={"User-Agent": "tao-agent"})
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
            return json.loads(response.read().decode("utf-8"))
    except urllib.error.HTTPError as exc:
        raise ToolError(
            f"weather service answered HTTP {exc.code} for {url.split('?')[0]}"
        ) from None
    except (urllib.error.URLError, TimeoutError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise ToolError(f"weather service unreachable ({reason}); are you offline?") from None
    except ValueError:
        raise ToolError("weather service sent a reply that is not JSON") from None


def open_meteo(city: str) -> str:
    geo = os.environ.get("TAO_OPEN_METEO_GEOCODING_URL", "https://geocoding-api.open-meteo.com")
    base = os.environ.get("TAO_OPEN_METEO_URL", "https://api.open-meteo.com")
    query = urllib.parse.urlencode({"name": city.strip(), "count": 1, "format": "json"})
    found = _get_json(f"{geo.rstrip('/')}/v1/search?{query}").get("results") or []
    if not found:
        return f"No place called {city!r} was found."
    place = found[0]
    params = urllib.parse.urlencode(
        {
            "latitude": place["latitude"],
            "longitude": place["longitude"],
            "current": "temperature_2m,apparent_temperature,relative_humidity_2m,"
            "precipitation,weather_code,wind_speed_10m",
            "timezone": "auto",
        }
    )
    now = _get_json(f"{base.rstrip('/')}/v1/forecast?{params}").get("current") or {}
    where = ", ".join(
        x for x in (place.get("name"), place.get("admin1"), place.get("country")) if x
    )
    sky = _WMO.get(now.get("weather_code", -1), "unknown sky")
    return (
        f"{where}: {now.get('temperature_2m')}°C (feels like {now.get('apparent_temperature')}°C), "
        f"{sky}, humidity {now.get('relative_humidity_2m')}%, "
        f"wind {now.get('wind_speed_10m')} km/h, precipitation {now.get('precipitation')} mm "
        f"(at {now.get('time')} local time)"
    )


def cma(city: str) -> str:
    """Seed 004's way: the CMA autocomplete finds the station, /api/now gives the weather."""
    base = os.environ.get("TAO_CMA_URL", "http://weather.cma.cn").rstrip("/")
    name = city.strip()
    data = _get_json(f"{base}/api/autocomplete?q={urllib.parse.quote(name)}")
    if data.get("code") != 0:
        return "没找到该位置的信息"
    code = ""
    for item in data.get("data") or []:
        parts = str(item).split("|")
        if len(parts) >= 3 and name in (parts[1], parts[1] + "市", parts[2]):
            code = parts[0]
            break
    if not code:
        return "没找到该位置的信息"
    return json.dumps(
        _get_json(f"{base}/api/now/{code}"), ensure_ascii=False, separators=(",", ":")
    )


def get_weather(city: str) -> str:
    """Get the current weather for a city (any language), e.g. 北京 or Paris."""
    provider = os.environ.get("TAO_WEATHER_PROVIDER", "open-meteo").strip().lower()
    if provider == "cma":
        return cma(city)
    if provider in ("open-meteo", "openmeteo", ""):
        return open_meteo(city)
    raise ToolError(f"unknown TAO_WEATHER_PROVIDER {provider!r}; use open-meteo or cma")
