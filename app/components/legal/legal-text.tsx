import { Link } from "react-router";
import { withColon } from "#shared/label-with-colon.ts";
import { ExternalLink } from "#app/components/external-link.tsx";
import { withNode } from "#app/lib/message-with-node.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import {
  LINK_SLOT,
  type LegalBlock,
  type LegalLink,
  type LegalSection,
  type LegalSentence,
} from "#shared/legal-texts.ts";

const linkClass =
  "font-medium text-primary underline underline-offset-4 [overflow-wrap:anywhere] [&>svg]:ml-1 [&>svg]:inline [&>svg]:size-3.5";

/** A link of the legal pages: the site's own pages through the router, another site in a new tab. */
export function LegalAnchor({ link }: { link: LegalLink }) {
  if (link.external)
    return (
      <ExternalLink href={link.href} className={linkClass}>
        {link.label}
      </ExternalLink>
    );
  if (link.href.startsWith("/"))
    return (
      <Link to={link.href} className={linkClass}>
        {link.label}
      </Link>
    );
  return (
    <a href={link.href} className={linkClass}>
      {link.label}
    </a>
  );
}

export function Sentence({ sentence }: { sentence: LegalSentence }) {
  if (!sentence.link || !sentence.text.includes(LINK_SLOT)) return <>{sentence.text}</>;
  return <>{withNode(sentence.text, <LegalAnchor link={sentence.link} />)}</>;
}

function Block({ block }: { block: LegalBlock }) {
  // French puts a no-break space before a colon (docs/product/languages-and-texts.md).
  const colon = withColon("", useLanguage());
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <Sentence sentence={block.sentence} />
        </p>
      );
    case "subheading":
      return <h3 className="pt-2 text-lg font-semibold text-foreground">{block.text}</h3>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          className={`${block.ordered ? "list-decimal" : "list-disc"} space-y-2 pl-6 marker:text-muted-foreground`}
        >
          {block.items.map((item) => (
            <li key={item.text} className="pl-1">
              <Sentence sentence={item} />
            </li>
          ))}
        </List>
      );
    }
    case "rules":
      return (
        <ul className="space-y-3 rounded-xl border border-border bg-muted/50 p-4 sm:p-5">
          {block.rules.map((rule) => (
            <li key={rule.label}>
              <strong className="font-semibold text-foreground">
                {rule.label}
                {colon}
              </strong>{" "}
              {rule.text}
            </li>
          ))}
        </ul>
      );
  }
}

/** A numbered section of a legal page, its heading an h2 under the page's h1. */
export function LegalSectionView({ section, number }: { section: LegalSection; number: number }) {
  return (
    <section aria-labelledby={section.id} className="mt-10">
      <h2 id={section.id} className="scroll-mt-24 text-xl font-bold sm:text-2xl">
        <span className="mr-2 text-muted-foreground">{number}.</span>
        {section.title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-foreground/90">
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </section>
  );
}
