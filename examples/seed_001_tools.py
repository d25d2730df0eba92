"""Seed 001: the hand-written ReAct agent (react format), with the seed's two tools.

    tao run "深圳今天会下雨吗？气温多少度？" --format react --tools-file examples/seed_001_tools.py
    tao run "帮我计算 (23*7+15)/4 等于多少" --format react --tools-file examples/seed_001_tools.py

The seed's calculator used eval(); this one uses tao's safe evaluator.
"""

from tao import tool
from tao.tools.calculator import calculate


@tool
def get_weather(city: str) -> str:
    """查询城市天气（演示用，真实场景请用内置的 get_weather）"""
    table = {"深圳": "小雨 22~26℃", "北京": "晴 15~28℃", "上海": "多云 20~27℃"}
    return table.get(city.strip(), f"{city}：暂无天气数据")


@tool
def calculator(expr: str) -> str:
    """计算数学表达式，参数 expr(如 12*8+6)"""
    return calculate(expr)


QUESTIONS = ["深圳今天会下雨吗？气温多少度？", "帮我计算 (23*7+15)/4 等于多少"]

if __name__ == "__main__":
    from tao import Agent

    agent = Agent(tools=[get_weather, calculator], format="react", max_steps=8, memory=False)
    for question in QUESTIONS:
        print("结果:", agent.run(question).answer)
