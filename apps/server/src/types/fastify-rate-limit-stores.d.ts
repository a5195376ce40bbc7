// @fastify/rate-limit ships its memory and Redis stores without type declarations; the shared
// store (plugins/rate-limit-store.ts) wraps both rather than copy their logic.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  type Store = import('@fastify/rate-limit').FastifyRateLimitStore;
  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean) => Store;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  type Store = import('@fastify/rate-limit').FastifyRateLimitStore;
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: import('ioredis').Redis,
    keyPrefix: string,
  ) => Store;
  export default RedisStore;
}
