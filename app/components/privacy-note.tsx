import { Link } from "react-router";
import { paths } from "#shared/paths.ts";

/** Under every form that asks about a teen: what happens to those details (docs/product/childrens-data.md). */
export function PrivacyNote() {
  return (
    <p className="text-sm text-muted-foreground">
      We use your teen's details only to run the workshop, and erase them after it.{" "}
      <Link to={paths.privacy} className="font-medium text-primary underline underline-offset-4">
        How we handle your data
      </Link>
    </p>
  );
}
