"""Seed 003: the Mini-ReAct agent (react-zh format: 思考 / 行动 / 行动输入 / 观察 / 最终答案).

    tao chat --format react-zh --tools-file examples/seed_003_mini_react.py --tool calculate

Try: 15 * 15 + 400 等于多少? / 查询北京的天气 / 查询北京的天气，并将温度数值乘以 10
"""

from tao import tool


@tool
def get_weather(city_name: str) -> str:
    """查询天气工具。实际项目中应调用真实 API（见内置的 get_weather），这里模拟返回。"""
    mock_data = {
        "Beijing": "25°C",
        "Shanghai": "22°C",
        "New York": "15°C",
        "北京": "25°C",
        "上海": "22°C",
    }
    return mock_data.get(city_name.strip(), "未知城市，无法查询天气")


if __name__ == "__main__":
    from tao import Agent

    agent = Agent(tools=[get_weather, "calculate"], format="react-zh", max_steps=10)
    print("🧠 Mini-ReAct Agent 已启动！输入 exit 退出")
    while (query := input("\n👤 请输入问题: ").strip()).lower() not in ("exit", "quit"):
        print(f"\n✅ 最终答案: {agent.run(query).answer}")
