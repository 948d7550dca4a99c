import path from "node:path";
import { z } from "zod";
import { isValidTimeZone } from "#shared/group-schedule.ts";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const emailList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().default("Teen Growth Academy <hello@teengrowth.academy>"),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalText.pipe(z.url().optional()),
  BETTER_AUTH_SECRET: optionalText,
  ADMIN_EMAILS: emailList,
  BOOK_A_CALL_URL: z.url().default("https://calendly.com/teen-growth-academy/free-call"),
  CONTACT_EMAIL: z.email().default("hello@teengrowth.academy"),
  ACADEMY_NAME: z.string().min(1).default("Teen Growth Academy"),
  ACADEMY_TIME_ZONE: z
    .string()
    .trim()
    .default("America/New_York")
    .refine(
      (zone) => zone.includes("/") && isValidTimeZone(zone),
      "must be an IANA time zone such as America/New_York",
    ),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NEWSLETTER_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(5),
  NEWSLETTER_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(3),
  NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  BOOKING_LINKS_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(10),
  BOOKING_LINKS_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(3),
  BOOKING_LINKS_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  WAITLIST_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  WAITLIST_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  PAYMENT_START_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(50),
  PAYMENT_START_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  DISCOUNT_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  DISCOUNT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  SIGN_IN_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(30),
  SIGN_IN_RATE_LIMIT_PER_EMAIL_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  CHECKOUT_HOLD_MINUTES: z.coerce.number().int().min(1).default(30),
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).default(10),
  BOOKING_HOLD_MAX_MINUTES: z.coerce.number().int().min(1).default(20),
  HOLDS_PER_IP: z.coerce.number().int().positive().default(2),
  HOLDS_PER_EMAIL: z.coerce.number().int().positive().default(2),
  PAYMENTS: z.enum(["test", "stripe", ""]).optional(),
  BACKUP_DIR: optionalText,
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
  OFFER_CLAIM_HOURS: z.coerce.number().int().min(1).max(24).default(24),
  OFFER_CLAIM_HOURS_SOON: z.coerce.number().int().min(1).max(24).default(2),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(40),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  SESSION_REMINDER_HOURS: z.coerce.number().min(0).max(168).default(2),
  MISSED_SESSION_EMAILS: z.enum(["on", "off"]).default("on"),
  SMALL_GROUP_NOTICE_DAYS: z.coerce.number().int().min(1).max(60).default(5),
  NOTIFY_EMAIL: emailList,
  SELLER_LEGAL_NAME: optionalText,
  SELLER_LEGAL_FORM: optionalText,
  SELLER_ADDRESS: optionalText,
  SELLER_SIREN: optionalText.pipe(
    z
      .string()
      .regex(/^\d{9}$/, "must be 9 digits")
      .optional(),
  ),
  SELLER_SIRET: optionalText.pipe(
    z
      .string()
      .regex(/^\d{14}$/, "must be 14 digits")
      .optional(),
  ),
  SELLER_REGISTRY: optionalText,
  SELLER_SHARE_CAPITAL: optionalText,
  SELLER_VAT_NUMBER: optionalText,
  VAT_RATE: optionalText
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(z.number().min(0).max(100).optional()),
  SELLER_PHONE: optionalText,
  PUBLICATION_DIRECTOR: optionalText,
  HOST_NAME: optionalText,
  HOST_ADDRESS: optionalText,
  MEDIATOR_NAME: optionalText,
  MEDIATOR_URL: optionalText.pipe(z.url().optional()),
});

/**
 * The seller's identity as the law asks it on the legal notice, the terms, invoices and receipts
 * (docs/product/legal.md#the-sellers-identity). Each unset variable takes a sample value marked
 * as such, so `npm start` works; `missing` names them for the dashboard and the production check.
 */
const SELLER_SAMPLES = {
  SELLER_LEGAL_NAME: "Teen Growth Academy (SAMPLE)",
  SELLER_LEGAL_FORM: "SAS (SAMPLE)",
  SELLER_ADDRESS: "1 rue de l'Exemple, 75001 Paris, France (SAMPLE)",
  SELLER_SIREN: "000000000",
  SELLER_SIRET: "00000000000000",
  SELLER_REGISTRY: "RCS Paris (SAMPLE)",
  SELLER_PHONE: "+33 1 00 00 00 00 (SAMPLE)",
  PUBLICATION_DIRECTOR: "Jane Doe (SAMPLE)",
  HOST_NAME: "Example Hosting (SAMPLE)",
  HOST_ADDRESS: "1 Example Street, Paris, France (SAMPLE)",
  MEDIATOR_NAME: "Médiateur de la consommation (SAMPLE)",
  MEDIATOR_URL: "https://mediator.example.org/",
} as const;

/** Every variable the server reads (the README's table and .env.example list each one: tests/integration/readme-lists.test.ts). */
export const configVariables: readonly string[] = Object.keys(schema.shape);

/** The sample SIREN: an invoice carrying it is no real invoice (the dashboard says so). */
export const SAMPLE_SIREN = SELLER_SAMPLES.SELLER_SIREN;

function sellerIdentity(raw: z.infer<typeof schema>) {
  const missing = (Object.keys(SELLER_SAMPLES) as (keyof typeof SELLER_SAMPLES)[]).filter(
    (key) => raw[key] === undefined,
  );
  const value = (key: keyof typeof SELLER_SAMPLES) => raw[key] ?? SELLER_SAMPLES[key];
  return {
    legalName: value("SELLER_LEGAL_NAME"),
    legalForm: value("SELLER_LEGAL_FORM"),
    address: value("SELLER_ADDRESS"),
    siren: value("SELLER_SIREN"),
    siret: value("SELLER_SIRET"),
    registry: value("SELLER_REGISTRY"),
    shareCapital: raw.SELLER_SHARE_CAPITAL ?? null,
    /** Null with no VAT rate: the franchise mention (CGI art. 293 B) is printed instead. */
    vatNumber: raw.SELLER_VAT_NUMBER ?? null,
    /** Percent, e.g. 20; null: VAT franchise. */
    vatRate: raw.VAT_RATE ?? null,
    email: raw.CONTACT_EMAIL,
    phone: value("SELLER_PHONE"),
    director: value("PUBLICATION_DIRECTOR"),
    hostName: value("HOST_NAME"),
    hostAddress: value("HOST_ADDRESS"),
    mediatorName: value("MEDIATOR_NAME"),
    mediatorUrl: value("MEDIATOR_URL"),
    /** The variables left unset (sample values shown). */
    missing,
  };
}

export type SellerIdentity = ReturnType<typeof sellerIdentity>;

export type Config = ReturnType<typeof loadConfig>;

/** Parses the environment once at start-up; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const raw = parsed.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT || 3000}`).replace(/\/$/, "");
  return {
    env: raw.NODE_ENV,
    isProduction: raw.NODE_ENV === "production",
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    postgresDir: path.join(dataDir, "postgres"),
    mailDir: path.join(dataDir, "mail"),
    databaseUrl: raw.DATABASE_URL,
    publicUrl,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    stripe: {
      secretKey: raw.STRIPE_SECRET_KEY,
      publishableKey: raw.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
      apiBase: raw.STRIPE_API_BASE,
    },
    authSecret: raw.BETTER_AUTH_SECRET,
    adminEmails: raw.ADMIN_EMAILS,
    bookACallUrl: raw.BOOK_A_CALL_URL,
    contactEmail: raw.CONTACT_EMAIL,
    academyName: raw.ACADEMY_NAME,
    /** The time zone a new group starts in (docs/product/groups-and-delivery.md#time-zones). */
    academyTimeZone: raw.ACADEMY_TIME_ZONE,
    logLevel: raw.LOG_LEVEL,
    trustProxy: raw.TRUST_PROXY,
    rateLimits: {
      newsletterPerIp: raw.NEWSLETTER_RATE_LIMIT_PER_IP,
      newsletterPerEmail: raw.NEWSLETTER_RATE_LIMIT_PER_EMAIL,
      newsletterWindowSeconds: raw.NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS,
      bookingLinksPerIp: raw.BOOKING_LINKS_RATE_LIMIT_PER_IP,
      bookingLinksPerEmail: raw.BOOKING_LINKS_RATE_LIMIT_PER_EMAIL,
      bookingLinksWindowSeconds: raw.BOOKING_LINKS_RATE_LIMIT_WINDOW_SECONDS,
      waitlistPerIp: raw.WAITLIST_RATE_LIMIT_PER_IP,
      waitlistWindowSeconds: raw.WAITLIST_RATE_LIMIT_WINDOW_SECONDS,
      paymentStartPerIp: raw.PAYMENT_START_RATE_LIMIT_PER_IP,
      paymentStartWindowSeconds: raw.PAYMENT_START_RATE_LIMIT_WINDOW_SECONDS,
      discountGuessesPerIp: raw.DISCOUNT_RATE_LIMIT_PER_IP,
      discountGuessesWindowSeconds: raw.DISCOUNT_RATE_LIMIT_WINDOW_SECONDS,
      signIn: raw.SIGN_IN_RATE_LIMIT,
      signInWindowSeconds: raw.SIGN_IN_RATE_LIMIT_WINDOW_SECONDS,
      signInPerEmail: raw.SIGN_IN_RATE_LIMIT_PER_EMAIL,
      signInPerEmailWindowSeconds: raw.SIGN_IN_RATE_LIMIT_PER_EMAIL_WINDOW_SECONDS,
      authPerIp: raw.AUTH_RATE_LIMIT_PER_IP,
      authPerIpWindowSeconds: raw.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    },
    checkoutHoldMinutes: raw.CHECKOUT_HOLD_MINUTES,
    // Renewed while the page polls, never past its total from the hold's creation (docs/product/booking-and-payment.md#seat-holds).
    bookingHoldMinutes: Math.min(raw.BOOKING_HOLD_MINUTES, raw.BOOKING_HOLD_MAX_MINUTES),
    bookingHoldMaxMinutes: raw.BOOKING_HOLD_MAX_MINUTES,
    holdLimits: { perIp: raw.HOLDS_PER_IP, perEmail: raw.HOLDS_PER_EMAIL },
    /** 'test': the built-in test provider takes no real payment (no Stripe key). */
    payments: raw.STRIPE_SECRET_KEY ? ("stripe" as const) : ("test" as const),
    /** PAYMENTS=test: a production start without a Stripe key is meant (docs/decisions/011-test-payments-in-production.md). */
    testPaymentsConfirmed: raw.PAYMENTS === "test",
    /** Hours before each session that its reminder goes out; 0: no reminders. */
    sessionReminderHours: raw.SESSION_REMINDER_HOURS,
    /** The family is told the same day when its teen missed a session (docs/product/coaches-and-attendance.md). */
    missedSessionEmails: raw.MISSED_SESSION_EMAILS === "on",
    /**
     * Days before a group's first session that a group below its workshop's minimum shows on the
     * dashboard for a decision (docs/product/groups.md#groups-too-small-to-run).
     */
    smallGroupNoticeDays: raw.SMALL_GROUP_NOTICE_DAYS,
    /**
     * Where the academy's notices go when set; empty: to the administrators who have not turned
     * them off (server/notices/academy-recipients.server.ts).
     */
    notifyEmails: raw.NOTIFY_EMAIL,
    backups: {
      dir: raw.BACKUP_DIR ? path.resolve(raw.BACKUP_DIR) : path.join(dataDir, "backups"),
      keep: raw.BACKUP_KEEP,
    },
    /** docs/product/childrens-data.md#retention: days a teen's details stay after the group's last session. */
    retention: {
      days: raw.RETENTION_DAYS,
    },
    /**
     * docs/product/waiting-list-and-newsletter.md#when-a-place-opens: how long a waiting-list offer
     * holds its seat, and the shorter window when the group starts within 3 days.
     */
    waitlistOffers: {
      claimHours: raw.OFFER_CLAIM_HOURS,
      claimHoursSoon: raw.OFFER_CLAIM_HOURS_SOON,
    },
    seller: sellerIdentity(raw),
  };
}

/**
 * Why this configuration must not serve (or undefined): in production, test payments only when
 * asked for with PAYMENTS=test, so a forgotten Stripe key never books for free silently
 * (docs/decisions/011-test-payments-in-production.md).
 */
export function startProblem(config: Config): string | undefined {
  if (config.isProduction && config.payments === "test" && !config.testPaymentsConfirmed)
    return [
      "STRIPE_SECRET_KEY is not set, so payments would go through the built-in test provider and",
      "every booking would be free. Set STRIPE_SECRET_KEY (and STRIPE_PUBLISHABLE_KEY,",
      "STRIPE_WEBHOOK_SECRET) to take real payments, or set PAYMENTS=test to run a test site.",
    ].join("\n");
  // Real payments make real contracts and invoices: the seller must be named for real.
  if (config.isProduction && !config.testPaymentsConfirmed && config.seller.missing.length > 0)
    return [
      "Real payments need the seller's identity on the legal notice, the terms and every invoice.",
      `Set: ${config.seller.missing.join(", ")} (see .env.example), or set PAYMENTS=test to run a test site.`,
    ].join("\n");
  return undefined;
}
