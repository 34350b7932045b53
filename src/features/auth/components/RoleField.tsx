import { useId } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import { SIGN_UP_ROLES } from '@contract/users';
import FormField from '@/components/FormField';
import type { RegisterFormValues } from '../lib/register-schema';

interface RoleFieldProps {
  error: string | undefined;
  /** The form's role field, controlled: an uncontrolled select would show the first role, not the prompt. */
  field: ControllerRenderProps<RegisterFormValues, 'role'>;
}

/** Buyer or Seller (spec "Register"); no default, so the choice is deliberate. */
export default function RoleField({ error, field }: RoleFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label="Role" required error={error}>
      {(control) => (
        <select {...control} {...field} required className="form-field__input">
          <option value="" disabled>
            Choose Buyer or Seller
          </option>
          {SIGN_UP_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
