import { data, Link } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { paths } from "~/lib/paths.ts";
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
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-4 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </div>
  );
}
