import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { newEntry, type OutboxEntry, type OutboxRequest } from '@outbox-core/outbox-entry';
import { readPhotoFile, savePhotoFile } from '@outbox-core/outbox-photo-files';
import { sendDueEntries } from '@outbox-core/outbox-round';
import { addEntry, readEntries, readEntry, removeEntry, subscribeToOutbox } from '@outbox-core/outbox-store';
import {
  created,
  credentialOf,
  fakeOutboxServer,
  noConnection,
  refusedWith,
  type Call,
} from './support/fake-outbox-server';

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

/**
 * A server that answers each photo by its name, refuses or drops the ones asked (`lost`: stored, the answer lost),
 * and records every call.
 */
function fakeServer({ dropped = [] as string[], refused = [] as string[], lost = [] as string[] } = {}) {
  const stored = new Map<string, string>();
  const server = fakeOutboxServer((call: Call) => {
    const [verb, name = ''] = call.call.split(' ');
    const photo = (of: string) => ({
      success: true,
      data: { url: `/uploads/${of}.webp`, thumbUrl: `/uploads/${of}-thumb.webp`, width: 1, height: 1 },
    });
    if (verb === 'find') return stored.has(name) ? created(photo(stored.get(name)!)) : refusedWith(404, 'No photo');
    if (verb !== 'upload') return created({ acknowledged: true, insertedId: 'p1' });
    if (dropped.includes(name)) return noConnection;
    if (refused.includes(name)) return refusedWith(400, 'This file is not a photo');
    stored.set(uploadIds.get(name) ?? name, name);
    return lost.includes(name) ? noConnection : created(photo(name));
  });
  const uploadIds = new Map<string, string>();
  const uploadPhoto = server.transport.uploadPhoto;
  server.transport.uploadPhoto = (upload, ...rest) => {
    uploadIds.set(upload.name, upload.uploadId);
    return uploadPhoto(upload, ...rest);
  };
  return {
    transport: server.transport,
    get callList() {
      return server.calls.map((call) =>
        call.call.startsWith('upload')
          ? `${call.call} (${String(call.body)})`
          : call.call.startsWith('find')
            ? 'find'
            : call.call,
      );
    },
    get requests() {
      return server.calls.filter((call) => call.call.startsWith('POST')).map((call) => ({ body: call.body }));
    },
  };
}

const round = (server: ReturnType<typeof fakeServer>, now = T0) =>
  sendDueEntries({ credential: credentialOf('seller'), transport: server.transport, now: () => now });

beforeEach(async () => {
  for (const entry of await readEntries()) await removeEntry(entry.id);
});

describe('a write with photos', () => {
  it('uploads each photo once, in order, then sends the request with their URLs, and forgets the files', async () => {
    const entry = await listing('l1', ['front', 'top']);
    await addEntry(entry);
    const server = fakeServer();
    await round(server);
    expect(server.callList).toEqual([
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
    await round(weak);
    expect(weak.callList).toEqual(['upload front (bytes of front)', 'upload top (bytes of top)']);
    const waiting = await readEntry('l1');
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 1 });
    expect(waiting?.photos?.map((photo) => photo.uploaded?.url ?? null)).toEqual(['/uploads/front.webp', null]);

    const back = fakeServer();
    await round(back, waiting!.nextAttemptAt);
    expect(back.callList).toEqual(['find', 'upload top (bytes of top)', 'POST /api/addproduct']);
    expect(await readEntries()).toEqual([]);
  });

  it('asks the server for a photo whose upload answer was lost instead of sending it again', async () => {
    await addEntry(await listing('l1', ['front', 'top']));
    const lossy = fakeServer({ lost: ['front'] });
    await round(lossy);
    expect(lossy.callList).toEqual(['upload front (bytes of front)']);
    await round(lossy, (await readEntry('l1'))!.nextAttemptAt);
    expect(lossy.callList).toEqual([
      'upload front (bytes of front)',
      'find',
      'upload top (bytes of top)',
      'POST /api/addproduct',
    ]);
    expect(lossy.requests[0]?.body).toMatchObject({
      images: [
        { url: '/uploads/front.webp', thumbUrl: '/uploads/front-thumb.webp' },
        { url: '/uploads/top.webp', thumbUrl: '/uploads/top-thumb.webp' },
      ],
    });
  });

  it('refuses the write when the server refuses a photo, naming it, and keeps it for the seller to mend', async () => {
    await addEntry(await listing('l1', ['front', 'scan.jpg']));
    const server = fakeServer({ refused: ['scan.jpg'] });
    await round(server);
    expect(server.callList).not.toContain('POST /api/addproduct');
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
    await round(fakeServer());
    stop();
    expect(await readEntries()).toEqual([]);
    expect(progress).toEqual(['0:0', '0:0.5', '0:1', '1:0', '1:0.5', '1:1']);
  });

  it("discarding a waiting write takes its photos' files with it", async () => {
    const entry = await listing('l1', ['front']);
    await addEntry(entry);
    await removeEntry('l1');
    expect(await readPhotoFile(entry.photos![0]!.fileId!)).toBeUndefined();
  });
});
