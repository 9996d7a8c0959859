import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'vue/compiler-sfc'

const root = join(__dirname, '..', '..')
const rendererDir = join(root, 'src', 'renderer', 'src')

// Vue's template AST node and prop types (NodeTypes in @vue/compiler-core).
const element = 1
const text = 2
const attribute = 6

/** Static attributes a person reads or a screen reader speaks. */
const visibleAttributes = new Set([
  'label',
  'placeholder',
  'title',
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'positive-text',
  'negative-text',
])

/**
 * Literal text allowed in templates (symbols and numbers need no entry: they have no letters).
 * Only the exchange's own coin and symbol codes, shown as input examples: they read the same in
 * every language. The language names "English"/"中文" live in scripts, not templates.
 */
const allowedWords = new Set(['USDT', 'BTCUSDT'])

interface TemplateNode {
  type: number
  content?: string
  tag?: string
  loc: { start: { line: number } }
  props?: { type: number; name: string; value?: { content: string } }[]
  children?: TemplateNode[]
}

function vueFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return vueFiles(full)
    return name.endsWith('.vue') ? [full] : []
  })
}

const hasLetters = (value: string) => /\p{L}/u.test(value)

/** Every literal, user-visible string of a template, as "file:line: text". */
function literals(file: string): string[] {
  const { descriptor, errors } = parse(readFileSync(file, 'utf8'), { filename: file })
  expect(errors).toEqual([])
  const found: string[] = []
  const where = (node: TemplateNode) => `${relative(root, file)}:${node.loc.start.line}`
  const visit = (node: TemplateNode) => {
    if (
      node.type === text &&
      node.content &&
      hasLetters(node.content) &&
      !allowedWords.has(node.content.trim())
    ) {
      found.push(`${where(node)}: ${node.content.trim()}`)
    }
    if (node.type === element) {
      for (const prop of node.props ?? []) {
        if (
          prop.type === attribute &&
          visibleAttributes.has(prop.name) &&
          prop.value &&
          hasLetters(prop.value.content) &&
          !allowedWords.has(prop.value.content)
        ) {
          found.push(`${where(node)}: ${prop.name}="${prop.value.content}"`)
        }
      }
    }
    for (const child of node.children ?? []) visit(child)
  }
  const ast = descriptor.template?.ast as TemplateNode | undefined
  if (ast) visit(ast)
  return found
}

describe('templates', () => {
  const files = vueFiles(rendererDir)

  it('are all found', () => {
    expect(files.length).toBeGreaterThan(20)
  })

  it('hold no user-visible literal text: every word goes through i18n', () => {
    expect(files.flatMap(literals)).toEqual([])
  })

  it('would catch literal text and a literal label', () => {
    const sample = join(root, 'test', 'unit', 'fixtures', 'literal-text.vue.txt')
    expect(literals(sample)).toEqual([
      'test/unit/fixtures/literal-text.vue.txt:3: Refresh',
      'test/unit/fixtures/literal-text.vue.txt:4: aria-label="Close"',
    ])
  })
})
