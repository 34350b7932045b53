import { z } from 'zod';
import { MAX_IMAGE_UPLOAD_BYTES } from '@contract/images';
import { requiredText } from '@/lib/required-text';
import { looksLikeEmail } from './email-shape';

const pictureSchema = z
  .instanceof(File)
  .nullable()
  .transform((picture, context) => {
    if (!picture) context.addIssue({ code: 'custom', message: 'Choose a picture of yourself.' });
    else if (!picture.type.startsWith('image/'))
      context.addIssue({ code: 'custom', message: 'The picture must be an image file.' });
    else if (picture.size > MAX_IMAGE_UPLOAD_BYTES) {
      const megabytes = Math.round(MAX_IMAGE_UPLOAD_BYTES / 1024 / 1024);
      context.addIssue({ code: 'custom', message: `The picture must be smaller than ${megabytes} MB.` });
    } else return picture;
    return z.NEVER;
  });

/** The auth provider's one password rule, shown under the field before it can fail. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters.`;

/**
 * Spec section 5: name, email, password and picture are all required; the email is an email. There is no role to
 * choose (issue 30): every account buys, and selling is turned on later from the dashboard. The password meets the
 * auth provider's length, checked here so the form says so before sending. The picture must be an image the server
 * takes.
 */
export const registerFormSchema = z.object({
  name: requiredText('Enter your full name.'),
  email: requiredText('Enter your email address.').pipe(
    z.string().refine(looksLikeEmail, 'Enter a valid email address, like name@example.com.'),
  ),
  password: z
    .string()
    .min(1, 'Choose a password.')
    .min(PASSWORD_MIN_LENGTH, `Choose a longer password: at least ${PASSWORD_MIN_LENGTH} characters.`),
  picture: pictureSchema,
});
export type RegisterFormValues = z.input<typeof registerFormSchema>;
export type RegisterInput = z.output<typeof registerFormSchema>;
