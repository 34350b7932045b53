import { useCallback, useMemo, useState } from 'react';
import type { ProductImage } from '@contract/catalogue';
import { validateListing, type ListingErrors } from '../lib/listing-form-errors';
import {
  LISTING_FIELDS,
  type ListingField,
  type ListingFormState,
  type ListingTextField,
} from '../lib/listing-form-state';

/** A server message no longer applies once its field (and so the form as a whole) changed. */
function withoutMessages(errors: ListingErrors, field: ListingField): ListingErrors {
  if (errors[field] === undefined && errors.form === undefined) return errors;
  const { [field]: _field, form: _form, ...rest } = errors;
  return rest;
}

/**
 * The listing form's values and messages. A field's message from the contract schema shows once the field has
 * been left (blur) or a submit was tried, and follows the typing from then on; a message from the server stays
 * until that field changes. Nothing the user typed is ever cleared by a message. It starts from `startValues` (a
 * kept draft) when given; `reset` goes back to `initialValues`.
 */
export function useListingForm(
  initialValues: ListingFormState,
  images: readonly ProductImage[],
  startValues: ListingFormState = initialValues,
) {
  const [values, setValues] = useState(startValues);
  const [visited, setVisited] = useState<ReadonlySet<ListingField>>(new Set());
  const [submitTried, setSubmitTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<ListingErrors>({});

  const validation = useMemo(() => validateListing(values, images), [values, images]);

  const errors = useMemo<ListingErrors>(() => {
    const shown: ListingErrors = {};
    if (!validation.ok) {
      for (const field of LISTING_FIELDS) {
        const message = validation.errors[field];
        if (message && (submitTried || visited.has(field))) shown[field] = message;
      }
      if (validation.errors.form && submitTried) shown.form = validation.errors.form;
    }
    for (const [field, message] of Object.entries(serverErrors) as [keyof ListingErrors, string | undefined][]) {
      if (message) shown[field] = message;
    }
    return shown;
  }, [validation, serverErrors, submitTried, visited]);

  const change = useCallback((field: ListingTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => withoutMessages(current, field));
  }, []);

  const leave = useCallback((field: ListingField) => {
    setVisited((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  /** The photos changed: a server message about them no longer applies. */
  const photosChanged = useCallback(() => {
    setServerErrors((current) => withoutMessages(current, 'images'));
  }, []);

  const reset = useCallback(() => {
    setValues(initialValues);
    setVisited(new Set());
    setSubmitTried(false);
    setServerErrors({});
  }, [initialValues]);

  return {
    values,
    errors,
    validation,
    change,
    leave,
    photosChanged,
    markSubmitTried: () => setSubmitTried(true),
    showServerErrors: setServerErrors,
    reset,
  };
}

export type ListingFormModel = ReturnType<typeof useListingForm>;
