/**
* | output |
* | --- |
* | "Four live 1-hour group sessions over 4 weeks: teens learn to plan, focus and beat procrastination. {price}, all taxes included." |
*
* @param {Productivity_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_meta_description: ((inputs: Productivity_Meta_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Meta_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Meta_DescriptionInputs = {
    price: NonNullable<unknown>;
};
