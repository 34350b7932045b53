import { z } from 'zod';

/** C0 and C1 control characters except tab and newline (carriage returns are folded into newlines first). */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/u;
/** Half of a surrogate pair without its other half: not a character at all, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/**
 * Characters that print nothing: soft hyphen, zero-width spaces and joiners, bidi marks, embeddings,
 * overrides and isolates, word joiners, invisible operators, the byte-order mark, Hangul fillers.
 */
/* eslint-disable no-misleading-character-class -- each code point on its own, combining ones included */
const INVISIBLE_CHARACTERS =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0]/gu;
/* eslint-enable no-misleading-character-class */

/** One invisible character anywhere (the list above without its global flag, which would make `test` stateful). */
// eslint-disable-next-line no-misleading-character-class -- as above
const INVISIBLE_CHARACTER = new RegExp(INVISIBLE_CHARACTERS.source, 'u');
/** Direction overrides, embeddings and isolates: they make text read otherwise than it is ("gpj.exe"). */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

export const CONTROL_CHARACTER_MESSAGE =
  'Remove the hidden control characters from this text (they can come with copy and paste)';
export const BROKEN_CHARACTER_MESSAGE = 'This text has a broken character in it; please type it again';
export const DIRECTION_CONTROL_MESSAGE =
  'Remove the hidden characters that change the direction of this text (they can come with copy and paste)';

/** True when nothing would be visible: only whitespace and invisible characters. */
export function isVisiblyBlank(text: string): boolean {
  return text.replace(INVISIBLE_CHARACTERS, '').trim() === '';
}

/**
 * The one rule for text people type (names, descriptions, places, report details): control characters other
 * than tab and newline are refused, Windows and old Mac line ends become newlines, the text is normalised to
 * NFC and trimmed, and text that is blank once invisible characters are removed becomes empty, so `.min(1)`
 * after it refuses a name made of zero-width spaces. Chain `.min()` and `.max()` with the field's messages.
 */
export function freeText() {
  return z
    .string()
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .refine((text) => !LONE_SURROGATE.test(text), { message: BROKEN_CHARACTER_MESSAGE, abort: true })
    .refine((text) => !CONTROL_CHARACTER.test(text), { message: CONTROL_CHARACTER_MESSAGE, abort: true })
    .refine((text) => isVisiblyBlank(text) || !DIRECTION_CONTROL.test(text), {
      message: DIRECTION_CONTROL_MESSAGE,
      abort: true,
    })
    .overwrite((text) => (isVisiblyBlank(text) ? '' : text.normalize('NFC').trim()));
}

/**
 * The one rule for machine strings the API takes (ids a provider made, URLs, keys, secrets): no control characters
 * (a NUL cannot be stored or looked up in PostgreSQL), no lone surrogates, no invisible or direction characters.
 * Nothing is rewritten: such a string is wrong, not untidy. Chain `.min()`, `.max()`, `.url()` as the field needs.
 */
export function plainString() {
  return z
    .string()
    .refine((text) => !LONE_SURROGATE.test(text), { message: BROKEN_CHARACTER_MESSAGE, abort: true })
    .refine((text) => !CONTROL_CHARACTER.test(text) && !/[\t\n]/.test(text), {
      message: CONTROL_CHARACTER_MESSAGE,
      abort: true,
    })
    .refine((text) => !INVISIBLE_CHARACTER.test(text), { message: CONTROL_CHARACTER_MESSAGE, abort: true });
}
