import { z } from 'zod'

/** Responses: a list that may arrive as null when empty. */
export const looseList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((value): z.output<T>[] => value ?? [])
