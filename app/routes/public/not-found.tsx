import { data } from "react-router";
import { NotFoundView } from "#app/components/not-found-view.tsx";
import type { Route } from "./+types/not-found";

export function meta() {
  return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  context.services.logger.warn({ path: pathname }, "404: page not found");
  return data({ pathname }, { status: 404 });
}

export default function NotFound() {
  return <NotFoundView />;
}
