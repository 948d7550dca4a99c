import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { paths } from "#shared/paths.ts";

/** The not-found page of the booking routes, with a way back to the catalogue. */
export function BookingNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-4 text-muted-foreground">This workshop does not exist or is not open for booking.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.workshops}>Back to all workshops</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Return to Home</Link>
        </Button>
      </div>
    </div>
  );
}
