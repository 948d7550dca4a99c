import { createHash, randomBytes } from "node:crypto";

/**
 * A new secret for a sign-in link or the family page's cookie: 256 random bits as 64 hexadecimal
 * characters, the shape `isRandomToken` accepts (server/db/random-token.server.ts).
 */
export const newFamilySecret = () => randomBytes(32).toString("hex");

/** What the database keeps of a secret: a copy of the table opens no page. */
export const familySecretHash = (secret: string) => createHash("sha256").update(secret).digest("hex");
