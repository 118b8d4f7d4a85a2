import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Every form's state: react-hook-form with its zod schema as the one source of types and messages.
 * The schema's messages show beside their fields; on a failed submit the first invalid field gets
 * the focus (the library's shouldFocusError); `formState.isSubmitting` is the pending state; and
 * what was typed is never reset by a failure — a form is cleared only when the screen says so.
 *
 * Fields are registered uncontrolled, so text typed into a page rendered at build time before its
 * scripts arrived is taken over as it is (leave such a field's default undefined).
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>, Context = unknown>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, Context, z.output<Schema>>, 'resolver'> & {
    defaultValues?: DefaultValues<z.input<Schema>>;
  } = {},
): UseFormReturn<z.input<Schema>, Context, z.output<Schema>> {
  return useForm<z.input<Schema>, Context, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema),
  });
}
