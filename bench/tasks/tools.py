"""The example tools of the task suite: fixed tables, so that every answer can be checked."""

from __future__ import annotations

from tao import Tool, tool
from tao.tools.builtins import BUILTINS

_DOGS = {
    "scottish terrier": "Scottish Terriers average 20 lbs",
    "border collie": "a Border Collies average weight is 37 lbs",
    "toy poodle": "a toy poodles average weight is 7 lbs",
    "苏格兰梗": "苏格兰梗平均体重 20 磅 (20 lbs)",
    "边境牧羊犬": "边境牧羊犬平均体重 37 磅 (37 lbs)",
    "玩具贵宾犬": "玩具贵宾犬平均体重 7 磅 (7 lbs)",
}

# Seed 003's mock, with a few more cities.
_WEATHER = {
    "beijing": "25°C",
    "北京": "25°C",
    "shanghai": "22°C",
    "上海": "22°C",
    "new york": "15°C",
    "paris": "18°C",
    "巴黎": "18°C",
    "tokyo": "20°C",
    "东京": "20°C",
    "london": "12°C",
    "伦敦": "12°C",
    "guangzhou": "28°C",
    "广州": "28°C",
    "canberra": "16°C",
    "堪培拉": "16°C",
}

_CAPITALS = {
    "france": "Paris",
    "法国": "巴黎",
    "japan": "Tokyo",
    "日本": "东京",
    "australia": "Canberra",
    "澳大利亚": "堪培拉",
    "canada": "Ottawa",
    "加拿大": "渥太华",
    "united kingdom": "London",
    "uk": "London",
    "the uk": "London",
    "英国": "伦敦",
    "china": "Beijing",
    "中国": "北京",
    "germany": "Berlin",
    "德国": "柏林",
}


def _key(text: str) -> str:
    return " ".join(text.strip().strip("\"'.").lower().replace("_", " ").split())


@tool
def average_dog_weight(name: str) -> str:
    """Returns the average weight of a dog when given the breed."""
    key = _key(name).removesuffix("s")
    for breed, answer in _DOGS.items():
        if key and key in breed:
            return answer
    return "An average dog weights 50 lbs"


@tool
def get_weather(city: str) -> str:
    """Get the current temperature of a city, e.g. Beijing or 北京."""
    return _WEATHER.get(_key(city).removesuffix("市"), "未知城市，无法查询天气 (unknown city)")


@tool
def get_capital(country: str) -> str:
    """Get the capital city of a country, e.g. France or 法国."""
    found = _CAPITALS.get(_key(country))
    return found if found else f"No capital known for {country!r}"


TOOLS: dict[str, Tool] = {
    "calculate": BUILTINS["calculate"],
    "average_dog_weight": average_dog_weight,
    "get_weather": get_weather,
    "get_capital": get_capital,
}
