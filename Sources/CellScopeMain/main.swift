import CellScope
import CellScopeDemos
import Foundation

exit(CellScopeCommand(catalog: BuiltInDemos.catalog).run(CommandLine.arguments))
