/// `landmarks --help`: the usage, made from the option table.
package struct HelpCommand: RunnableCommand, Equatable {
    package init() {}

    package func run() {
        print(Command.usage)
    }
}
