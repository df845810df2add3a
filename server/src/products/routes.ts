import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idPathSchema } from '../../../contract/api/paths.js';
import {
  productListQuerySchema,
  productPageSchema,
  productSchema,
  productsIndexSchema,
} from '../../../contract/api/products.js';
import { requireCaller, requireSession } from '../auth/guard.js';
import { requireCompanyOfWallet } from '../companies/companies.js';
import type { AppContext } from '../context.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { pageOf, pageRequest } from '../http/pagination.js';
import { BEARER, accepted, answers, bearerOrApiKey, idPath, noContent } from '../http/routeSchemas.js';
import {
  canChangeProductStatus,
  createProductSchema,
  findOwnProduct,
  freeSlug,
  insertProduct,
  licenseProblems,
  licenseWithDefaults,
  lockCompanyProducts,
  productJson,
  resolveToken,
  updateProduct,
  updateProductSchema,
  valuesOf,
  type License,
  type ProductValues,
} from './products.js';
import { deleteProduct, listOwnProducts } from './repository.js';
import { refuseChangingRegisteredTerms } from '../story/index.js';
import { slugifyProductTitle } from '../../../contract/productSlug.js';

function assertLicense(license: License): void {
  const problems = licenseProblems(license);
  const fields = Object.keys(problems);
  if (fields.length > 0) throw badRequest(`Invalid field(s): ${fields.join(', ')}`, problems);
}

const tags = ['Products'];

export function productRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const productPath = idPath(idPathSchema('product'), 'Product');
  return async (app) => {
    /** GET products/ → an index of the product endpoints (docs/product.md §7). */
    app.get(
      '/products/',
      {
        schema: {
          summary: 'Where the product endpoints are',
          tags,
          response: answers({ 200: productsIndexSchema }),
        },
      },
      async () => ({
        products: '/api/products/products/',
        orders: '/api/products/orders/',
        order_stats: '/api/products/orders/stats/',
        my_orders: '/api/products/orders/mine/',
        wallet_transactions: '/api/products/wallet-transactions/',
        deploy_contract: '/api/products/deploy-contract/',
        remix_connect: '/api/products/remix-connect/',
        awaiting_license_tokens: '/api/products/orders/awaiting-license-tokens/',
      }),
    );

    app.get(
      '/products/products/',
      {
        schema: {
          summary: "The caller's company's products",
          tags,
          security: bearerOrApiKey('products:read'),
          querystring: productListQuerySchema,
          response: answers({ 200: productPageSchema }, [401, 403, 404]),
        },
      },
      async (request) => {
        const session = await requireCaller(ctx, request);
        const query = accepted(request.query);
        const page = pageRequest(query);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        const { count, rows } = await listOwnProducts(ctx.db, company.id, query, page);
        return pageOf(request.url, page, count, rows.map(productJson));
      },
    );

    app.post(
      '/products/products/',
      {
        schema: {
          summary: 'Create a product',
          tags,
          security: BEARER,
          body: createProductSchema,
          response: answers({ 201: productSchema }, [401, 404, 409, 413, 415]),
        },
      },
      async (request, reply) => {
        const session = await requireSession(ctx, request);
        const input = accepted(request.body);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        const license = licenseWithDefaults(input.license);
        assertLicense(license);
        const token = resolveToken(ctx.config.acceptedTokens, input.price.token);
        const product = await ctx.db.transaction(async (tx) => {
          await lockCompanyProducts(tx, company.id);
          const values: ProductValues = {
            slug:
              input.slug ??
              (await freeSlug(tx, company.id, slugifyProductTitle(input.title, input.category))),
            title: input.title,
            summary: input.summary ?? '',
            description: input.description ?? '',
            category: input.category,
            cover_image_url: input.cover_image_url ?? null,
            ip_id: input.ip_id ?? null,
            license,
            price_amount: input.price.amount,
            token,
            max_licenses: input.max_licenses ?? null,
            status: input.status ?? 'draft',
          };
          const id = await insertProduct(tx, company.id, values);
          return findOwnProduct(tx, company.id, id);
        });
        if (product === null) throw new Error('created product not found');
        return reply.code(201).send(productJson(product));
      },
    );

    app.get(
      '/products/products/:id/',
      {
        schema: {
          summary: 'One of the company’s products',
          tags,
          security: bearerOrApiKey('products:read'),
          params: productPath,
          response: answers({ 200: productSchema }, [401, 403, 404]),
        },
      },
      async (request) => {
        const session = await requireCaller(ctx, request);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        const product = await findOwnProduct(ctx.db, company.id, accepted(request.params).id);
        if (product === null) throw notFound('Product not found');
        return productJson(product);
      },
    );

    app.patch(
      '/products/products/:id/',
      {
        schema: {
          summary: 'Change a product; its status moves along the allowed transitions',
          tags,
          security: BEARER,
          params: productPath,
          body: updateProductSchema,
          response: answers({ 200: productSchema }, [401, 404, 409, 413, 415]),
        },
      },
      async (request) => {
        const session = await requireSession(ctx, request);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        const { id } = accepted(request.params);
        const input = accepted(request.body);
        const product = await ctx.db.transaction(async (tx) => {
          if (input.slug !== undefined) await lockCompanyProducts(tx, company.id);
          const current = await findOwnProduct(tx, company.id, id, true);
          if (current === null) throw notFound('Product not found');
          if (current.status === 'archived') throw conflict('Archived products cannot be changed');
          const status = input.status ?? current.status;
          if (!canChangeProductStatus(current.status, status)) {
            throw conflict(`Cannot change a product from ${current.status} to ${status}`, {
              status: 'Not allowed',
            });
          }
          const base = valuesOf(current);
          const license: License = { ...base.license, ...definedOnly(input.license ?? {}) };
          assertLicense(license);
          const maxLicenses = input.max_licenses === undefined ? base.max_licenses : input.max_licenses;
          // Unpaid orders that can still be paid hold their licenses (docs/security.md): the cap must leave room for them.
          const taken = current.licenses_sold + current.licenses_reserved;
          if (maxLicenses !== null && maxLicenses < taken && maxLicenses !== base.max_licenses) {
            throw conflict(
              `max_licenses cannot be below the ${taken} licenses sold or held by unpaid orders`,
              {
                max_licenses: `Must be at least ${taken}`,
              },
            );
          }
          const values: ProductValues = {
            ...base,
            ...definedOnly({
              slug: input.slug,
              title: input.title,
              summary: input.summary,
              description: input.description,
              category: input.category,
            }),
            cover_image_url:
              input.cover_image_url === undefined ? base.cover_image_url : input.cover_image_url,
            ip_id: input.ip_id === undefined ? base.ip_id : input.ip_id,
            license,
            price_amount: input.price?.amount ?? base.price_amount,
            token:
              input.price?.token === undefined
                ? base.token
                : resolveToken(ctx.config.acceptedTokens, input.price.token),
            max_licenses: maxLicenses,
            status,
          };
          // docs/product.md §10.2: the terms on Story are fixed once registered.
          refuseChangingRegisteredTerms(current, values);
          await updateProduct(tx, id, values);
          return findOwnProduct(tx, company.id, id);
        });
        if (product === null) throw notFound('Product not found');
        return productJson(product);
      },
    );

    /** Only drafts can be deleted (docs/product.md §7); published work is archived instead, keeping its orders. */
    app.delete(
      '/products/products/:id/',
      {
        schema: {
          summary: 'Delete a draft',
          tags,
          security: BEARER,
          params: productPath,
          response: answers({ 204: noContent('The draft is deleted') }, [401, 404, 409]),
        },
      },
      async (request, reply) => {
        const session = await requireSession(ctx, request);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        const { id } = accepted(request.params);
        await ctx.db.transaction(async (tx) => {
          const current = await findOwnProduct(tx, company.id, id, true);
          if (current === null) throw notFound('Product not found');
          if (current.status !== 'draft')
            throw conflict(`Only draft products can be deleted; this one is ${current.status}`);
          await deleteProduct(tx, current.id);
        });
        return reply.code(204).send();
      },
    );
  };
}

/** The keys of a partial update that were actually sent. */
function definedOnly<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
