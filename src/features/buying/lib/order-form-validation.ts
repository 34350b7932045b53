import { placeOrderSchema } from '../../../../contract/orders';

export interface OrderFormValues {
  buyerPhone: string;
  meetingPlace: string;
}

export type OrderField = keyof OrderFormValues;
export type OrderFieldErrors = Partial<Record<OrderField, string>>;

export type OrderFormValidation = { ok: true; values: OrderFormValues } | { ok: false; errors: OrderFieldErrors };

const REQUIRED_MESSAGE: Record<OrderField, string> = {
  buyerPhone: 'Enter your contact number.',
  meetingPlace: 'Enter your preferred meeting place.',
};

/** The two editable fields, checked with the contract's own rules (the server applies the same ones). */
export function validateOrderForm(values: OrderFormValues): OrderFormValidation {
  const errors: OrderFieldErrors = {};
  const cleaned = {} as OrderFormValues;
  for (const field of ['buyerPhone', 'meetingPlace'] as const) {
    if (values[field].trim() === '') {
      errors[field] = REQUIRED_MESSAGE[field];
      continue;
    }
    const parsed = placeOrderSchema.shape[field].safeParse(values[field]);
    if (parsed.success) cleaned[field] = parsed.data;
    else errors[field] = parsed.error.issues[0]?.message ?? REQUIRED_MESSAGE[field];
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values: cleaned };
}

export function isOrderField(field: string | undefined): field is OrderField {
  return field === 'buyerPhone' || field === 'meetingPlace';
}
