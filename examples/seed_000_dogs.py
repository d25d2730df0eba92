"""Seed 000: the dog-weight agent (classic format: Thought / Action: tool: input / PAUSE / Answer).

    tao run "I have 2 dogs, a border collie and a scottish terrier. What is their combined weight" \
        --format classic --tools-file examples/seed_000_dogs.py --tool calculate

or `python examples/seed_000_dogs.py` with TAO_BASE_URL / TAO_API_KEY / TAO_MODEL set
(or nothing set, for the embedded local model).
"""

from tao import tool


@tool(example="Collie")
def average_dog_weight(name: str) -> str:
    """Returns average weight of a dog when given the breed."""
    # The seed's own lookup, made case-insensitive: "border collie" finds Border Collie.
    breed = name.strip().lower()
    if breed and breed in "scottish terrier":
        return "Scottish Terriers average 20 lbs"
    if breed and breed in "border collie":
        return "a Border Collies average weight is 37 lbs"
    if breed and breed in "toy poodle":
        return "a toy poodles average weight is 7 lbs"
    return "An average dog weights 50 lbs"


QUESTION = "I have 2 dogs, a border collie and a scottish terrier. What is their combined weight"

if __name__ == "__main__":
    from tao import Agent

    agent = Agent(tools=[average_dog_weight, "calculate"], format="classic", max_steps=5)
    print(agent.run(QUESTION).answer)
