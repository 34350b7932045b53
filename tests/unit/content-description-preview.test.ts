import { describe, expect, it } from 'vitest';
import { previewDescription } from '@/features/content/lib/description-preview';

describe('previewDescription', () => {
  it('keeps a description of at most 200 characters whole', () => {
    const exactly200 = 'a'.repeat(200);
    expect(previewDescription(exactly200)).toEqual({ text: exactly200, isTruncated: false });
    expect(previewDescription('Short and sweet.')).toEqual({ text: 'Short and sweet.', isTruncated: false });
  });

  it('cuts a longer description at 200 characters and adds an ellipsis', () => {
    const long = `${'b'.repeat(200)}THE REST`;
    const preview = previewDescription(long);
    expect(preview.isTruncated).toBe(true);
    expect(preview.text).toBe(`${'b'.repeat(200)}...`);
    expect(preview.text).not.toContain('THE REST');
  });

  it('counts an emoji as one character and never splits it', () => {
    const long = `${'📷'.repeat(201)}`;
    const preview = previewDescription(long);
    expect(Array.from(preview.text.replace(/\.\.\.$/, ''))).toHaveLength(200);
    expect(preview.text.replace(/\.\.\.$/, '')).toBe('📷'.repeat(200));
  });

  it('takes another limit when asked', () => {
    expect(previewDescription('abcdef', 3)).toEqual({ text: 'abc...', isTruncated: true });
  });
});
