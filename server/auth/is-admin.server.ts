export type AdminCandidate = { email: string; emailVerified: boolean; role?: string | null };

/**
 * Whether a user is an administrator, decided on the server (docs/product/accounts-and-back-office.md#admin-role and docs/product/accounts-and-back-office.md#back-office-guard): an
 * administrator has the role 'admin' (given by `npm run admin:create`), or is
 * a verified address listed in ADMIN_EMAILS (checked on every request, so
 * editing the list takes effect at once).
 */
export function isAdmin(user: AdminCandidate | null | undefined, adminEmails: readonly string[]): boolean {
  if (!user) return false;
  if (user.role === "admin") return true;
  return user.emailVerified && adminEmails.includes(user.email.trim().toLowerCase());
}
