import { z } from 'zod'
import { credentialsSchema } from './credentials'
import { accountKinds, customBaseUrlSchema, environments, labelSchema, uidSchema } from './profile'

export const addProfileInputSchema = z
  .strictObject({
    label: labelSchema,
    environment: z.enum(environments, 'environment must be simulator, live, demo or custom'),
    baseUrl: customBaseUrlSchema.optional(),
    accountKind: z
      .enum(accountKinds, 'account kind must be standard, copy-trader or nd-broker')
      .default('standard'),
    uid: uidSchema.optional(),
    credentials: credentialsSchema,
  })
  .superRefine((input, context) => {
    if (input.environment === 'custom' && input.baseUrl === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['baseUrl'],
        message: 'base URL is required for the custom environment',
      })
    }
    if (input.environment !== 'custom' && input.baseUrl !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['baseUrl'],
        message: 'base URL is only for the custom environment',
      })
    }
  })

export const editProfileInputSchema = z
  .strictObject({
    label: labelSchema.optional(),
    accountKind: z
      .enum(accountKinds, 'account kind must be standard, copy-trader or nd-broker')
      .optional(),
    /** null forgets a uid that turned out wrong. */
    uid: uidSchema.nullable().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change')
