from tao.cli import main

main()
