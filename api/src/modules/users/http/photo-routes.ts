import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { assertSelfOrAdmin } from '../rules.js';
import { AppError, InputError, NotFoundError } from '../../../platform/errors.js';
import { IMAGE_CONTENT_TYPES, type ImageType } from '../image-type.js';
import { PHOTO_MAX_EDGE, reencodePhoto } from '../photo-image.js';
import { authUser } from '../../../platform/auth/auth-plugin.js';
import { createUserPhotoStore, photoFileOf, photoUrl } from '../user-photos-repository.js';
import { ErrorResponse, IdParams, authErrors, PhotoFileParams, UserSchema } from '@portal/shared-contracts';

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
const TOO_LARGE = 'The photo must be at most 2 MB.';

/** Upload (multipart field `photo`) and serving of profile photos. */
const userPhotoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Registered in this scope only: no other route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1 } });
  const photos = createUserPhotoStore(app.config.dataDir);

  app.put(
    '/:id/photo',
    {
      schema: {
        tags: ['users'],
        summary: `Upload a profile photo (PNG, JPEG or WebP by content, at most 2 MB and 50 megapixels; stored re-encoded at most ${PHOTO_MAX_EDGE} px on its longest side, without metadata): ADMIN for anyone, others for themself`,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: UserSchema, ...authErrors, 404: ErrorResponse, 413: ErrorResponse },
      },
    },
    async (request) => {
      const caller = authUser(request);
      const { id } = request.params;
      assertSelfOrAdmin(caller, id);
      const user = await app.repos.users.findById(id);
      if (!user) throw new NotFoundError('User not found.');

      const part = await request.file().catch(() => undefined);
      if (!part || part.fieldname !== 'photo') throw new InputError('Send the image as the multipart field "photo".', [{ field: 'photo', message: 'is required' }]);
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, TOO_LARGE, [{ field: 'photo', message: 'must be at most 2 MB' }]);
        throw error;
      });
      const photo = await reencodePhoto(bytes);

      const file = await photos.save(id, photo.bytes, photo.type);
      await app.repos.users.setProfilePhotoUrl(id, photoUrl(id, file));
      // The old file goes only after the new URL is stored, so the user always has a photo to show.
      const previous = photoFileOf(id, user.profilePhotoUrl);
      if (previous) await photos.remove(id, previous).catch((error: unknown) => request.log.warn({ err: error }, 'old photo not removed'));
      const updated = await app.repos.users.findById(id);
      if (!updated) throw new NotFoundError('User not found.');
      return updated;
    },
  );

  app.get(
    '/:id/photo/:file',
    {
      // <img> cannot send a bearer token; the 128-bit random name is the capability, and only the current photo is served.
      config: { public: true },
      schema: {
        tags: ['users'],
        summary: "A user's current profile photo, at the URL in their profilePhotoUrl",
        security: [],
        params: PhotoFileParams,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The image' }), 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const user = await app.repos.users.findById(id);
      const bytes = user && photoFileOf(id, user.profilePhotoUrl) === file ? await photos.read(id, file) : null;
      if (!bytes) throw new NotFoundError('Photo not found.');
      const type = file.slice(file.lastIndexOf('.') + 1) as ImageType;
      return reply
        .header('Content-Type', IMAGE_CONTENT_TYPES[type])
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(bytes);
    },
  );
};

export default userPhotoRoutes;
