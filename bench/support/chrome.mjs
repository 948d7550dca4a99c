// Chromium's flags for the benches on this kind of machine (headless, no sandbox as root, no GPU).
// Without the background-networking ones, Chromium tries to reach Google's services, which this
// network refuses, and the refusals land in the measurements.
export const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
