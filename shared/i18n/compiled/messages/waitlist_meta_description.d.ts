/**
* | output |
* | --- |
* | "Leave your e-mail address and be the first to hear when a place opens in the {title} workshop for teens." |
*
* @param {Waitlist_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_meta_description: ((inputs: Waitlist_Meta_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Waitlist_Meta_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Waitlist_Meta_DescriptionInputs = {
    title: NonNullable<unknown>;
};
