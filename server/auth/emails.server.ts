import { composeEmail, emailButton, escapeHtml } from "#server/email/layout.server.ts";

type Site = { academyName: string; contactEmail: string };
type Recipient = { firstName?: string | null; name?: string | null };

function greeting(user: Recipient) {
  const name = (user.firstName || user.name || "").trim();
  return name ? `Hello ${name},` : "Hello,";
}

/** The message with the link that confirms a new account's e-mail address. */
export function verificationEmail(site: Site, user: Recipient, url: string) {
  const subject = `Confirm your email address for ${site.academyName}`;
  const bodyHtml = [
    `<p>${escapeHtml(greeting(user))}</p>`,
    `<p>Thank you for creating an account. Please confirm your email address to be able to sign in.</p>`,
    emailButton(url, "Confirm my email"),
    `<p style="font-size:13px;color:#5b6472">Or paste this link into your browser:<br><a href="${escapeHtml(url)}" style="color:#0f6b63;word-break:break-all">${escapeHtml(url)}</a></p>`,
    `<p style="font-size:13px;color:#5b6472">The link is valid for 24 hours. If you did not create this account, you can ignore this email.</p>`,
  ].join("\n");
  const text = [
    greeting(user),
    "",
    "Thank you for creating an account. Please confirm your email address to be able to sign in:",
    "",
    url,
    "",
    "The link is valid for 24 hours. If you did not create this account, you can ignore this email.",
    "",
    `${site.academyName} · ${site.contactEmail}`,
  ].join("\n");
  return composeEmail(site, { subject, text, bodyHtml });
}

/** The message with the link that lets an account holder choose a new password. */
export function resetPasswordEmail(site: Site, user: Recipient, url: string) {
  const subject = `Reset your ${site.academyName} password`;
  const bodyHtml = [
    `<p>${escapeHtml(greeting(user))}</p>`,
    `<p>Someone asked to reset the password of your account. Choose a new password with this link:</p>`,
    emailButton(url, "Choose a new password"),
    `<p style="font-size:13px;color:#5b6472">Or paste this link into your browser:<br><a href="${escapeHtml(url)}" style="color:#0f6b63;word-break:break-all">${escapeHtml(url)}</a></p>`,
    `<p style="font-size:13px;color:#5b6472">The link is valid for 1 hour and works once. If you did not ask for it, ignore this email: your password stays the same.</p>`,
  ].join("\n");
  const text = [
    greeting(user),
    "",
    "Someone asked to reset the password of your account. Choose a new password with this link:",
    "",
    url,
    "",
    "The link is valid for 1 hour and works once. If you did not ask for it, ignore this email: your password stays the same.",
    "",
    `${site.academyName} · ${site.contactEmail}`,
  ].join("\n");
  return composeEmail(site, { subject, text, bodyHtml });
}
