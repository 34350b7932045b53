import path from 'node:path';
import { AVATAR_SIZE, avatarSvg } from './art/compose-avatar.ts';
import { slugify } from './catalogue/slugify.ts';
import { DEMO_UPLOADS_FOLDER } from './listing-photos.ts';
import type { SeedUser } from './people.ts';
import { renderSvgToWebp } from './render-webp.ts';
import { mapWithConcurrency } from './run-with-concurrency.ts';

const avatarFileName = (user: SeedUser) => `avatar-${slugify(user.email)}.webp`;
const avatarUrl = (user: SeedUser) => `/uploads/${DEMO_UPLOADS_FOLDER}/avatars/${avatarFileName(user)}`;

/** Each seeded user's public photo URL by email, without drawing anything. */
export function userAvatarUrls(users: readonly SeedUser[]): Map<string, string> {
  return new Map(users.map((user) => [user.email, avatarUrl(user)]));
}

/** Draws one avatar per seeded user (skipping existing files) and answers their photo URLs by email. */
export async function generateUserAvatars(
  users: readonly SeedUser[],
  uploadsDir: string,
): Promise<Map<string, string>> {
  await mapWithConcurrency(users, 4, (user) =>
    renderSvgToWebp(
      () => avatarSvg(user.displayName),
      [
        {
          file: path.join(uploadsDir, DEMO_UPLOADS_FOLDER, 'avatars', avatarFileName(user)),
          width: AVATAR_SIZE,
          height: AVATAR_SIZE,
          quality: 80,
        },
      ],
    ),
  );
  return userAvatarUrls(users);
}
