import type { z } from 'zod';

/** Each bad field's first message, as the form shows it beside the field; {} when the values pass. */
export function firstErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    if (issue.path.length > 0) errors[String(issue.path[0])] ??= issue.message;
  }
  return errors;
}
