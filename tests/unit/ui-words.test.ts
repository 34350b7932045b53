import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
  it.each(['Logut', 'Releted', 'Preffered', 'follwoing', 'Minalto'])('nothing spells "%s"', (misspelling) => {
    expect(filesSaying(new RegExp(`\\b${misspelling}\\b`, 'i'))).toEqual([]);
  });

  it.each(['Add To Cart', 'These are the products in your cart', 'seals the deal'])(
    'nothing says "%s" for what is a request to a seller',
    (text) => {
      expect(filesSaying(new RegExp(text, 'i'))).toEqual([]);
    },
  );

  // Issue 30: a buyer asks the seller from the listing before ordering; ordering is no longer the only way to write.
  it('nothing says a buyer must order to message the seller', () => {
    expect(filesSaying(/Order the item to message the seller/i)).toEqual([]);
  });

  // Shutterswap vets no one, gives no warranty and takes no trade-ins: a verified badge and the hold on the card
  // until the hand-over are what it does (src/features/content/content-data/legal-pages.ts says so).
  it.each([
    'vetted',
    'vetting',
    'six-month warranty',
    'warranty on every',
    'trade-in',
    'trade in',
    'inspected by hand',
  ])('nothing promises "%s"', (claim) => {
    expect(filesSaying(new RegExp(claim.replaceAll(' ', '\\s+'), 'i'))).toEqual([]);
  });
});
