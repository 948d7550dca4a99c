/**
 * The terms of sale in force: a family accepts this version at checkout and it is stored with its
 * booking (docs/product/legal.md#terms-of-sale). A new version is a new date; old ones stay readable.
 */
export const TERMS_VERSION = "2026-11-27";
