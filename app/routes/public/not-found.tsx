import { data } from "react-router";
import { NotFoundView } from "#app/components/not-found-view.tsx";
import { notFoundMeta } from "#app/lib/seo.ts";
import { pageLanguage } from "#shared/language.ts";
import type { Route } from "./+types/not-found";

export function meta({ matches, location }: Route.MetaArgs) {
  return notFoundMeta(matches, pageLanguage(location.pathname));
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  context.services.logger.warn({ path: pathname }, "404: page not found");
  return data({ pathname }, { status: 404 });
}

export default function NotFound() {
  return <NotFoundView />;
}
