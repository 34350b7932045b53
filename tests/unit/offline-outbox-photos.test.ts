import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { newEntry, type AttemptOutcome, type OutboxEntry, type OutboxRequest } from '@outbox-core/outbox-entry';
import { readPhotoFile, savePhotoFile } from '@outbox-core/outbox-photo-files';
import { sendWithPhotos, type OutboxTransport } from '@outbox-core/outbox-photos';
import { sendDueEntries } from '@outbox-core/outbox-round';
import { addEntry, readEntries, readEntry, removeEntry, subscribeToOutbox } from '@outbox-core/outbox-store';

/*
 * A write in steps: a listing written with no signal keeps its photos on the device; once the connection is back
 * each photo is uploaded once, in order, and then the listing is created once with their URLs.
 */

const T0 = 1_700_000_000_000;
const LISTING_BODY = { clientListingId: 'l1', name: 'Nikon FM2' };

async function listing(id: string, names: string[]): Promise<OutboxEntry> {
  const photos = await Promise.all(
    names.map(async (name) => ({
      fileId: await savePhotoFile(new Blob([`bytes of ${name}`], { type: 'image/jpeg' })),
      name,
      uploaded: null,
    })),
  );
  const request: OutboxRequest = { method: 'POST', path: '/api/addproduct', body: LISTING_BODY };
  return newEntry({ id, kind: 'listing', ownerId: 'seller', request, photos }, T0, true);
}

/** A server that answers each photo by its name, refuses or drops the ones asked, and records every call. */
function fakeServer({ dropped = [] as string[], refused = [] as string[] } = {}) {
  const calls: string[] = [];
  const requests: OutboxRequest[] = [];
  const transport: OutboxTransport = {
    async uploadPhoto(file, name, onProgress) {
      calls.push(`upload ${name} (${await file.text()})`);
      onProgress(0.5);
      if (dropped.includes(name)) return { result: 'waiting', reason: 'Could not reach Shutterswap' };
      if (refused.includes(name)) return { result: 'refused', status: 400, message: 'This file is not a photo' };
      onProgress(1);
      return { result: 'sent', answer: { url: `/uploads/${name}.webp`, thumbUrl: `/uploads/${name}-thumb.webp` } };
    },
    send(request) {
      calls.push(`${request.method} ${request.path}`);
      requests.push(request);
      return Promise.resolve({ result: 'sent', answer: { acknowledged: true, insertedId: 'p1' } });
    },
  };
  return { transport, calls, requests };
}

beforeEach(async () => {
  for (const entry of await readEntries()) await removeEntry(entry.id);
});

describe('a write with photos', () => {
  it('uploads each photo once, in order, then sends the request with their URLs, and forgets the files', async () => {
    const entry = await listing('l1', ['front', 'top']);
    await addEntry(entry);
    const server = fakeServer();
    await sendDueEntries({ ownerId: 'seller', now: () => T0, send: (due) => sendWithPhotos(due, server.transport) });
    expect(server.calls).toEqual([
      'upload front (bytes of front)',
      'upload top (bytes of top)',
      'POST /api/addproduct',
    ]);
    expect(server.requests[0]?.body).toEqual({
      clientListingId: 'l1',
      name: 'Nikon FM2',
      images: [
        { url: '/uploads/front.webp', thumbUrl: '/uploads/front-thumb.webp' },
        { url: '/uploads/top.webp', thumbUrl: '/uploads/top-thumb.webp' },
      ],
    });
    expect(await readEntries()).toEqual([]);
    expect(await readPhotoFile(entry.photos![0]!.fileId!)).toBeUndefined();
    expect(await readPhotoFile(entry.photos![1]!.fileId!)).toBeUndefined();
  });

  it('keeps each photo uploaded when the signal goes mid-way, and the next try starts with the next photo', async () => {
    await addEntry(await listing('l1', ['front', 'top']));
    const weak = fakeServer({ dropped: ['top'] });
    await sendDueEntries({ ownerId: 'seller', now: () => T0, send: (due) => sendWithPhotos(due, weak.transport) });
    expect(weak.calls).toEqual(['upload front (bytes of front)', 'upload top (bytes of top)']);
    const waiting = await readEntry('l1');
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 1 });
    expect(waiting?.photos?.map((photo) => photo.uploaded?.url ?? null)).toEqual(['/uploads/front.webp', null]);

    const back = fakeServer();
    await sendDueEntries({
      ownerId: 'seller',
      force: true,
      now: () => T0 + 1,
      send: (due) => sendWithPhotos(due, back.transport),
    });
    expect(back.calls).toEqual(['upload top (bytes of top)', 'POST /api/addproduct']);
    expect(await readEntries()).toEqual([]);
  });

  it('refuses the write when the server refuses a photo, naming it, and keeps it for the seller to mend', async () => {
    await addEntry(await listing('l1', ['front', 'scan.jpg']));
    const server = fakeServer({ refused: ['scan.jpg'] });
    await sendDueEntries({ ownerId: 'seller', now: () => T0, send: (due) => sendWithPhotos(due, server.transport) });
    expect(server.calls).not.toContain('POST /api/addproduct');
    expect(await readEntry('l1')).toMatchObject({
      state: 'refused',
      refusal: { status: 400, message: 'Photo 2 (scan.jpg) could not be uploaded: This file is not a photo' },
    });
  });

  it("tells every tab each photo's progress as it goes up", async () => {
    await addEntry(await listing('l1', ['front', 'top']));
    const progress: string[] = [];
    const stop = subscribeToOutbox((event) => {
      if (event.type === 'progress') progress.push(`${event.photo}:${event.fraction}`);
    });
    const outcome: AttemptOutcome = await sendWithPhotos((await readEntry('l1'))!, fakeServer().transport);
    stop();
    expect(outcome.result).toBe('sent');
    expect(progress).toEqual(['0:0', '0:0.5', '0:1', '1:0', '1:0.5', '1:1']);
  });

  it("discarding a waiting write takes its photos' files with it", async () => {
    const entry = await listing('l1', ['front']);
    await addEntry(entry);
    await removeEntry('l1');
    expect(await readPhotoFile(entry.photos![0]!.fileId!)).toBeUndefined();
  });
});
