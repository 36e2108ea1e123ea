import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageType } from './image-type.js';

/** A stored photo's file name: 128 random bits and the detected type, e.g. `3f…c1.webp`. */
export const PHOTO_FILE_PATTERN = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

/**
 * Profile photos as files under `<dataDir>/uploads/photos`, named `<userId>-<random>.<type>`.
 * The random part makes each upload's URL new (so browsers may cache it for good) and unguessable.
 */
export function createUserPhotoStore(dataDir: string) {
  const folder = join(dataDir, 'uploads', 'photos');
  const pathOf = (userId: number, file: string) => {
    if (!PHOTO_FILE_PATTERN.test(file)) throw new Error('invalid photo file name');
    return join(folder, `${userId}-${file}`);
  };

  return {
    /** Writes the photo and returns its file name (without the user id). */
    async save(userId: number, bytes: Uint8Array, type: ImageType): Promise<string> {
      await mkdir(folder, { recursive: true });
      const file = `${randomBytes(16).toString('hex')}.${type}`;
      await writeFile(pathOf(userId, file), bytes, { mode: 0o600 });
      return file;
    },

    /** The photo's bytes, or null when the file is gone. */
    async read(userId: number, file: string): Promise<Buffer | null> {
      return readFile(pathOf(userId, file)).catch(() => null);
    },

    async remove(userId: number, file: string): Promise<void> {
      await rm(pathOf(userId, file), { force: true });
    },
  };
}

export type UserPhotoStore = ReturnType<typeof createUserPhotoStore>;

/** The URL a photo is served at; `profilePhotoUrl` holds it. */
export const photoUrl = (userId: number, file: string) => `/api/v1/users/${userId}/photo/${file}`;

/** The file name inside a user's stored photo URL, or null when it is not one of ours (e.g. an external URL). */
export function photoFileOf(userId: number, url: string | null): string | null {
  const prefix = `/api/v1/users/${userId}/photo/`;
  if (!url?.startsWith(prefix)) return null;
  const file = url.slice(prefix.length);
  return PHOTO_FILE_PATTERN.test(file) ? file : null;
}
