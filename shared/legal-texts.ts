import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";
import { paths } from "./paths.ts";
import { WITHDRAWAL_DAYS, refundPolicyTexts } from "./refund-policy.ts";
import { TERMS_VERSION, type TermsVersion } from "./terms-version.ts";

/**
 * The seller's identity as the legal notice and the terms print it (the browser's copy of the
 * configuration's `seller`; docs/product/legal.md#the-sellers-identity).
 */
export type SellerDetails = {
  legalName: string;
  legalForm: string;
  address: string;
  siren: string;
  siret: string;
  registry: string;
  shareCapital: string | null;
  vatNumber: string | null;
  /** Percent; null: the VAT franchise, whose mention is printed instead. */
  vatRate: number | null;
  email: string;
  phone: string;
  director: string;
  hostName: string;
  hostAddress: string;
  mediatorName: string;
  mediatorUrl: string;
};

/** The franchise mention of the tax code, in French whatever the page's language (CGI art. 293 B). */
export const VAT_FRANCHISE_MENTION = "TVA non applicable, art. 293 B du CGI";

/** Where a sentence's link sits: its messages are asked with this for the link's value. */
export const LINK_SLOT = "\u0000";

export type LegalLink = { href: string; label: string; external?: boolean };
/** A sentence, with at most one link in it (at LINK_SLOT). */
export type LegalSentence = { text: string; link?: LegalLink };
export type LegalBlock =
  | { kind: "paragraph"; sentence: LegalSentence }
  | { kind: "subheading"; text: string }
  | { kind: "list"; ordered: boolean; items: LegalSentence[] }
  | { kind: "rules"; rules: { label: string; text: string }[] };
export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };

const paragraph = (text: string, link?: LegalLink): LegalBlock => ({
  kind: "paragraph",
  sentence: link ? { text, link } : { text },
});

/** The path of the legal pages in a language: English at the root, French under /fr. */
export function legalPaths(language: Language) {
  return language === "fr"
    ? {
        legal: paths.legalFr,
        terms: paths.termsFr,
        termsVersion: paths.termsVersionFr,
        withdrawal: paths.withdrawalFr,
      }
    : {
        legal: paths.legal,
        terms: paths.terms,
        termsVersion: paths.termsVersion,
        withdrawal: paths.withdrawal,
      };
}

/** The legal notice (LCEN art. 6 III and 19): who publishes the site, who hosts it, whom to write to. */
export function legalNoticeTexts(seller: SellerDetails, language: Language) {
  const locale = { locale: language };
  const row = (label: string, value: string, link?: LegalLink) => ({ label, value, link });
  const vat = [
    ...(seller.vatNumber ? [row(m.legal_vat_number({}, locale), seller.vatNumber)] : []),
    ...(seller.vatRate === null ? [row(m.legal_vat({}, locale), VAT_FRANCHISE_MENTION)] : []),
  ];
  return {
    title: m.legal_title({}, locale),
    intro: m.legal_intro({}, locale),
    groups: [
      {
        id: "publisher",
        title: m.legal_publisher_title({}, locale),
        rows: [
          row(m.legal_name({}, locale), seller.legalName),
          row(m.legal_form({}, locale), seller.legalForm),
          row(m.legal_address({}, locale), seller.address),
          row(m.legal_siren({}, locale), seller.siren),
          row(m.legal_siret({}, locale), seller.siret),
          row(m.legal_registry({}, locale), seller.registry),
          ...(seller.shareCapital ? [row(m.legal_share_capital({}, locale), seller.shareCapital)] : []),
          ...vat,
        ],
      },
      {
        id: "contact",
        title: m.legal_contact_title({}, locale),
        rows: [
          row(m.legal_email({}, locale), seller.email, {
            href: `mailto:${seller.email}`,
            label: seller.email,
          }),
          row(m.legal_phone({}, locale), seller.phone, {
            href: `tel:${seller.phone.replace(/[^+\d]/g, "")}`,
            label: seller.phone,
          }),
        ],
      },
      {
        id: "director",
        title: m.legal_director_title({}, locale),
        rows: [row(m.legal_director({}, locale), seller.director)],
      },
      {
        id: "host",
        title: m.legal_host_title({}, locale),
        rows: [
          row(m.legal_name({}, locale), seller.hostName),
          row(m.legal_address({}, locale), seller.hostAddress),
        ],
      },
      {
        id: "mediator",
        title: m.legal_mediator_title({}, locale),
        rows: [
          row(m.legal_name({}, locale), seller.mediatorName),
          row(m.legal_website({}, locale), seller.mediatorUrl, {
            href: seller.mediatorUrl,
            label: seller.mediatorUrl,
            external: true,
          }),
        ],
      },
    ],
    seeAlso: {
      text: m.legal_see_also({ terms: LINK_SLOT }, locale),
      link: { href: legalPaths(language).terms, label: m.legal_terms_link({}, locale) },
    } satisfies LegalSentence,
  };
}

/**
 * The terms of sale of the version in force from 2026-11-27. Its words are its own keys
 * (`terms_20261127_...`) so that a later version changes none of them; the refund policy is the
 * one wording of shared/refund-policy.ts.
 */
function terms20261127(seller: SellerDetails, language: Language): LegalSection[] {
  const locale = { locale: language };
  const days = WITHDRAWAL_DAYS;
  const policy = refundPolicyTexts(language);
  const email = seller.email;
  const mail = { href: `mailto:${email}`, label: email };
  return [
    {
      id: "seller",
      title: m.terms_20261127_seller_title({}, locale),
      blocks: [
        paragraph(
          m.terms_20261127_seller_text(
            {
              legalName: seller.legalName,
              legalForm: seller.legalForm,
              address: seller.address,
              registry: seller.registry,
              siren: seller.siren,
              phone: seller.phone,
              email: LINK_SLOT,
            },
            locale,
          ),
          mail,
        ),
        paragraph(m.terms_20261127_seller_legal({ link: LINK_SLOT }, locale), {
          href: legalPaths(language).legal,
          label: m.terms_20261127_seller_legal_link({}, locale),
        }),
      ],
    },
    {
      id: "service",
      title: m.terms_20261127_service_title({}, locale),
      blocks: [
        paragraph(m.terms_20261127_service_what({}, locale)),
        paragraph(m.terms_20261127_service_groups({}, locale)),
        paragraph(m.terms_20261127_service_online({}, locale)),
      ],
    },
    {
      id: "prices",
      title: m.terms_20261127_prices_title({}, locale),
      blocks: [
        paragraph(m.terms_20261127_prices_text({}, locale)),
        paragraph(
          seller.vatRate === null
            ? m.terms_20261127_prices_vat_franchise({ mention: VAT_FRANCHISE_MENTION }, locale)
            : m.terms_20261127_prices_vat_rate({ rate: seller.vatRate }, locale),
        ),
        paragraph(m.terms_20261127_prices_valid({}, locale)),
      ],
    },
    {
      id: "payment",
      title: m.terms_20261127_payment_title({}, locale),
      blocks: [paragraph(m.terms_20261127_payment_text({}, locale))],
    },
    {
      id: "order",
      title: m.terms_20261127_order_title({}, locale),
      blocks: [
        paragraph(m.terms_20261127_order_intro({}, locale)),
        {
          kind: "list",
          ordered: true,
          items: [
            { text: m.terms_20261127_order_choose({}, locale) },
            { text: m.terms_20261127_order_details({}, locale) },
            { text: m.terms_20261127_order_summary({}, locale) },
            { text: m.terms_20261127_order_accept({ days }, locale) },
            { text: m.terms_20261127_order_pay({}, locale) },
            { text: m.terms_20261127_order_confirm({}, locale) },
          ],
        },
      ],
    },
    {
      id: "withdrawal",
      title: m.terms_20261127_withdrawal_title({ days }, locale),
      blocks: [
        { kind: "subheading", text: policy.heading },
        { kind: "rules", rules: policy.rules },
        { kind: "subheading", text: m.terms_20261127_withdraw_how_title({}, locale) },
        paragraph(m.terms_20261127_withdraw_how_intro({}, locale)),
        {
          kind: "list",
          ordered: false,
          items: [
            {
              text: m.terms_20261127_withdraw_how_button(
                { button: m.refund_withdraw_open({}, locale) },
                locale,
              ),
            },
            {
              text: m.terms_20261127_withdraw_how_form({ link: LINK_SLOT }, locale),
              link: { href: paths.withdrawal, label: m.terms_20261127_withdraw_how_form_link({}, locale) },
            },
            { text: m.terms_20261127_withdraw_how_email({ email: LINK_SLOT }, locale), link: mail },
          ],
        },
        { kind: "subheading", text: m.terms_20261127_early_title({}, locale) },
        paragraph(m.terms_20261127_early_text({ days }, locale)),
        paragraph(m.terms_20261127_early_cost({}, locale)),
      ],
    },
    {
      id: "mediation",
      title: m.terms_20261127_mediation_title({}, locale),
      blocks: [
        paragraph(m.terms_20261127_mediation_first({ email: LINK_SLOT }, locale), mail),
        paragraph(
          m.terms_20261127_mediation_text({ mediatorName: seller.mediatorName, website: LINK_SLOT }, locale),
          {
            href: seller.mediatorUrl,
            label: seller.mediatorUrl,
            external: true,
          },
        ),
      ],
    },
    {
      id: "personal-data",
      title: m.terms_20261127_data_title({}, locale),
      blocks: [
        paragraph(m.terms_20261127_data_text({ link: LINK_SLOT }, locale), {
          href: paths.privacy,
          label: m.terms_20261127_data_link({}, locale),
        }),
      ],
    },
    {
      id: "law",
      title: m.terms_20261127_law_title({}, locale),
      blocks: [
        paragraph(m.terms_20261127_law_text({}, locale)),
        paragraph(m.terms_20261127_language_text({ link: LINK_SLOT }, locale), {
          href: legalPaths("fr").termsVersion("2026-11-27"),
          label: m.terms_20261127_language_link({}, locale),
        }),
      ],
    },
  ];
}

const termsByVersion: Record<TermsVersion, (seller: SellerDetails, language: Language) => LegalSection[]> = {
  "2026-11-27": terms20261127,
};

/** The sections of a version of the terms of sale, in a language. */
export function termsSections(
  seller: SellerDetails,
  language: Language,
  version: TermsVersion = TERMS_VERSION,
): LegalSection[] {
  return termsByVersion[version](seller, language);
}
