import type { FastifyPluginAsync } from 'fastify';
import { licenseTokenIdSchema } from '../../../contract/api/licenses.js';
import type { AppContext } from '../context.js';
import { ApiError, notFound } from '../http/errors.js';
import { strictRateLimit } from '../http/rateLimit.js';
import { certificateFilename } from '../mail/index.js';
import { renderLicenseCertificate } from './certificate.js';
import { certificateInputOf } from './certificateInput.js';
import { verifyLicense } from './licenses.js';

/** `{tokenId}` of the path, or 400: a licence token id is a whole number (docs/product.md §11.2). */
function tokenIdOf(raw: string): string {
  const parsed = licenseTokenIdSchema.safeParse(raw);
  if (!parsed.success)
    throw new ApiError(400, 'A licence token id is a whole number', { token_id: 'Must be a whole number' });
  return parsed.data;
}

/**
 * The public verification of a licence token (docs/product.md §11.2): anyone — a platform, a distributor, a court —
 * can check a licence OVERDIVE issued, with no session.
 */
export function licenseRoutes(ctx: AppContext): FastifyPluginAsync {
  const find = async (raw: string) => {
    const license = await verifyLicense(ctx.db, ctx.chain, tokenIdOf(raw));
    if (license === null) throw notFound('This licence token was not issued through OVERDIVE');
    return license;
  };
  return async (app) => {
    app.get<{ Params: { tokenId: string } }>('/licenses/:tokenId/', (request) =>
      find(request.params.tokenId),
    );

    /** The certificate: the same facts as a PDF, the page's address and its QR code. Drawing it costs CPU. */
    app.get<{ Params: { tokenId: string } }>(
      '/licenses/:tokenId/certificate.pdf',
      { config: strictRateLimit(ctx) },
      async (request, reply) => {
        const license = await find(request.params.tokenId);
        const pdf = await renderLicenseCertificate(certificateInputOf(ctx.config, license, new Date()));
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${certificateFilename(license.token_id)}"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );
  };
}
