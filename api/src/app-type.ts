import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { Config } from './config.js';

// Apart from app.ts, which registers every route: code the app registers can name the App type without importing
// app.ts back, which would be an import cycle.

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** The application as buildApp returns it: Fastify with TypeBox types for every route. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
