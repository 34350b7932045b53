import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CART_WORDS, FALSE_CLAIMS, MISSPELLINGS, retiredPattern } from '@tests/shared/retired-words';

/*
 * Every text a visitor can meet comes from these folders: the app, the server's pages and answers, the shared
 * contract and the public files. The misspellings the first version kept are gone from all of them.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'server', 'contract', 'public', 'sw', 'outbox-core', 'device-catalogue'];
const TEXT_FILE = /\.(tsx?|json|html|css|md|svg)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function filesSaying(pattern: RegExp): string[] {
  return FOLDERS.flatMap(sourceFiles)
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));
}

describe('words on screen', () => {
  it.each(MISSPELLINGS)('nothing spells "%s"', (misspelling) => {
    expect(filesSaying(retiredPattern(misspelling))).toEqual([]);
  });

  it.each(CART_WORDS)('nothing says "%s" for what is a request to a seller', (text) => {
    expect(filesSaying(retiredPattern(text))).toEqual([]);
  });

  // Issue 30: a buyer asks the seller from the listing before ordering; ordering is no longer the only way to write.
  it('nothing says a buyer must order to message the seller', () => {
    expect(filesSaying(/Order the item to message the seller/i)).toEqual([]);
  });

  // A verified badge and the hold on the card until the hand-over are what it does
  // (src/features/content/content-data/legal-pages.ts says so).
  it.each(FALSE_CLAIMS)('nothing promises "%s"', (claim) => {
    expect(filesSaying(retiredPattern(claim))).toEqual([]);
  });
});
