const SHAPE = /^[0-9a-f]{64}$/;

/**
 * Whether a value from a URL has the shape of the secrets the database makes (schema.server.ts
 * `randomToken`: two UUIDv4 without their dashes, 64 hex characters). Anything else is not looked
 * up, so a reference or a forged value never reaches a query.
 */
export const isRandomToken = (value: string) => SHAPE.test(value);
