import { z } from 'zod';
import { requiredText } from '@/lib/required-text';

/** The composer's two forms: a text, or a meeting proposal (a datetime-local value is the reader's local time). */
export const textMessageFormSchema = z.object({
  text: requiredText('Write a message.').pipe(z.string().max(2000, 'Keep the message under 2000 characters')),
});

export const meetingFormSchema = z.object({
  meetingPlace: requiredText('Enter where to meet.').pipe(
    z.string().max(200, 'Keep the meeting place under 200 characters'),
  ),
  meetingAt: z
    .string()
    .min(1, 'Choose a date and time.')
    .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'Choose a date and time.' })
    .refine((value) => Date.parse(value) > Date.now(), { message: 'Choose a time in the future.' }),
});
