import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { ok } from '#server/lib/reply.js';
import { currentUserId } from '#server/plugins/auth.js';
import { createAddressService } from './service.js';

const security = [{ bearerAuth: [] }];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

/** /api/address/* (SPEC §7): the signed-in user's own addresses only; others' answer 404. */
export const addressRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = createAddressService(db);

  serve(
    app,
    apiRoutes.address.create,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['address'],
        summary: 'Add an address (Indian 6-digit pincode and mobile)',
        security,
        response: { ...errors },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Address Created Successfully',
      data: await service.create(currentUserId(request), request.body),
    }),
  );

  serve(
    app,
    apiRoutes.address.list,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['address'],
        summary: 'The active addresses of the signed-in user, newest first',
        security,
        response: { 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Addresses',
      data: await service.list(currentUserId(request)),
    }),
  );

  serve(
    app,
    apiRoutes.address.update,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['address'],
        summary: 'Change an active address of the signed-in user (userId in the body is ignored)',
        security,
        response: { ...errors, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { _id, userId: _ignored, ...fields } = request.body;
      return {
        ...ok,
        message: 'Address Updated',
        data: await service.update(currentUserId(request), _id, fields),
      };
    },
  );

  serve(
    app,
    apiRoutes.address.disable,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['address'],
        summary: 'Remove an address (soft: kept for past orders, hidden from the list)',
        security,
        response: { ...errors, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Address Remove',
      data: await service.disable(currentUserId(request), request.body._id),
    }),
  );
};
