/**
* | output |
* | --- |
* | "Join the Waiting List: {title}" |
*
* @param {Waitlist_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_meta_title: ((inputs: Waitlist_Meta_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Waitlist_Meta_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Waitlist_Meta_TitleInputs = {
    title: NonNullable<unknown>;
};
