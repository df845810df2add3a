import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { licenseVerificationSchema } from '../../../contract/api/licenses.js';
import { tokenIdPathSchema } from '../../../contract/api/paths.js';
import type { AppContext } from '../context.js';
import { ApiError, notFound } from '../http/errors.js';
import { strictRateLimit } from '../http/rateLimit.js';
import { accepted, answers, pathParams } from '../http/routeSchemas.js';
import { certificateFilename } from '../mail/index.js';
import { renderLicenseCertificate } from './certificate.js';
import { certificateInputOf } from './certificateInput.js';
import { verifyLicense } from './licenses.js';

/** `{tokenId}` of the path, or 400: a licence token id is a whole number (docs/product.md §11.2). */
const tokenIdPath = pathParams(
  tokenIdPathSchema,
  () => new ApiError(400, 'A licence token id is a whole number', { token_id: 'Must be a whole number' }),
);

const tags = ['Licences anyone can check'];

/** A PDF to download, never kept by a cache. */
function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

/**
 * The public verification of a licence token (docs/product.md §11.2): anyone — a platform, a distributor, a court —
 * can check a licence OVERDIVE issued, with no session.
 */
export function licenseRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const find = async (params: { tokenId: string }) => {
    const license = await verifyLicense(ctx.db, ctx.chain, accepted(params).tokenId);
    if (license === null) throw notFound('This licence token was not issued through OVERDIVE');
    return license;
  };
  return async (app) => {
    app.get(
      '/licenses/:tokenId/',
      {
        schema: {
          summary: 'Verify a licence token OVERDIVE issued (docs/product.md §11.2)',
          tags,
          params: tokenIdPath,
          response: answers({ 200: licenseVerificationSchema }, [404]),
        },
      },
      (request) => find(request.params),
    );

    /** The certificate: the same facts as a PDF, the page's address and its QR code. Drawing it costs CPU. */
    app.get(
      '/licenses/:tokenId/certificate.pdf',
      {
        config: strictRateLimit(ctx),
        schema: {
          summary: "The licence's certificate, a PDF",
          tags,
          params: tokenIdPath,
          response: answers(
            {
              200: {
                description: 'The certificate',
                content: {
                  'application/pdf': { schema: z.string().meta({ contentMediaType: 'application/pdf' }) },
                },
              },
            },
            [404],
          ),
        },
      },
      async (request, reply) => {
        const license = await find(request.params);
        const pdf = await renderLicenseCertificate(certificateInputOf(ctx.config, license, new Date()));
        return sendPdf(reply, certificateFilename(license.token_id), pdf);
      },
    );
  };
}
