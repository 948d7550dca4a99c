import { Body, Button, Container, Head, Heading, Html, Link, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { EmailMessages } from "#server/email/messages.server.ts";

export type EmailSite = { academyName: string; contactEmail: string };

const colours = { brand: "#0f6b63", page: "#f4efe8", ink: "#1c2434", muted: "#5b6472", rule: "#e6ded3" };

export const paragraph = { fontSize: "16px", lineHeight: "1.6", margin: "0 0 16px" };
export const mutedParagraph = { ...paragraph, fontSize: "13px", color: colours.muted };
export const headingStyle = { fontSize: "22px", margin: "0 0 12px" };
/** The colour of every link written out in an e-mail. */
export const brandLink = { color: colours.brand };

/**
 * The academy's one e-mail layout: a centred column of at most 600 px, inline styles only (what
 * mail clients keep), the academy's name on top and a footer with the contact address. Every text
 * is a React child, so React escapes it: no template holds hand-escaped HTML.
 */
export function EmailLayout(props: {
  site: EmailSite;
  messages: EmailMessages;
  title: string;
  children: ReactNode;
  /** A link to unsubscribe, for the newsletter's e-mails. */
  unsubscribeUrl?: string;
  lang?: string;
}) {
  const { site, messages, unsubscribeUrl } = props;
  return (
    <Html lang={props.lang ?? messages.language}>
      <Head>
        <title>{props.title}</title>
      </Head>
      <Body
        style={{
          margin: 0,
          padding: "24px 0",
          background: colours.page,
          fontFamily: "Arial,Helvetica,sans-serif",
          color: colours.ink,
        }}
      >
        <Container style={{ maxWidth: "600px", width: "100%", background: "#ffffff", borderRadius: "12px" }}>
          <Section
            style={{
              background: colours.brand,
              color: "#ffffff",
              padding: "20px 28px",
              fontSize: "20px",
              fontWeight: "bold",
              borderRadius: "12px 12px 0 0",
            }}
          >
            {site.academyName}
          </Section>
          <Section style={{ padding: "28px", fontSize: "16px", lineHeight: "1.6" }}>{props.children}</Section>
          <Section style={{ padding: "20px 28px", borderTop: `1px solid ${colours.rule}` }}>
            <Text style={{ fontSize: "13px", color: colours.muted, margin: 0 }}>
              {messages.layout.questions}{" "}
              <Link href={`mailto:${site.contactEmail}`} style={brandLink}>
                {site.contactEmail}
              </Link>
              .
              {unsubscribeUrl && (
                <>
                  <br />
                  {messages.layout.unsubscribeQuestion}{" "}
                  <Link href={unsubscribeUrl} style={brandLink}>
                    {messages.layout.unsubscribe}
                  </Link>
                  .
                </>
              )}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The one call-to-action button of an e-mail (a link styled to work in every mail client). */
export function EmailButton(props: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "28px 0" }}>
      <Button
        href={props.href}
        style={{
          background: colours.brand,
          color: "#ffffff",
          textDecoration: "none",
          padding: "12px 22px",
          borderRadius: "999px",
          fontWeight: "bold",
        }}
      >
        {props.children}
      </Button>
    </Section>
  );
}

/** A link written out in full under the button, for mail clients that hide buttons. */
export function PastedLink(props: { href: string; messages: EmailMessages }) {
  return (
    <Text style={mutedParagraph}>
      {props.messages.pasteLink}
      <br />
      <Link href={props.href} style={{ ...brandLink, wordBreak: "break-all" }}>
        {props.href}
      </Link>
    </Text>
  );
}

/** How a letter to a family opens, the same in every one: its heading, then the greeting. */
export function EmailOpening(props: { heading: string; greeting: string }) {
  return (
    <>
      <Heading as="h1" style={headingStyle}>
        {props.heading}
      </Heading>
      <Text style={paragraph}>{props.greeting}</Text>
    </>
  );
}

/**
 * A link to a page, named by a short text ("Manage your booking"), after an optional label: never
 * the address itself, which is one unbreakable word wider than a phone. Its text-part twin is
 * linkLineText, which writes the address out.
 */
export function LinkLine(props: { label?: string; text: string; url: string }) {
  return (
    <Text style={paragraph}>
      {props.label ? `${props.label} ` : null}
      <Link href={props.url} style={{ ...brandLink, fontWeight: "bold" }}>
        {props.text}
      </Link>
    </Text>
  );
}

/** LinkLine in the text part: the label and the link on one line. */
export const linkLineText = (label: string, url: string) => `${label} ${url}`;
