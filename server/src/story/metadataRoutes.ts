import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idPathSchema } from '../../../contract/api/paths.js';
import {
  ipMetadataSchema,
  licenseTermsDocumentSchema,
  nftMetadataSchema,
  storyRegistrationSchema,
  type StoryRegistration,
} from '../../../contract/api/story.js';
import { requireCaller } from '../auth/guard.js';
import { requireCompanyOfWallet } from '../companies/companies.js';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { accepted, answers, bearerOrApiKey, idPath } from '../http/routeSchemas.js';
import { licenseOf } from '../products/products.js';
import {
  METADATA_PATHS,
  ipMetadataJson,
  metadataHash,
  metadataOrigin,
  nftMetadataJson,
  termsJson,
} from './metadata.js';
import { findStoryProduct, type StoryProductRow } from './repository.js';
import { pilTermsJson } from './terms.js';

/**
 * What a product's IP asset points at (docs/product.md §10.2): the public IPA, NFT and terms JSON, and, for the
 * licensor, the URIs, hashes and PIL terms the wallet puts on chain.
 */

/** The sources of a product's metadata, as stored now. */
export function metadataOf(product: StoryProductRow) {
  const source = {
    product,
    company: {
      name: product.company_name,
      slug: product.company_slug,
      wallet_address: product.company_wallet,
    },
  };
  return { ipMetadata: ipMetadataJson(source), nftMetadata: nftMetadataJson(source) };
}

/** The product's Story registration as the licensor sees it beside the product. */
function registrationJson(product: StoryProductRow, origin: string): StoryRegistration {
  const { ipMetadata, nftMetadata } =
    product.ip_metadata !== null && product.nft_metadata !== null
      ? { ipMetadata: product.ip_metadata, nftMetadata: product.nft_metadata }
      : metadataOf(product);
  const termsUri = `${origin}${METADATA_PATHS.terms(product.id)}`;
  return {
    registered: product.license_terms_id !== null,
    ip_id: product.license_terms_id === null ? null : product.ip_id,
    license_terms_id: product.license_terms_id,
    collection_address: product.collection_address,
    ip_metadata: { uri: `${origin}${METADATA_PATHS.ip(product.id)}`, hash: metadataHash(ipMetadata) },
    nft_metadata: { uri: `${origin}${METADATA_PATHS.nft(product.id)}`, hash: metadataHash(nftMetadata) },
    terms_uri: termsUri,
    license_terms: pilTermsJson(licenseOf(product), termsUri),
  };
}

/** Public metadata is answered for registered products, and for listed ones before (never drafts or archived). */
function publicProduct(product: StoryProductRow | null): StoryProductRow {
  if (product === null) throw notFound('Product not found');
  const listed = product.status === 'published' || product.status === 'paused';
  if (product.license_terms_id === null && !listed) throw notFound('Product not found');
  return product;
}

function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

export function metadataRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const origins = ctx.config.allowedOrigins;
  const productPath = idPath(idPathSchema('product'), 'Product');
  const tags = ['Licences on Story'];
  /** A public document of a product's IP asset (§10.2): listed or registered products only, else 404. */
  const publicDocument = <A extends z.ZodType>(summary: string, answer: A) => ({
    schema: { summary, tags, params: productPath, response: answers({ 200: answer }, [404]) },
  });
  return async (app) => {
    /** What the licensor's wallet puts on chain to register a product (§10.2): URIs, hashes and PIL terms. */
    app.get(
      '/products/products/:id/story-registration/',
      {
        schema: {
          summary: 'What the licensor’s wallet registers on Story: metadata URIs, hashes and PIL terms',
          tags,
          security: bearerOrApiKey('products:read'),
          params: productPath,
          response: answers({ 200: storyRegistrationSchema }, [401, 403, 404]),
        },
      },
      async (request) => {
        const session = await requireCaller(ctx, request);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        const product = await findStoryProduct(ctx.db, accepted(request.params).id, company.id);
        if (product === null) throw notFound('Product not found');
        return registrationJson(product, metadataOrigin(origins, request.headers.origin));
      },
    );

    /** Public: the metadata the IP asset points at, byte for byte what was hashed on chain once registered. */
    app.get(
      '/story/products/:id/ip-metadata/',
      publicDocument("The IP asset's metadata (Story's IPA metadata standard)", ipMetadataSchema),
      async (request, reply) => {
        const product = publicProduct(await findStoryProduct(ctx.db, accepted(request.params).id));
        return sendJsonText(reply, product.ip_metadata ?? metadataOf(product).ipMetadata);
      },
    );

    app.get(
      '/story/products/:id/nft-metadata/',
      publicDocument("The ERC-721 metadata of the IP asset's token", nftMetadataSchema),
      async (request, reply) => {
        const product = publicProduct(await findStoryProduct(ctx.db, accepted(request.params).id));
        return sendJsonText(reply, product.nft_metadata ?? metadataOf(product).nftMetadata);
      },
    );

    app.get(
      '/story/products/:id/terms/',
      publicDocument(
        'The licence terms the PIL terms’ uri names, for people to read',
        licenseTermsDocumentSchema,
      ),
      async (request) => {
        const product = publicProduct(await findStoryProduct(ctx.db, accepted(request.params).id));
        return termsJson({ product, company: { name: product.company_name }, license: licenseOf(product) });
      },
    );
  };
}
