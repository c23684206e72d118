/**
 * uploadImage: a staff picture through the GraphQL multipart request spec (the `File` scalar; multipart is let
 * through only with the CSRF header, see http/crossSite.ts). The resolver hands the file to the same service as
 * REST `POST /api/v1/upload/image` (services/images.ts `uploadStaffImage`).
 */
import { ForbiddenError, ValidationError } from '../services/errors.ts';
import { uploadStaffImage } from '../services/images.ts';
import { builder } from './builder.ts';

const UploadImageInput = builder.inputType('UploadImageInput', {
  fields: (t) => ({
    file: t.field({ type: 'File', required: true, description: 'JPEG, PNG, GIF, WebP or AVIF, at most 5 242 880 bytes and 10 000 × 10 000 px.' }),
    type: t.string({ description: 'What the picture is for: rentaloption (default), product, location or image.' }),
    title: t.string(),
    alt: t.string({ description: 'Alternative text for screen readers (empty when decorative).' }),
    decorative: t.boolean({ description: 'Purely decorative: screen readers skip it. Default false.' }),
    public: t.boolean({ description: 'Must be true (the default): pictures for the shop are public.' }),
  }),
});

const UploadImageSuccess = builder.objectRef<{ uploadId: number }>('UploadImageSuccess').implement({
  fields: (t) => ({
    upload: t.prismaField({
      type: 'Upload',
      description: 'The stored picture with its variants; its `id` is what `imageUploadId` of a rental product takes.',
      resolve: (query, p, _args, ctx) => ctx.db.upload.findUniqueOrThrow({ ...query, where: { id: p.uploadId } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  uploadImage: t.field({
    type: UploadImageSuccess,
    description: 'Uploads one picture (multipart request). Staff whose role may change vehicles or rental products only.',
    authScopes: { employee: true },
    errors: { types: [ValidationError, ForbiddenError], union: { name: 'UploadImageResult' } },
    args: { input: t.arg({ type: UploadImageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { file, ...meta } = input;
      const stored = await uploadStaffImage(ctx, {
        file: { size: file.size, bytes: async () => new Uint8Array(await file.arrayBuffer()) },
        meta: Object.fromEntries(Object.entries(meta).filter(([, v]) => v !== null && v !== undefined)),
      });
      return { uploadId: stored.id };
    },
  }),
}));
