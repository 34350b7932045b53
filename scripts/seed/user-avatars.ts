import path from 'node:path';
import { AVATAR_SIZE, avatarSvg } from './art/compose-avatar.ts';
import { slugify } from './catalogue/slugify.ts';
import { DEMO_UPLOADS_FOLDER } from './listing-photos.ts';
import type { SeedUser } from './people.ts';
import { renderSvgToWebp } from './render-webp.ts';
import { mapWithConcurrency } from './run-with-concurrency.ts';

/** Draws one avatar per seeded user and answers each user's public photo URL by email. */
export async function generateUserAvatars(users: readonly SeedUser[], uploadsDir: string): Promise<Map<string, string>> {
  const photoUrlByEmail = new Map<string, string>();
  await mapWithConcurrency(users, 4, async (user) => {
    const name = `avatar-${slugify(user.email)}.webp`;
    await renderSvgToWebp(() => avatarSvg(user.displayName), [
      { file: path.join(uploadsDir, DEMO_UPLOADS_FOLDER, 'avatars', name), width: AVATAR_SIZE, height: AVATAR_SIZE, quality: 80 },
    ]);
    photoUrlByEmail.set(user.email, `/uploads/${DEMO_UPLOADS_FOLDER}/avatars/${name}`);
  });
  return photoUrlByEmail;
}
