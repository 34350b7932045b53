import { MAX_IMAGE_UPLOAD_BYTES } from '../../../../contract/images';

export const SIGN_UP_ROLE_OPTIONS = ['Buyer', 'Seller'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLE_OPTIONS)[number];

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  picture: File | null;
  role: SignUpRole | '';
}

export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

/** What a browser's type="email" accepts, roughly: the provider has the last word. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec section 5: name, email, password, picture and role are all required; the email is an email; the role is
 * Buyer or Seller. Password rules stay with the auth provider. The picture must be an image the server takes.
 */
export function validateRegisterForm(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!values.name.trim()) errors.name = 'Enter your full name.';
  if (!values.email.trim()) errors.email = 'Enter your email address.';
  else if (!EMAIL_SHAPE.test(values.email.trim())) errors.email = 'Enter a valid email address, like name@example.com.';
  if (!values.password) errors.password = 'Choose a password.';
  if (!values.picture) errors.picture = 'Choose a picture of yourself.';
  else if (!values.picture.type.startsWith('image/')) errors.picture = 'The picture must be an image file.';
  else if (values.picture.size > MAX_IMAGE_UPLOAD_BYTES) {
    errors.picture = `The picture must be smaller than ${Math.round(MAX_IMAGE_UPLOAD_BYTES / 1024 / 1024)} MB.`;
  }
  if (!SIGN_UP_ROLE_OPTIONS.includes(values.role as SignUpRole)) errors.role = 'Choose whether you buy or sell.';
  return errors;
}

export function hasErrors(errors: RegisterErrors): boolean {
  return Object.values(errors).some(Boolean);
}
