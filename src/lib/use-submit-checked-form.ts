import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A short form checked with its schema on submit: a field's message goes as soon as that field changes, and the
 * field is checked again at the next submit (no message while typing). `field(name)` gives a control its props;
 * `fieldErrors` are the fields' messages and `formError` the server's message for the whole form.
 */
export function useSubmitCheckedForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  const { register, clearErrors } = form;
  const field = useCallback(
    (name: Path<Input>) => register(name, { onChange: () => clearErrors(name) }),
    [register, clearErrors],
  );
  const fieldErrors = form.formState.errors;
  return { form, field, fieldErrors, formError: fieldErrors.root?.server?.message };
}
