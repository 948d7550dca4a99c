import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { paths } from "#shared/paths.ts";

/** The not-found page's content, also shown when a route's loader finds no such item. */
export function NotFoundView() {
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
