import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { FORM_ERROR } from '@/lib/show-refusal';
import { listingFormSchema, type WrittenListing } from '../lib/listing-form-schema';
import type { ListingField, ListingFormValues, ListingTextField } from '../lib/listing-form-state';

/**
 * The listing form on react-hook-form with the contract's schema. A field's message shows once the field has been
 * left or a submit was tried, and follows the typing from then on; a message from the server stays until that
 * field changes (a message for the whole form, until anything does). Nothing typed is ever cleared by a message.
 * The photos are a value of the form too, set as they finish uploading (or are kept on the device).
 */
export function useListingForm(startValues: ListingFormValues) {
  const form = useForm<ListingFormValues, unknown, WrittenListing>({
    resolver: zodResolver(listingFormSchema),
    mode: 'onTouched',
    defaultValues: startValues,
    // The form moves the focus itself, in the order the fields appear (the photos first).
    shouldFocusError: false,
  });
  const { register, clearErrors, setValue, getFieldState } = form;

  /** A control's props (text, choice, or the included checkboxes): its value, and a message for the whole form goes once it changes. */
  const field = useCallback(
    (name: ListingTextField | 'included') => register(name, { onChange: () => clearErrors(FORM_ERROR) }),
    [register, clearErrors],
  );

  /** The uploaded photos changed: checked again once a submit was tried (or the server spoke about them). */
  const { isSubmitted } = form.formState;
  const setImages = useCallback(
    (images: ListingFormValues['images']) => {
      const checked = isSubmitted || getFieldState('images').error !== undefined;
      setValue('images', [...images], { shouldValidate: checked });
    },
    [isSubmitted, getFieldState, setValue],
  );

  /** A city picked from the type-ahead: the location reads its label, which the server places on the map. */
  const setLocation = useCallback(
    (label: string) => {
      setValue('location', label, { shouldDirty: true, shouldValidate: true });
      clearErrors(FORM_ERROR);
    },
    [setValue, clearErrors],
  );

  const message = (name: ListingField | 'form'): string | undefined => {
    const { errors } = form.formState;
    return name === 'form' ? errors.root?.server?.message : errors[name]?.message;
  };

  return { form, field, setImages, setLocation, message };
}

export type ListingFormModel = ReturnType<typeof useListingForm>;
