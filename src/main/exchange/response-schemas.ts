import { z } from 'zod'
import { operationCatalog, type OperationName } from '../../shared/bitget/catalog'

type ResponseSchema<Name extends OperationName> = (typeof operationCatalog)[Name]['response']

const compiled = new Map<OperationName, ResponseSchema<OperationName>>()

/**
 * An operation's response schema, compiled (z.compile) on first use: a valid response takes the
 * generated fast path, an invalid one the regular parser, so what is accepted and every message stay
 * the same. Every response is validated, so this is on every request's path.
 */
export function responseSchema<Name extends OperationName>(name: Name): ResponseSchema<Name> {
  let schema = compiled.get(name) as ResponseSchema<Name> | undefined
  if (!schema) {
    schema = z.compile(operationCatalog[name].response)
    compiled.set(name, schema)
  }
  return schema
}

/** Compiles an operation's response schema ahead of its first use; false when it was compiled already. */
export function compileResponseSchema(name: OperationName): boolean {
  if (compiled.has(name)) return false
  responseSchema(name)
  return true
}
