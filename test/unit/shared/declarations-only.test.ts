import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// The renderer's build treats src/shared as free of side effects (electron.vite.config.ts): a
// module there is left out of the page when nothing it declares is used, and a re-export does not
// pull in the module it passes through. That holds only while loading a module does nothing but
// declare: no statement runs for its effect at the top level.

const sharedDir = join(__dirname, '../../../src/shared')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  )
}

const declares = (statement: ts.Statement) =>
  ts.isImportDeclaration(statement) ||
  ts.isExportDeclaration(statement) ||
  ts.isVariableStatement(statement) ||
  ts.isFunctionDeclaration(statement) ||
  ts.isClassDeclaration(statement) ||
  ts.isInterfaceDeclaration(statement) ||
  ts.isTypeAliasDeclaration(statement) ||
  ts.isEnumDeclaration(statement)

describe('src/shared', () => {
  it('only declares at the top level of its modules', () => {
    const files = sourceFiles(sharedDir)
    expect(files.length).toBeGreaterThan(50)
    const effects = files.flatMap((file) => {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
      return source.statements
        .filter((statement) => !declares(statement))
        .map((statement) => `${relative(sharedDir, file)}: ${statement.getText(source)}`)
    })
    expect(effects).toEqual([])
  })
})
