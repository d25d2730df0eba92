"""The dog task in other frameworks, measured the way tao is: `python -m bench.peers.NAME KIND`.

Each adapter module defines `NAME`, `IMPORTS` (the import statement its startup time is
measured on), `available()`, and builders for a sync run, a concurrent run and a capture of
the chat requests. `harness.main` turns those into the same measurements as
`bench.measure`. They need only the peer framework and the standard library, not tao, so
that they can run in another environment (`python -m bench --peers-python PATH`).
"""

PEERS = ("langgraph", "langchain", "smolagents", "llamaindex")
