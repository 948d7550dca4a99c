import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Resource routes of the public site (no layout): files and JSON endpoints.
  route("workshops/guide.pdf", "routes/public/workshop-guide.ts"),
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("robots.txt", "routes/public/robots.ts"),
  route("api/newsletter", "routes/public/api-newsletter.ts"),
  route("api/workshops/:workshopId/waitlist", "routes/public/api-waitlist.ts"),
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("workshops", "routes/public/workshops.tsx"),
    route("workshops/:workshopId/waitlist", "routes/public/waitlist.tsx"),
    route("newsletter/confirm", "routes/public/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe", "routes/public/newsletter-unsubscribe.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
