import type { ComponentProps, InputHTMLAttributes, Ref } from 'react';
import FormField from './FormField';

type TextFieldProps = Omit<ComponentProps<typeof FormField>, 'children'> & {
  /** The input's own attributes: the form's binding of the field (with its ref), type, autocomplete, placeholder. */
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
};

/** A one-line field of a form (a name, an email, a password): FormField around the app's text input. */
export default function TextField({ input, ...field }: TextFieldProps) {
  return (
    <FormField {...field}>
      {(control) => <input {...control} required={field.required} {...input} className="form-field__input" />}
    </FormField>
  );
}
